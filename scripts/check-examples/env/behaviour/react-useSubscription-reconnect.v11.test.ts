/**
 * Behaviour promised by docs/client/react/useSubscription.md (11.x, classic
 * @trpc/react-query 11.19.0 with @trpc/server and @trpc/client 11.19.0),
 * section "Reconnects": while `httpSubscriptionLink` reconnects after a
 * procedure threw a 5xx error, the hook's `error` is not that error. The
 * link first reports the connection state `'connecting'` with the
 * `INTERNAL_SERVER_ERROR`, then, as the stream closes, `'connecting'` again
 * with the `EventSource`'s error event: a `TRPCClientError` "Unknown error"
 * without `data`. The hook copies the `error` of every `'connecting'` state
 * into its result (createHooksInternal.tsx, `onConnectionStateChange`), so it
 * ends up with the second one. Checked here on the link's connection states,
 * since the environment has no DOM to run the hook's effects in.
 *
 * Imported dynamically, after the runner's module hook (trpc-aliases.mjs), so
 * that client and server share one copy of `@trpc-v11classic/server`.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';

test('after a 5xx error, the last connecting state carries "Unknown error" without data', async () => {
  const { initTRPC, tracked } = await import('@trpc-v11classic/server');
  const { createHTTPServer } = await import('@trpc-v11classic/server/adapters/standalone');
  const { createTRPCClient, httpSubscriptionLink } = await import('@trpc-v11classic/client');
  const { EventSource } = await import('eventsource');
  const t = initTRPC.create();
  const router = t.router({
    feed: t.procedure.subscription(async function* () {
      yield tracked('1', 1);
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('temporary');
    }),
  });
  const server = createHTTPServer({ router });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = createTRPCClient<typeof router>({
    links: [httpSubscriptionLink({ url, EventSource: EventSource as unknown as typeof globalThis.EventSource })],
  });

  const states: { state: string; code: string | undefined; message: string | undefined }[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      sub.unsubscribe();
      reject(new Error(`timed out: ${JSON.stringify(states)}`));
    }, 2000);
    const sub = client.feed.subscribe(undefined, {
      onConnectionStateChange(state) {
        states.push({ state: state.state, code: state.error?.data?.code, message: state.error?.message });
        if (states.filter((s) => s.state === 'connecting' && s.message).length === 2) {
          clearTimeout(timer);
          sub.unsubscribe();
          resolve();
        }
      },
    });
  });
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));

  assert.deepEqual(states, [
    { state: 'connecting', code: undefined, message: undefined },
    { state: 'pending', code: undefined, message: undefined },
    { state: 'connecting', code: 'INTERNAL_SERVER_ERROR', message: 'temporary' },
    { state: 'connecting', code: undefined, message: 'Unknown error' },
  ]);
});
