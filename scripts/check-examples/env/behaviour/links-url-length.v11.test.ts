/**
 * Behaviour promised by docs/client/links/httpBatchLink.md and httpLink.md
 * (11.x) about query inputs that make the URL too long: Node.js's HTTP server
 * (the standalone adapter) answers 431, not 414, once the request line and
 * headers pass its 16 KB limit, and the client's call then fails with
 * `Unexpected end of JSON input`; `maxURLLength` splits a batch that would be
 * too long and refuses a single call that is ("Input is too big for a single
 * dispatch"); mutations are not limited by their inputs.
 *
 * Imported dynamically, after the runner's module hook (trpc-aliases.mjs), so
 * that client and server share one copy of `@trpc-v11/server`.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';

type Client = typeof import('@trpc-v11/client');

let client: Client;
let httpServer: import('node:http').Server;
let url = '';

async function makeRouter() {
  const { initTRPC } = await import('@trpc-v11/server');
  const t = initTRPC.create();
  return t.router({
    echo: t.procedure.input((input: unknown) => input as string).query(({ input }) => input.length),
    save: t.procedure.input((input: unknown) => input as string).mutation(({ input }) => input.length),
  });
}
type AppRouter = Awaited<ReturnType<typeof makeRouter>>;

before(async () => {
  client = await import('@trpc-v11/client');
  const { createHTTPServer } = await import('@trpc-v11/server/adapters/standalone');
  httpServer = createHTTPServer({ router: await makeRouter() });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

after(async () => {
  httpServer.closeAllConnections();
  await new Promise((resolve) => httpServer.close(resolve));
});

test('a query URL past 16 KB gets 431 from the standalone adapter, and the call fails to parse the reply', async () => {
  const input = encodeURIComponent(JSON.stringify('x'.repeat(20_000)));
  const res = await fetch(`${url}/echo?input=${input}`);
  assert.equal(res.status, 431);
  assert.equal(await res.text(), '');

  for (const link of [client.httpLink({ url }), client.httpBatchLink({ url })]) {
    const trpc = client.createTRPCClient<AppRouter>({ links: [link] });
    await assert.rejects(trpc.echo.query('x'.repeat(20_000)), { message: 'Unexpected end of JSON input' });
    // Below the limit the same call works
    assert.equal(await trpc.echo.query('x'.repeat(9_000)), 9_000);
  }
});

test('maxURLLength starts a new batch instead of a longer URL', async () => {
  const urls: string[] = [];
  const trpc = client.createTRPCClient<AppRouter>({
    links: [
      client.httpBatchLink({
        url,
        maxURLLength: url.length + 80,
        fetch: (input, init) => {
          urls.push(String(input));
          return fetch(input, init);
        },
      }),
    ],
  });
  assert.deepEqual(await Promise.all([trpc.echo.query('aaaa'), trpc.echo.query('bbbb'), trpc.echo.query('cccc')]), [
    4, 4, 4,
  ]);
  assert.equal(urls.length, 2);
  assert.ok(urls.every((u) => u.length <= url.length + 80));
});

test('a single call longer than maxURLLength is not sent; a mutation is limited by its path only', async () => {
  let requests = 0;
  const trpc = client.createTRPCClient<AppRouter>({
    links: [
      client.httpBatchLink({
        url,
        maxURLLength: url.length + 40,
        fetch: (input, init) => {
          requests++;
          return fetch(input, init);
        },
      }),
    ],
  });
  await assert.rejects(trpc.echo.query('x'.repeat(200)), { message: 'Input is too big for a single dispatch' });
  assert.equal(requests, 0);
  assert.equal(await trpc.save.mutate('x'.repeat(500)), 500);
});
