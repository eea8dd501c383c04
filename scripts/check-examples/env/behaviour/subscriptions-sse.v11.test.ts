/**
 * Behaviour promised by docs/server/subscriptions.md (11.x): subscriptions
 * served over SSE by the standalone adapter, `tracked()` ids, the client
 * callbacks, the `for await` form of `.subscribe()` (added after v11.22) and
 * the id rules of `tracked()`.
 *
 * `@trpc-v11/client` imports `@trpc/server/...` at run time, which this
 * environment only has under its alias; the runner's module hook (trpc-aliases.mjs) maps the name
 * before anything is loaded. Everything is imported dynamically (after the
 * hook) so that client and server share one copy of `@trpc-v11/server`.
 */
import assert from 'node:assert/strict';
import { EventEmitter, on } from 'node:events';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';


type Server = typeof import('@trpc-v11/server');
type Client = typeof import('@trpc-v11/client');

let server: Server;
let client: Client;
let httpServer: import('node:http').Server;
let url = '';
const events = new EventEmitter();
const cleanups: string[] = [];

function makeRouter() {
  const t = server.initTRPC.create();
  return t.router({
    countdown: t.procedure.subscription(async function* () {
      for (let i = 3; i > 0; i--) {
        yield i;
      }
    }),
    trackedPosts: t.procedure.subscription(async function* () {
      yield server.tracked('post-1', { title: 'first' });
      yield server.tracked('post-2', { title: 'second' });
    }),
    live: t.procedure.subscription(async function* ({ signal }) {
      try {
        for await (const [value] of on(events, 'tick', { signal })) {
          yield value as number;
        }
      } finally {
        cleanups.push('live finished');
      }
    }),
  });
}
type AppRouter = ReturnType<typeof makeRouter>;

function makeClient() {
  return client.createTRPCClient<AppRouter>({
    links: [
      client.httpSubscriptionLink({
        url,
        EventSource: (globalThis as { EventSource?: typeof EventSource }).EventSource ?? EventSourcePonyfill,
      }),
    ],
  });
}
let EventSourcePonyfill: typeof EventSource;

before(async () => {
  server = await import('@trpc-v11/server');
  client = await import('@trpc-v11/client');
  EventSourcePonyfill = (await import('eventsource')).EventSource as unknown as typeof EventSource;
  const { createHTTPServer } = await import('@trpc-v11/server/adapters/standalone');
  httpServer = createHTTPServer({ router: makeRouter() });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

after(async () => {
  httpServer.closeAllConnections();
  await new Promise((resolve) => httpServer.close(resolve));
});

test('the standalone adapter answers a subscription with an SSE stream', async () => {
  const res = await fetch(`${url}/countdown`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'text/event-stream');
  const body = await res.text();
  assert.match(body, /event: connected/);
  assert.match(body, /data: 3\n[\s\S]*data: 2\n[\s\S]*data: 1\n/);
  assert.match(body, /event: return/);
});

test('callbacks: onStarted, onData for each value, then onStopped and onComplete', async () => {
  const trpc = makeClient();
  const seen: string[] = [];
  await new Promise<void>((resolve, reject) => {
    trpc.countdown.subscribe(undefined, {
      onStarted: () => seen.push('started'),
      onData: (n) => seen.push(`data ${n}`),
      onStopped: () => seen.push('stopped'),
      onError: reject,
      onComplete: () => {
        seen.push('complete');
        resolve();
      },
    });
  });
  assert.deepEqual(seen, ['started', 'data 3', 'data 2', 'data 1', 'stopped', 'complete']);
});

test('tracked() events reach onData as { id, data }', async () => {
  const trpc = makeClient();
  const received: unknown[] = [];
  await new Promise<void>((resolve, reject) => {
    trpc.trackedPosts.subscribe(undefined, {
      onData: (event) => received.push(event),
      onError: reject,
      onComplete: resolve,
    });
  });
  assert.deepEqual(received, [
    { id: 'post-1', data: { title: 'first' } },
    { id: 'post-2', data: { title: 'second' } },
  ]);
});

test('without callbacks, subscribe() returns an async iterator; break stops the server generator', async () => {
  const trpc = makeClient();
  const values: number[] = [];
  const timer = setInterval(() => events.emit('tick', values.length + 1), 20);
  try {
    for await (const value of trpc.live.subscribe(undefined)) {
      values.push(value);
      if (values.length === 3) break;
    }
  } finally {
    clearInterval(timer);
  }
  assert.equal(values.length, 3);
  // the server notices the closed stream and runs the generator's `finally`
  for (let i = 0; i < 50 && cleanups.length === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.deepEqual(cleanups, ['live finished']);
});

test('tracked() rejects empty ids and ids with line breaks', () => {
  assert.throws(() => server.tracked('', 1));
  assert.throws(() => server.tracked('a\nb', 1), /line breaks/);
  assert.deepEqual(server.tracked('ok', 1).slice(0, 2), ['ok', 1]);
});
