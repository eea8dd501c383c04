/**
 * Behaviour promised by docs/further/rpc.md (HTTP RPC Specification, 11.x), including which
 * release has it (11.25.2 against 11.22.1, the two 11.x servers installed):
 * - a mutation POST with an empty body gets `undefined` as input in 11.25.2; 11.22.1 answered
 *   400 "Unexpected end of JSON input" when the procedure has an input validator;
 * - a 405 for the wrong method carries an `Allow` header in 11.25.2, not in 11.22.1;
 * - the Node.js adapters' server answers 431 once the request line and headers pass 16 KiB.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';

type Version = '@trpc-v11' | '@trpc-v11tanstack';

async function handle(version: Version, req: Request): Promise<Response> {
  const { initTRPC } = await import(`${version}/server`);
  const { fetchRequestHandler } = await import(`${version}/server/adapters/fetch`);
  const t = initTRPC.create();
  const router = t.router({
    echo: t.procedure.input((value: unknown) => value).mutation(({ input }: { input: unknown }) => input ?? null),
    list: t.procedure.query(() => []),
  });
  return fetchRequestHandler({ endpoint: '', router, req });
}

const emptyPost = () =>
  new Request('http://localhost/echo', { method: 'POST', headers: { 'content-type': 'application/json' } });
const postToQuery = () =>
  new Request('http://localhost/list', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

test('11.25.2: an empty mutation body is input undefined', async () => {
  const res = await handle('@trpc-v11', emptyPost());
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { result: { data: null } });
});

test('11.22.1: an empty mutation body was a 400 JSON parse error', async () => {
  const res = await handle('@trpc-v11tanstack', emptyPost());
  assert.equal(res.status, 400);
  const body = await res.json();
  assert.equal(body.error.data.code, 'BAD_REQUEST');
  assert.equal(body.error.message, 'Unexpected end of JSON input');
});

test('the 405 for POST to a query has Allow: GET in 11.25.2 and no Allow header in 11.22.1', async () => {
  const current = await handle('@trpc-v11', postToQuery());
  assert.equal(current.status, 405);
  assert.equal(current.headers.get('allow'), 'GET');
  const older = await handle('@trpc-v11tanstack', postToQuery());
  assert.equal(older.status, 405);
  assert.equal(older.headers.get('allow'), null);
});

test('the standalone server answers 431 to a request line over 16 KiB', async () => {
  const { initTRPC } = await import('@trpc-v11/server');
  const { createHTTPServer } = await import('@trpc-v11/server/adapters/standalone');
  const t = initTRPC.create();
  const server: Server = createHTTPServer({ router: t.router({ q: t.procedure.query(() => 1) }) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const short = await fetch(`${url}/q?x=${'a'.repeat(15_000)}`);
    assert.equal(short.status, 200);
    const long = await fetch(`${url}/q?x=${'a'.repeat(17_000)}`);
    assert.equal(long.status, 431);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
