/**
 * Behaviour promised by the 10.x page "HTTP Batch Stream Link"
 * (versioned_docs/version-10.x/client/links/httpBatchStreamLink.md; @trpc/client and @trpc/server 10.45.4,
 * standalone adapter):
 * - each call resolves as soon as its own result is streamed, in the order the procedures finish;
 * - the response head goes out before the procedures finish: a procedure that calls `ctx.res.setHeader()` after
 *   an `await`, or that has an input to validate, fails with "Cannot set headers after they are sent to the
 *   client"; only a synchronous procedure without input runs before the head is sent (and its header arrives);
 * - the status is 200 even when a call fails;
 * - when `createContext` throws, the server answers with plain JSON, which the 10.x link cannot parse: every call
 *   rejects with a JSON parse error, not with the thrown error.
 *
 * `@trpc-v10/client` imports `@trpc/server/...` at run time; the runner's module hook (trpc-aliases.mjs) maps
 * the name, and the tRPC packages are imported dynamically, after the hook.
 */
import assert from 'node:assert/strict';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { z } from 'zod';

let url: string;
let httpServer: http.Server;
let client: any;
let failContext = false;

before(async () => {
  const { initTRPC, TRPCError } = await import('@trpc-v10/server');
  const { createHTTPServer } = await import('@trpc-v10/server/adapters/standalone');
  const { createTRPCProxyClient, unstable_httpBatchStreamLink } = await import('@trpc-v10/client');
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const t = initTRPC.context<{ res: http.ServerResponse }>().create();
  const appRouter = t.router({
    fast: t.procedure.query(async () => {
      await wait(10);
      return 'fast';
    }),
    slow: t.procedure.query(async () => {
      await wait(300);
      return 'slow';
    }),
    fail: t.procedure.query(() => {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'No such thing' });
    }),
    cookieSync: t.procedure.query(({ ctx }) => {
      ctx.res.setHeader('set-cookie', 'session=1');
      return 'set';
    }),
    cookieAfterAwait: t.procedure.query(async ({ ctx }) => {
      await wait(1);
      ctx.res.setHeader('set-cookie', 'session=1');
      return 'set';
    }),
    cookieWithInput: t.procedure.input(z.object({ user: z.string() })).query(({ ctx }) => {
      ctx.res.setHeader('set-cookie', 'session=1');
      return 'set';
    }),
  });
  const server = createHTTPServer({
    router: appRouter,
    createContext: ({ res }) => {
      if (failContext) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first' });
      return { res };
    },
  });
  httpServer = server.server;
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  client = createTRPCProxyClient<typeof appRouter>({ links: [unstable_httpBatchStreamLink({ url })] });
});

after(() => {
  httpServer?.closeAllConnections();
  httpServer?.close();
});

test('each call resolves when its own result arrives, in the order the procedures finish', async () => {
  const order: string[] = [];
  await Promise.all([
    client.slow.query().then((v: string) => order.push(v)),
    client.fast.query().then((v: string) => order.push(v)),
  ]);
  assert.deepEqual(order, ['fast', 'slow']);
});

test('setHeader() in a procedure works only before the streamed head is sent', async () => {
  assert.equal(await client.cookieSync.query(), 'set');
  await assert.rejects(client.cookieAfterAwait.query(), {
    name: 'TRPCClientError',
    message: 'Cannot set headers after they are sent to the client',
  });
  await assert.rejects(client.cookieWithInput.query({ user: 'a' }), {
    message: 'Cannot set headers after they are sent to the client',
  });
  const res = await fetch(`${url}/cookieSync?batch=1&input={}`, { headers: { 'trpc-batch-mode': 'stream' } });
  assert.equal(res.headers.get('set-cookie'), 'session=1');
  await res.text();
});

test('a streamed batch with a failing call answers 200, chunked, each call in its own line', async () => {
  const res = await fetch(`${url}/fast,fail?batch=1&input={}`, { headers: { 'trpc-batch-mode': 'stream' } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('transfer-encoding'), 'chunked');
  assert.equal(res.headers.get('vary'), 'trpc-batch-mode');
  const lines = (await res.text()).split('\n');
  assert.match(lines[0]!, /^\{"1":\{"error":/);
  assert.equal(lines[1], ',"0":{"result":{"data":"fast"}}');
  assert.equal(lines[2], '}');
});

test('when createContext throws, every call rejects with a JSON parse error', async () => {
  failContext = true;
  try {
    const results = await Promise.allSettled([client.fast.query(), client.slow.query()]);
    for (const result of results) {
      assert.equal(result.status, 'rejected');
      assert.match((result as PromiseRejectedResult).reason.message, /JSON/);
      assert.doesNotMatch((result as PromiseRejectedResult).reason.message, /Sign in first/);
    }
  } finally {
    failContext = false;
  }
});
