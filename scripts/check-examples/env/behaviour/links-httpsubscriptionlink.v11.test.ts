/**
 * Behaviour promised by docs/client/links/httpSubscriptionLink.md (11.x):
 * - "Connection params": `connectionParams` that are not an object of strings
 *   are rejected before the stream starts, with HTTP 400, so the client's
 *   `onError` gets an error without tRPC error data (not a `PARSE_ERROR` it
 *   could match on `err.data.code`);
 * - the SSE options table: with pings enabled, a `reconnectAfterInactivityMs`
 *   below `ping.intervalMs` makes every subscription request fail with 500;
 *   with `sse.enabled: false` subscriptions end with `METHOD_NOT_SUPPORTED`.
 *
 * Node.js has no global `EventSource`, so the client uses the `eventsource`
 * package, as the page shows. Imported dynamically, after the runner's module
 * hook (trpc-aliases.mjs), so client and server share one `@trpc-v11/server`.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';

type Server = typeof import('@trpc-v11/server');
type Client = typeof import('@trpc-v11/client');

let server: Server;
let client: Client;
let EventSource: typeof globalThis.EventSource;
const httpServers: import('node:http').Server[] = [];

interface SSEOptions {
  enabled?: boolean;
  ping?: { enabled: boolean; intervalMs?: number };
  client?: { reconnectAfterInactivityMs?: number };
}

function makeRouter(sse?: SSEOptions) {
  const t = server.initTRPC.create({ sse });
  return t.router({
    count: t.procedure.subscription(async function* () {
      yield 1;
      yield 2;
    }),
  });
}
type AppRouter = ReturnType<typeof makeRouter>;

async function serve(router: AppRouter) {
  const { createHTTPServer } = await import('@trpc-v11/server/adapters/standalone');
  const httpServer = createHTTPServer({ router });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  httpServers.push(httpServer);
  return `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
}

/** Subscribes and resolves with the first error, or with `null` when the subscription completes. */
function firstError(url: string, connectionParams?: Record<string, string>) {
  const trpc = client.createTRPCClient<AppRouter>({
    links: [client.httpSubscriptionLink({ url, EventSource, connectionParams })],
  });
  return new Promise<InstanceType<Client['TRPCClientError']> | null>((resolve) => {
    const sub = trpc.count.subscribe(undefined, {
      onError(err) {
        sub.unsubscribe();
        resolve(err);
      },
      onComplete() {
        resolve(null);
      },
    });
  });
}

before(async () => {
  server = await import('@trpc-v11/server');
  client = await import('@trpc-v11/client');
  EventSource = (await import('eventsource')).EventSource as unknown as typeof globalThis.EventSource;
});

after(async () => {
  for (const httpServer of httpServers) {
    httpServer.closeAllConnections();
    await new Promise((resolve) => httpServer.close(resolve));
  }
});

test('valid connectionParams: the subscription runs to completion', async () => {
  const url = await serve(makeRouter());
  assert.equal(await firstError(url, { token: 'secret' }), null);
});

test('invalid connectionParams: HTTP 400 before the stream, onError without tRPC error data', async () => {
  const url = await serve(makeRouter());
  const params = encodeURIComponent(JSON.stringify({ n: 1 }));
  const res = await fetch(`${url}/count?connectionParams=${params}`);
  assert.equal(res.status, 400);
  assert.notEqual(res.headers.get('content-type'), 'text/event-stream');
  await res.body?.cancel();

  const err = await firstError(url, { n: 1 } as unknown as Record<string, string>);
  assert.ok(err instanceof client.TRPCClientError);
  assert.equal(err.data, undefined);
  assert.equal(err.message, 'Non-200 status code (400)');
});

test('ping interval above reconnectAfterInactivityMs: every subscription request fails with 500', async () => {
  const url = await serve(
    makeRouter({ ping: { enabled: true, intervalMs: 3_000 }, client: { reconnectAfterInactivityMs: 1_000 } }),
  );
  const res = await fetch(`${url}/count`);
  assert.equal(res.status, 500);
  await res.body?.cancel();
  const err = await firstError(url);
  assert.equal(err?.message, 'Non-200 status code (500)');
});

test('sse.enabled false: the subscription ends with METHOD_NOT_SUPPORTED', async () => {
  const url = await serve(makeRouter({ enabled: false }));
  const err = await firstError(url);
  assert.equal(err?.data?.code, 'METHOD_NOT_SUPPORTED');
});
