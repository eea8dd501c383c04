/**
 * Behaviour promised by the 9.x page "Subscriptions / WebSockets"
 * (versioned_docs/version-9.x/further/subscriptions.md), tRPC 9.27.4:
 * - the server can end a subscription: `Subscription.destroy()` runs the
 *   cleanup and sends `stopped`; the client gets onNext({ type: 'stopped' }),
 *   onError "Operation ended prematurely", then onDone (the page once said
 *   the server could not end a subscription in v9);
 * - on unsubscribe the client's onDone runs synchronously, before the server
 *   cleans up, and the later `stopped` never reaches the callbacks;
 * - `emit.error()` reaches onError and the subscription keeps running;
 * - a message that is not valid JSON is answered with PARSE_ERROR (id null)
 *   and does not reach `onError`, which procedure errors do reach;
 * - through `httpLink` a subscription fails with METHOD_NOT_SUPPORTED;
 * - without a global WebSocket (Node.js 20), `createWSClient` without the
 *   `WebSocket` option throws "ReferenceError: WebSocket is not defined".
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createTRPCClient } from '@trpc-v9/client';
import { httpLink } from '@trpc-v9/client/links/httpLink';
import { createWSClient, wsLink } from '@trpc-v9/client/links/wsLink';
import * as trpc from '@trpc-v9/server';
import { createHTTPHandler } from '@trpc-v9/server/adapters/standalone';
import { applyWSSHandler } from '@trpc-v9/server/adapters/ws';
import WebSocket, { WebSocketServer } from 'ws';
import { z } from 'zod';

const serverLog: string[] = [];
const onErrorCodes: string[] = [];

const router = trpc
  .router()
  .subscription('countdown', {
    // The page's example, with a shorter interval.
    resolve() {
      let remaining = 3;
      const subscription = new trpc.Subscription<number>((emit) => {
        const timer = setInterval(() => {
          emit.data(remaining--);
          if (remaining === 0) subscription.destroy();
        }, 20);
        return () => {
          serverLog.push('countdown cleanup');
          clearInterval(timer);
        };
      });
      return subscription;
    },
  })
  .subscription('ticks', {
    resolve: () =>
      new trpc.Subscription<number>((emit) => {
        emit.data(1);
        return () => serverLog.push('ticks cleanup');
      }),
  })
  .subscription('flaky', {
    resolve: () =>
      new trpc.Subscription<number>((emit) => {
        const a = setTimeout(() => emit.error(new Error('flaky failed')), 20);
        const b = setTimeout(() => emit.data(2), 60);
        return () => {
          clearTimeout(a);
          clearTimeout(b);
        };
      }),
  })
  .query('needsNumber', { input: z.number(), resolve: ({ input }) => input });

let wss: WebSocketServer;
let url = '';

before(async () => {
  wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  applyWSSHandler({ wss, router, onError: ({ error }) => onErrorCodes.push(error.code) });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
});

after(async () => {
  for (const c of wss.clients) c.terminate();
  await new Promise<void>((resolve) => wss.close(() => resolve()));
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function wsTRPC() {
  const wsClient = createWSClient({ url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket });
  const client = createTRPCClient<typeof router>({ links: [wsLink({ client: wsClient })] });
  return { wsClient, client };
}

test('destroy() on the server: stopped, then onError "Operation ended prematurely", then onDone', async () => {
  const { wsClient, client } = wsTRPC();
  const events: string[] = [];
  await new Promise<void>((resolve) => {
    client.subscription('countdown', undefined, {
      onNext: (r) => events.push(r.type === 'data' ? `data ${r.data}` : r.type),
      onError: (err) => events.push(`error ${err.message}`),
      onDone: () => {
        events.push('done');
        resolve();
      },
    });
  });
  assert.deepEqual(events, [
    'started',
    'data 3',
    'data 2',
    'data 1',
    'stopped',
    'error Operation ended prematurely',
    'done',
  ]);
  assert.ok(serverLog.includes('countdown cleanup'));
  wsClient.close();
});

test('unsubscribe: onDone runs synchronously, before the server cleans up; stopped is not delivered', async () => {
  const { wsClient, client } = wsTRPC();
  serverLog.length = 0;
  const events: string[] = [];
  const started = new Promise<void>((resolve) => {
    const unsubscribe = client.subscription('ticks', undefined, {
      onNext: (r) => {
        events.push(r.type);
        if (r.type === 'data') {
          unsubscribe();
          events.push(`unsubscribe returned, server: ${serverLog.join() || 'nothing yet'}`);
          resolve();
        }
      },
      onError: (err) => events.push(`error ${err.message}`),
      onDone: () => events.push('done'),
    });
  });
  await started;
  while (!serverLog.includes('ticks cleanup')) await sleep(10);
  await sleep(50);
  assert.deepEqual(events, ['started', 'data', 'done', 'unsubscribe returned, server: nothing yet']);
  wsClient.close();
});

test('emit.error() reaches onError and the subscription keeps running', async () => {
  const { wsClient, client } = wsTRPC();
  const events: string[] = [];
  const unsubscribe = client.subscription('flaky', undefined, {
    onNext: (r) => events.push(r.type === 'data' ? `data ${r.data}` : r.type),
    onError: (err) => events.push(`error ${err.data?.code} ${err.message}`),
  });
  while (events.length < 3) await sleep(10);
  unsubscribe();
  assert.deepEqual(events, ['started', 'error INTERNAL_SERVER_ERROR flaky failed', 'data 2']);
  wsClient.close();
});

test('invalid JSON gets PARSE_ERROR with id null and skips onError; a procedure error does not', async () => {
  onErrorCodes.length = 0;
  const sock = new WebSocket(url);
  const replies: { id: unknown; error: { data: { code: string } } }[] = [];
  sock.on('message', (m) => replies.push(JSON.parse(m.toString())));
  await new Promise((resolve) => sock.once('open', resolve));
  sock.send('not json');
  sock.send(JSON.stringify({ id: 7, method: 'query', params: { path: 'needsNumber', input: 'x' } }));
  while (replies.length < 2) await sleep(10);
  sock.close();
  const parse = replies.find((r) => r.id === null);
  const bad = replies.find((r) => r.id === 7);
  assert.equal(parse?.error.data.code, 'PARSE_ERROR');
  assert.equal(bad?.error.data.code, 'BAD_REQUEST');
  assert.deepEqual(onErrorCodes, ['BAD_REQUEST']);
});

test('a subscription through httpLink fails with METHOD_NOT_SUPPORTED', async () => {
  const handler = createHTTPHandler({ router });
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const client = createTRPCClient<typeof router>({
      links: [httpLink({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })],
    });
    const code = await new Promise<string | undefined>((resolve) => {
      client.subscription('ticks', undefined, { onError: (err) => resolve(err.data?.code) });
    });
    assert.equal(code, 'METHOD_NOT_SUPPORTED');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('createWSClient without a WebSocket option and no global WebSocket: ReferenceError', (t) => {
  if ('WebSocket' in globalThis) {
    t.skip('this Node.js has a global WebSocket');
    return;
  }
  assert.throws(() => createWSClient({ url }), { name: 'ReferenceError', message: 'WebSocket is not defined' });
});
