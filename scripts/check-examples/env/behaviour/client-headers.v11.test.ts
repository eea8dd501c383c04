/**
 * Behaviour promised by docs/client/headers.md (11.x), "Headers tRPC sets
 * itself" and "Pitfalls": a `Content-Type` set in another casing replaces the
 * link's own one since v11.25 (11.22.1, the release before it, sends both,
 * joined into one header); an array value is sent as one comma-separated
 * header; an `undefined` value is sent as the text "undefined"; a `headers`
 * function that throws fails the call with its message before any request.
 *
 * A plain Node.js server records what arrives. Imported dynamically, after the
 * runner's module hook (trpc-aliases.mjs), which maps each aliased client's
 * `@trpc/server` imports to the same release.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';

type Client = typeof import('@trpc-v11/client');

let server: http.Server;
let url = '';
const received: http.IncomingHttpHeaders[] = [];

before(async () => {
  server = http.createServer((req, res) => {
    received.push(req.headers);
    res.setHeader('content-type', 'application/json');
    const body = { result: { data: 'ok' } };
    res.end(JSON.stringify(req.url?.includes('batch=1') ? [body] : body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Calls `op` through an untyped client of the given release and returns the headers that arrived. */
async function headersOf(
  pkg: '@trpc-v11/client' | '@trpc-v11tanstack/client',
  headers: Record<string, string | string[] | undefined>,
  type: 'query' | 'mutate',
) {
  const client = (await import(pkg)) as Client;
  const trpc = client.createTRPCClient<any>({ links: [client.httpLink({ url, headers })] });
  received.length = 0;
  if (type === 'query') await trpc.ping.query();
  else await trpc.ping.mutate({ a: 1 });
  assert.equal(received.length, 1);
  return received[0]!;
}

test('since v11.25 a capitalized Content-Type replaces the link’s one', async () => {
  const got = await headersOf('@trpc-v11/client', { 'Content-Type': 'application/json; charset=utf-8' }, 'mutate');
  assert.equal(got['content-type'], 'application/json; charset=utf-8');
});

test('in 11.22.1 a capitalized Content-Type is sent together with the link’s one', async () => {
  const got = await headersOf('@trpc-v11tanstack/client', { 'Content-Type': 'application/json; charset=utf-8' }, 'mutate');
  assert.equal(got['content-type'], 'application/json, application/json; charset=utf-8');
});

test('an array is one comma-separated header; undefined is sent as the text "undefined"', async () => {
  const got = await headersOf('@trpc-v11/client', { 'x-list': ['a', 'b'], authorization: undefined }, 'query');
  assert.equal(got['x-list'], 'a,b');
  assert.equal(got.authorization, 'undefined');
});

test('a headers function that throws fails the call before any request is sent', async () => {
  const client = await import('@trpc-v11/client');
  const trpc = client.createTRPCClient<any>({
    links: [
      client.httpBatchLink({
        url,
        headers: async () => {
          throw new Error('no token');
        },
      }),
    ],
  });
  received.length = 0;
  await assert.rejects(trpc.ping.query(), (err: unknown) => {
    assert.ok(err instanceof client.TRPCClientError);
    assert.equal(err.message, 'no token');
    return true;
  });
  assert.equal(received.length, 0);
});
