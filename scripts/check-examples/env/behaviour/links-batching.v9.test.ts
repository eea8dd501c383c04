/**
 * Behaviour promised by the 9.x pages "Links & Request Batching", "Custom
 * header", "HTTP RPC Specification" and "Subscriptions / WebSockets"
 * (tRPC 9.27.4):
 * - `httpBatchLink({ maxBatchSize })` splits a larger batch into several requests;
 * - a server with `batching: { enabled: false }` answers batch calls with 500
 *   "Batching is not enabled on the server", and `httpLink` still works;
 * - `splitLink` on `op.context.skipBatch` sends that call on its own;
 * - the `headers` function runs per request, arrays are joined with commas;
 * - a batch whose calls end with different statuses is answered with 207;
 * - over a WebSocket, `emit.error()` reaches `onError` without ending the
 *   subscription, and unsubscribing sends `subscription.stop` → `stopped`.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createTRPCClient, TRPCClientError } from '@trpc-v9/client';
import { httpBatchLink } from '@trpc-v9/client/links/httpBatchLink';
import { httpLink } from '@trpc-v9/client/links/httpLink';
import { splitLink } from '@trpc-v9/client/links/splitLink';
import { createWSClient, wsLink } from '@trpc-v9/client/links/wsLink';
import * as trpc from '@trpc-v9/server';
import { createHTTPHandler } from '@trpc-v9/server/adapters/standalone';
import { applyWSSHandler } from '@trpc-v9/server/adapters/ws';
import WebSocket, { WebSocketServer } from 'ws';
import { z } from 'zod';

const appRouter = trpc
  .router()
  .query('post.list', { resolve: () => ['a'] })
  .query('post.byId', {
    input: z.object({ id: z.string() }),
    resolve({ input }) {
      if (input.id !== '1') throw new trpc.TRPCError({ code: 'NOT_FOUND' });
      return { id: '1' };
    },
  })
  .subscription('ticks', {
    resolve() {
      return new trpc.Subscription<number>((emit) => {
        let n = 0;
        const timer = setInterval(() => {
          n++;
          if (n === 2) emit.error(new trpc.TRPCError({ code: 'BAD_REQUEST', message: 'two' }));
          else emit.data(n);
        }, 20);
        return () => clearInterval(timer);
      });
    },
  });
type AppRouter = typeof appRouter;

const requests: { url: string; headers: http.IncomingHttpHeaders }[] = [];
const servers: http.Server[] = [];
let batched = '';
let unbatched = '';
let wss: WebSocketServer;
let wsUrl = '';
const wsMessages: string[] = [];

async function start(batching: boolean) {
  const handler = createHTTPHandler({ router: appRouter, batching: { enabled: batching } });
  const server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    void handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

before(async () => {
  batched = await start(true);
  unbatched = await start(false);
  wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  wss.on('connection', (socket) => socket.on('message', (m) => wsMessages.push(m.toString())));
  applyWSSHandler({ wss, router: appRouter });
  wsUrl = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
});

after(async () => {
  for (const s of servers) await new Promise((resolve) => s.close(resolve));
  await new Promise((resolve) => wss.close(resolve));
});

test('maxBatchSize splits a batch into several requests', async () => {
  requests.length = 0;
  const client = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: batched, maxBatchSize: 2 })],
  });
  await Promise.all([
    client.query('post.list'),
    client.query('post.byId', { id: '1' }),
    client.query('post.list'),
  ]);
  assert.deepEqual(
    requests.map((r) => r.url.split('?')[0]),
    ['/post.list,post.byId', '/post.list'],
  );
});

test('batching disabled on the server: batch calls fail with 500, httpLink works', async () => {
  const batchClient = createTRPCClient<AppRouter>({ url: unbatched });
  await assert.rejects(batchClient.query('post.list'), (err: unknown) => {
    assert.ok(err instanceof TRPCClientError);
    assert.equal(err.message, 'Batching is not enabled on the server');
    assert.equal(err.data?.httpStatus, 500);
    return true;
  });
  const client = createTRPCClient<AppRouter>({ links: [httpLink({ url: unbatched })] });
  assert.deepEqual(await client.query('post.list'), ['a']);
});

test('splitLink with context.skipBatch sends that call on its own', async () => {
  requests.length = 0;
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.context.skipBatch === true,
        true: httpLink({ url: batched }),
        false: httpBatchLink({ url: batched }),
      }),
    ],
  });
  await Promise.all([
    client.query('post.list', undefined, { context: { skipBatch: true } }),
    client.query('post.byId', { id: '1' }),
    client.query('post.list'),
  ]);
  const urls = requests.map((r) => r.url.split('?')[0]).sort();
  assert.deepEqual(urls, ['/post.byId,post.list', '/post.list']);
});

test('headers function runs per request; arrays are joined with commas', async () => {
  requests.length = 0;
  let calls = 0;
  const client = createTRPCClient<AppRouter>({
    url: batched,
    headers: () => {
      calls++;
      return { authorization: `Bearer ${calls}`, 'x-list': ['a', 'b'], 'x-skip': undefined };
    },
  });
  await client.query('post.list');
  await client.query('post.list');
  assert.equal(calls, 2);
  assert.equal(requests[1]!.headers.authorization, 'Bearer 2');
  assert.equal(requests[1]!.headers['x-list'], 'a,b');
  assert.equal(requests[1]!.headers['x-skip'], undefined);
  assert.equal(requests[1]!.headers['content-type'], 'application/json');
});

test('a batch with mixed outcomes is answered with 207', async () => {
  const input = encodeURIComponent(JSON.stringify({ 0: { id: '1' }, 1: { id: '2' } }));
  const res = await fetch(`${batched}/post.byId,post.byId?batch=1&input=${input}`);
  assert.equal(res.status, 207);
  const body = (await res.json()) as unknown[];
  assert.equal(body.length, 2);
});

test('emit.error does not end a subscription; unsubscribing sends subscription.stop', async () => {
  wsMessages.length = 0;
  const wsClient = createWSClient({
    url: wsUrl,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
  const data: number[] = [];
  const errors: string[] = [];
  const unsubscribe = client.subscription('ticks', undefined, {
    onNext: (r) => {
      if (r.type === 'data') data.push(r.data);
    },
    onError: (err) => errors.push(err.message),
  });
  // Wait for the value after the error (bounded, so a slow machine does not make this flaky).
  for (let waited = 0; !data.includes(3) && waited < 5000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  unsubscribe();
  const stopped = () => wsMessages.some((m) => m.includes('"method":"subscription.stop"'));
  for (let waited = 0; !stopped() && waited < 5000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  wsClient.close();
  assert.deepEqual(errors, ['two']);
  assert.ok(data.includes(1) && data.includes(3), `data after the error: ${data.join(',')}`);
  assert.ok(wsMessages.some((m) => m.includes('"method":"subscription.stop"')));
});
