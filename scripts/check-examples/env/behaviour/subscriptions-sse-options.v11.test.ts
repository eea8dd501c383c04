/**
 * Behaviour promised by docs/server/subscriptions.md (11.x), section "SSE options": a ping
 * interval larger than `client.reconnectAfterInactivityMs` makes every subscription request
 * answer HTTP 500 with "Ping interval must be less than client reconnect interval …" before the
 * resolver runs, while queries still work (the page used to say only that tRPC throws when a
 * stream starts); an equal interval is accepted; and `sse: { enabled: false }` ends SSE
 * subscriptions with METHOD_NOT_SUPPORTED.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { initTRPC } from '@trpc-v11/server';
import { createHTTPServer } from '@trpc-v11/server/adapters/standalone';
import { test } from 'node:test';

type SSEOptions = NonNullable<Parameters<typeof initTRPC.create>[0]>['sse'];

async function withServer(sse: SSEOptions, fn: (url: string, runs: () => number) => Promise<void>) {
  const t = initTRPC.create({ sse });
  let runs = 0;
  const router = t.router({
    hello: t.procedure.query(() => 'hi'),
    once: t.procedure.subscription(async function* () {
      runs++;
      yield 1;
    }),
  });
  const server = createHTTPServer({ router });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, () => runs);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const sseHeaders = { accept: 'text/event-stream' };

test('a ping interval above reconnectAfterInactivityMs fails subscriptions with 500, not queries', async () => {
  await withServer(
    { ping: { enabled: true, intervalMs: 50 }, client: { reconnectAfterInactivityMs: 20 } },
    async (url, runs) => {
      const sub = await fetch(`${url}/once`, { headers: sseHeaders });
      assert.equal(sub.status, 500);
      const body = (await sub.json()) as { error: { message: string; data: { code: string } } };
      assert.equal(body.error.data.code, 'INTERNAL_SERVER_ERROR');
      assert.match(body.error.message, /^Ping interval must be less than client reconnect interval/);
      assert.equal(runs(), 0);

      const query = await fetch(`${url}/hello`);
      assert.equal(query.status, 200);
      assert.equal(await query.text(), '{"result":{"data":"hi"}}');
    },
  );
});

test('an equal ping interval is accepted', async () => {
  await withServer(
    { ping: { enabled: true, intervalMs: 20 }, client: { reconnectAfterInactivityMs: 20 } },
    async (url) => {
      const sub = await fetch(`${url}/once`, { headers: sseHeaders });
      assert.equal(sub.status, 200);
      assert.equal(sub.headers.get('content-type'), 'text/event-stream');
      assert.match(await sub.text(), /data: 1\n/);
    },
  );
});

test('sse.enabled false ends SSE subscriptions with METHOD_NOT_SUPPORTED', async () => {
  await withServer({ enabled: false }, async (url) => {
    const sub = await fetch(`${url}/once`, { headers: sseHeaders });
    const text = await sub.text();
    assert.match(text, /event: serialized-error/);
    assert.match(text, /"code":"METHOD_NOT_SUPPORTED"/);
  });
});
