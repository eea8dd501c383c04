/**
 * Behaviour promised by docs/server/websockets.md (11.x): the JSON messages of
 * the WebSocket protocol (`tracked()` events, `stopped`, errors, the
 * reconnect notification), `maxBatchSize` on `applyWSSHandler` (enforced
 * since after v11.23), and how `wsLink` follows a reconnect notification: it
 * opens the new socket before it leaves the old one (since after v11.22).
 *
 * `@trpc-v11/client` imports `@trpc/server/...` at run time, which this
 * environment only has under its alias; the runner's module hook (trpc-aliases.mjs) maps the name
 * before the client is loaded.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';


type WsModule = typeof import('ws');

let ws: WsModule;
let wss: import('ws').WebSocketServer;
let handler: { broadcastReconnectNotification: () => void };
let url = '';
let openSockets = 0;
let maxOpenSockets = 0;

function makeRouter(server: typeof import('@trpc-v11/server')) {
  const t = server.initTRPC.create();
  return t.router({
    hello: t.procedure.query(() => 'world'),
    posts: t.procedure.subscription(async function* () {
      yield server.tracked('7', { title: 'New post' });
    }),
    ticks: t.procedure.subscription(async function* ({ signal }) {
      let i = 0;
      while (!signal?.aborted) {
        yield i++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
  });
}
type AppRouter = ReturnType<typeof makeRouter>;

before(async () => {
  const server = await import('@trpc-v11/server');
  const { applyWSSHandler } = await import('@trpc-v11/server/adapters/ws');
  ws = await import('ws');
  wss = new ws.WebSocketServer({ port: 0, host: '127.0.0.1' });
  wss.on('connection', (socket) => {
    openSockets++;
    maxOpenSockets = Math.max(maxOpenSockets, openSockets);
    socket.on('close', () => openSockets--);
  });
  handler = applyWSSHandler({ wss, router: makeRouter(server), maxBatchSize: 2 });
  await new Promise((resolve) => wss.once('listening', resolve));
  url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
});

after(async () => {
  for (const client of wss.clients) client.terminate();
  await new Promise((resolve) => wss.close(resolve));
});

/** Opens a raw socket, sends `messages` and collects the replies until `count` arrived */
async function exchange(messages: unknown[], count: number) {
  const socket = new ws.WebSocket(url);
  const replies: any[] = [];
  await new Promise((resolve) => socket.once('open', resolve));
  const done = new Promise<void>((resolve) => {
    socket.on('message', (data) => {
      replies.push(JSON.parse(String(data)));
      if (replies.length === count) resolve();
    });
  });
  for (const message of messages) socket.send(JSON.stringify(message));
  await done;
  socket.close();
  return replies;
}

test('a query gets a data result with the same id', async () => {
  const replies = await exchange([{ id: 1, method: 'query', params: { path: 'hello' } }], 1);
  assert.deepEqual(replies, [{ id: 1, result: { type: 'data', data: 'world' } }]);
});

test('a subscription: started, a tracked event with its id, then stopped', async () => {
  const replies = await exchange([{ id: 2, jsonrpc: '2.0', method: 'subscription', params: { path: 'posts' } }], 3);
  assert.deepEqual(replies, [
    { id: 2, jsonrpc: '2.0', result: { type: 'started' } },
    { id: 2, jsonrpc: '2.0', result: { type: 'data', id: '7', data: { id: '7', data: { title: 'New post' } } } },
    { id: 2, jsonrpc: '2.0', result: { type: 'stopped' } },
  ]);
});

test('an unknown procedure gets an error with the request id', async () => {
  const [reply] = await exchange([{ id: 3, method: 'query', params: { path: 'nope' } }], 1);
  assert.equal(reply.id, 3);
  assert.equal(reply.error.data.code, 'NOT_FOUND');
  assert.equal(reply.error.code, -32004);
});

test('a batch larger than maxBatchSize is refused for every request in it', async () => {
  const batch = [1, 2, 3].map((id) => ({ id, method: 'query', params: { path: 'hello' } }));
  const replies = await exchange([batch], 3);
  assert.deepEqual(
    replies.map((reply) => [reply.id, reply.error?.data?.code]),
    [
      [1, 'BAD_REQUEST'],
      [2, 'BAD_REQUEST'],
      [3, 'BAD_REQUEST'],
    ],
  );
});

test('broadcastReconnectNotification sends { id: null, method: "reconnect" }', async () => {
  const socket = new ws.WebSocket(url);
  await new Promise((resolve) => socket.once('open', resolve));
  const message = new Promise<unknown>((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
  handler.broadcastReconnectNotification();
  assert.deepEqual(await message, { id: null, method: 'reconnect' });
  socket.close();
});

test('wsLink opens the new socket before leaving the old one, and the subscription goes on', async () => {
  const client = await import('@trpc-v11/client');
  const wsClient = client.createWSClient({ url, WebSocket: ws.WebSocket as unknown as typeof WebSocket });
  const trpc = client.createTRPCClient<AppRouter>({ links: [client.wsLink({ client: wsClient })] });
  const values: number[] = [];
  const errors: unknown[] = [];
  const subscription = trpc.ticks.subscribe(undefined, {
    onData: (value) => values.push(value),
    onError: (error) => errors.push(error),
  });
  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  await waitFor(() => values.length >= 2);
  maxOpenSockets = openSockets;
  handler.broadcastReconnectNotification();
  const before = values.length;
  await waitFor(() => values.length >= before + 10);
  await waitFor(() => openSockets === 1);
  subscription.unsubscribe();
  await wsClient.close();

  assert.equal(maxOpenSockets, 2, 'the new socket was open while the old one still was');
  assert.ok(values.length >= before + 10, 'events kept arriving after the notification');
  assert.deepEqual(errors, []);
});
