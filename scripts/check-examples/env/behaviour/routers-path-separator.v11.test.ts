/**
 * Behaviour promised by docs/server/routers.md (11.x): the `pathSeparator` option (added after
 * v11.23) changes URLs only, dotted URLs keep working, keys containing the separator and
 * reserved words are rejected, and unknown create() options are a type error (checked by the
 * page's examples); `jsonl.contentType` (added after v11.19) sets the stream's Content-Type.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initTRPC } from '@trpc-v11/server';
import { createHTTPServer } from '@trpc-v11/server/adapters/standalone';
import { after, before, test } from 'node:test';

const t = initTRPC.create({ pathSeparator: '~', jsonl: { contentType: 'application/jsonl' } });
const seenPaths: string[] = [];
const appRouter = t.router({
  post: t.router({
    byId: t.procedure
      .use(async (opts) => {
        seenPaths.push(opts.path);
        return opts.next();
      })
      .query(() => 'post 1'),
  }),
});

const servers: Server[] = [];
let url = '';

before(async () => {
  const server = createHTTPServer({ router: appRouter });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

test('with pathSeparator "~" the procedure is served at /post~byId and still at /post.byId', async () => {
  seenPaths.length = 0;
  for (const path of ['post~byId', 'post.byId']) {
    const res = await fetch(`${url}/${path}`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { result: { data: 'post 1' } });
  }
  assert.deepEqual(seenPaths, ['post.byId', 'post.byId']);
});

test('jsonl.contentType sets the Content-Type of streamed batch responses', async () => {
  const res = await fetch(`${url}/post~byId?batch=1`, { headers: { 'trpc-accept': 'application/jsonl' } });
  assert.equal(res.headers.get('content-type'), 'application/jsonl');
  await res.text();
});

test('a key containing the separator is rejected', () => {
  assert.throws(() => t.router({ 'get~all': t.procedure.query(() => 1) }), /contains the pathSeparator "~"/);
});

test('reserved words are rejected by router()', () => {
  const plain = initTRPC.create();
  assert.throws(() => plain.router({ then: plain.procedure.query(() => 1) }), {
    message: 'Reserved words used in `router({})` call: then',
  });
});

test('routers with different pathSeparators cannot be merged', () => {
  const other = initTRPC.create({ pathSeparator: '_' });
  assert.throws(
    () => t.mergeRouters(t.router({ a: t.procedure.query(() => 1) }), other.router({ b: other.procedure.query(() => 1) })),
    { message: 'You seem to have several pathSeparators' },
  );
});
