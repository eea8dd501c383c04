/**
 * Behaviour promised by docs/client/links/retryLink.md (11.x, @trpc/client 11.25.2):
 * - `retry` is called after each failure with `attempts` counting the first
 *   call, `retryDelayMs` gets the same number, and when `retry` says no the
 *   caller gets that last error unchanged;
 * - with `httpBatchLink`, only the failed operation of a batch is retried;
 * - placed after the terminating link, `retry` is never called; as the last
 *   link, calls fail with "No more links to execute - did you forget to add
 *   an ending link?";
 * - an unreachable server gives an error without `data` ("fetch failed");
 * - with `httpSubscriptionLink`, a 5xx thrown by the procedure is handled by
 *   the link (no `retry` call), while a 4xx ends the subscription and the
 *   retry resumes it with the last `tracked()` id as `input.lastEventId`.
 *
 * Imported dynamically, after the runner's module hook (trpc-aliases.mjs), so
 * that client and server share one copy of `@trpc-v11/server`.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { z } from 'zod';

type Client = typeof import('@trpc-v11/client');
let client: Client;
let url = '';
let httpServer: import('node:http').Server;
let flakyCalls = 0;
let itemCalls: number[] = [];
const lastEventIds: (string | null)[] = [];

async function makeRouter() {
  const { initTRPC, tracked, TRPCError } = await import('@trpc-v11/server');
  const t = initTRPC.create();
  return t.router({
    flaky: t.procedure.query(() => {
      flakyCalls++;
      if (flakyCalls < 3) throw new Error(`failure ${flakyCalls}`);
      return `ok after ${flakyCalls}`;
    }),
    item: t.procedure.input(z.number()).query(({ input }) => {
      itemCalls.push(input);
      if (input === 1 && itemCalls.filter((n) => n === 1).length === 1) throw new Error('first try of 1');
      return input;
    }),
    feed: t.procedure
      .input(z.object({ code: z.string(), lastEventId: z.string().nullish() }))
      .subscription(async function* ({ input }) {
        lastEventIds.push(input.lastEventId ?? null);
        const start = input.lastEventId ? Number(input.lastEventId) + 1 : 1;
        yield tracked(String(start), start);
        if (start === 1) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          throw new TRPCError({ code: input.code as 'FORBIDDEN', message: 'ends here' });
        }
      }),
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

test('attempts count the first call; a refused retry passes the last error on unchanged', async () => {
  flakyCalls = 0;
  const seen: string[] = [];
  const errors: unknown[] = [];
  const trpc = client.createTRPCClient<AppRouter>({
    links: [
      client.retryLink({
        retry({ error, attempts }) {
          seen.push(`retry ${attempts} ${error.data?.code}`);
          errors.push(error);
          return attempts < 3;
        },
        retryDelayMs: (attempt) => {
          seen.push(`delay ${attempt}`);
          return 0;
        },
      }),
      client.httpLink({ url }),
    ],
  });
  assert.equal(await trpc.flaky.query(), 'ok after 3');
  assert.deepEqual(seen, ['retry 1 INTERNAL_SERVER_ERROR', 'delay 1', 'retry 2 INTERNAL_SERVER_ERROR', 'delay 2']);

  flakyCalls = -10;
  errors.length = 0;
  const refusing = client.createTRPCClient<AppRouter>({
    links: [
      client.retryLink({
        retry({ error, attempts }) {
          errors.push(error);
          return attempts < 2;
        },
      }),
      client.httpLink({ url }),
    ],
  });
  const err = await refusing.flaky.query().catch((e: unknown) => e);
  assert.equal(err, errors[1]);
});

test('with httpBatchLink only the failed operation is sent again', async () => {
  itemCalls = [];
  const retried: unknown[] = [];
  const trpc = client.createTRPCClient<AppRouter>({
    links: [
      client.retryLink({
        retry({ op, attempts }) {
          retried.push(op.input);
          return attempts < 3;
        },
      }),
      client.httpBatchLink({ url }),
    ],
  });
  assert.deepEqual(await Promise.all([trpc.item.query(1), trpc.item.query(2)]), [1, 2]);
  assert.deepEqual(retried, [1]);
  assert.deepEqual(itemCalls.sort(), [1, 1, 2]);
});

test('misplaced retryLink: after the terminating link it is never called; alone it ends the chain', async () => {
  let calls = 0;
  const retry = () => {
    calls++;
    return true;
  };
  flakyCalls = 0;
  const after = client.createTRPCClient<AppRouter>({ links: [client.httpLink({ url }), client.retryLink({ retry })] });
  await assert.rejects(after.flaky.query(), /failure 1/);
  const alone = client.createTRPCClient<AppRouter>({ links: [client.retryLink({ retry })] });
  await assert.rejects(alone.flaky.query(), {
    message: 'No more links to execute - did you forget to add an ending link?',
  });
  assert.equal(calls, 0);
});

test('an unreachable server gives an error without data', async () => {
  const seen: unknown[] = [];
  const trpc = client.createTRPCClient<AppRouter>({
    links: [
      client.retryLink({
        retry({ error }) {
          seen.push({ data: error.data, message: error.message });
          return false;
        },
      }),
      client.httpLink({ url: 'http://127.0.0.1:1' }),
    ],
  });
  await assert.rejects(trpc.flaky.query());
  assert.deepEqual(seen, [{ data: undefined, message: 'fetch failed' }]);
});

test('httpSubscriptionLink: a 4xx end is retried with lastEventId, a 5xx is not seen by retry', async () => {
  const { EventSource } = await import('eventsource');
  for (const code of ['FORBIDDEN', 'INTERNAL_SERVER_ERROR']) {
    lastEventIds.length = 0;
    const retries: string[] = [];
    const trpc = client.createTRPCClient<AppRouter>({
      links: [
        client.retryLink({
          retry({ error, attempts }) {
            retries.push(String(error.data?.code));
            return attempts < 3;
          },
        }),
        client.httpSubscriptionLink({ url, EventSource: EventSource as unknown as typeof globalThis.EventSource }),
      ],
    });
    const data: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out (${code}): ${data}`)), 1500);
      const sub = trpc.feed.subscribe(
        { code },
        {
          onData: ({ data: n }) => {
            data.push(n);
            if (code === 'INTERNAL_SERVER_ERROR' && n === 1) {
              // the link would reconnect by itself after the EventSource's delay; the point is that retry was not called
              setTimeout(() => {
                clearTimeout(timer);
                sub.unsubscribe();
                resolve();
              }, 200);
            }
          },
          onComplete: () => {
            clearTimeout(timer);
            resolve();
          },
        },
      );
    });
    if (code === 'FORBIDDEN') {
      assert.deepEqual(retries, ['FORBIDDEN']);
      assert.deepEqual(lastEventIds, [null, '1']);
      assert.deepEqual(data, [1, 2]);
    } else {
      assert.deepEqual(retries, []);
    }
  }
});
