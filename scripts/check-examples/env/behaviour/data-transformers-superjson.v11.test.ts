/**
 * Behaviour promised by docs/server/data-transformers.md (11.x): what plain JSON loses, that
 * superjson 2.x restores repeated and circular references, what a client without the
 * transformer receives from a superjson server (the `{ json }` envelope; its inputs are read as
 * `undefined`), and that mergeRouters rejects routers from two `initTRPC.create()` calls that
 * each got superjson.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initTRPC } from '@trpc-v11/server';
import { createHTTPServer } from '@trpc-v11/server/adapters/standalone';
import superjson from 'superjson';
import { after, before, test } from 'node:test';

const plain = initTRPC.create({ isDev: false });
const plainRouter = plain.router({
  values: plain.procedure.query(() => ({
    at: new Date(0),
    map: new Map([['a', 1]]),
    set: new Set([1]),
    gone: undefined,
  })),
  big: plain.procedure.query(() => ({ n: 10n })),
});

const sj = initTRPC.create({ transformer: superjson, isDev: false });
const sjRouter = sj.router({
  echo: sj.procedure.input((value: unknown) => value).query(({ input }) => ({ received: input === undefined ? 'undefined' : input })),
  when: sj.procedure.query(() => ({ at: new Date(0) })),
});

const servers: Server[] = [];
let plainUrl = '';
let sjUrl = '';

async function listen(server: Server) {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

before(async () => {
  plainUrl = await listen(createHTTPServer({ router: plainRouter }));
  sjUrl = await listen(createHTTPServer({ router: sjRouter }));
});

after(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

test('without a transformer: Date → ISO string, Map/Set → {}, undefined properties dropped', async () => {
  const res = await fetch(`${plainUrl}/values`);
  assert.deepEqual(await res.json(), {
    result: { data: { at: '1970-01-01T00:00:00.000Z', map: {}, set: {} } },
  });
});

test('without a transformer: a bigint fails the call with INTERNAL_SERVER_ERROR', async () => {
  const res = await fetch(`${plainUrl}/big`);
  assert.equal(res.status, 500);
  const body = (await res.json()) as { error: { message: string; data: { code: string } } };
  assert.equal(body.error.data.code, 'INTERNAL_SERVER_ERROR');
  assert.equal(body.error.message, 'Do not know how to serialize a BigInt');
});

test('superjson restores repeated and circular references', () => {
  const shared = { id: 1 };
  const node: { name: string; self?: unknown } = { name: 'root' };
  node.self = node;
  const back = superjson.parse<{ a: object; b: object; node: { self: unknown } }>(
    superjson.stringify({ a: shared, b: shared, node }),
  );
  assert.equal(back.a, back.b);
  assert.equal(back.node.self, back.node);
});

test('a client without the transformer gets the superjson envelope', async () => {
  const res = await fetch(`${sjUrl}/when`);
  assert.deepEqual(await res.json(), {
    result: { data: { json: { at: '1970-01-01T00:00:00.000Z' }, meta: { values: { at: ['Date'], }, v: 1 } } },
  });
});

test('an input sent without the transformer is read as undefined by a superjson server', async () => {
  const res = await fetch(`${sjUrl}/echo?input=${encodeURIComponent(JSON.stringify({ hello: 'world' }))}`);
  assert.deepEqual(await res.json(), { result: { data: { json: { received: 'undefined' } } } });

  const wrapped = encodeURIComponent(JSON.stringify(superjson.serialize({ hello: 'world' })));
  const ok = await fetch(`${sjUrl}/echo?input=${wrapped}`);
  assert.deepEqual(await ok.json(), { result: { data: { json: { received: { hello: 'world' } } } } });
});

test('mergeRouters rejects two roots that were each given superjson', () => {
  const a = initTRPC.create({ transformer: superjson });
  const b = initTRPC.create({ transformer: superjson });
  assert.throws(
    () => a.mergeRouters(a.router({ x: a.procedure.query(() => 1) }), b.router({ y: b.procedure.query(() => 1) })),
    { message: 'You seem to have several transformers' },
  );
  // Routers of the same `t` merge fine
  assert.doesNotThrow(() => a.mergeRouters(a.router({ x: a.procedure.query(() => 1) }), a.router({ y: a.procedure.query(() => 1) })));
});
