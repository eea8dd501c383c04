/**
 * Behaviour promised by docs/client/links/localLink.md (11.x, @trpc/client 11.25.2):
 * - the name: 11.25.2 exports `localLink` (with `unstable_localLink` and
 *   `experimental_localLink` as the same function); 11.22.1 exports only the
 *   two old names (the page must not claim a "since" it did not check);
 * - "Subscriptions": a 5xx error thrown by the generator restarts the
 *   procedure at once with the last `tracked()` id as `input.lastEventId`,
 *   calling `createContext`, the link's `onError` and the client's `onStarted`
 *   again; any other code ends the subscription in the client's `onError`;
 * - Pitfalls: the link's own `onError` is told `INTERNAL_SERVER_ERROR` (with
 *   the original message) for a 4xx error that ends a subscription, while the
 *   client's `onError` gets the real code; a generator that always throws
 *   before waiting for anything is restarted in a loop that starves the event
 *   loop (a timer never fires) and that `unsubscribe()` does not stop
 *   (child process, which exits on its own).
 *
 * Imported dynamically, after the runner's module hook (trpc-aliases.mjs), so
 * that client and server share one copy of `@trpc-v11/server`.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';

test('11.25.2 exports localLink and its two deprecated aliases; 11.22.1 only the aliases', async () => {
  const current = await import('@trpc-v11/client');
  assert.equal(typeof current.localLink, 'function');
  assert.equal(current.unstable_localLink, current.localLink);
  assert.equal(current.experimental_localLink, current.localLink);
  const older = (await import('@trpc-v11tanstack/client')) as Record<string, unknown>;
  assert.equal(older.localLink, undefined);
  assert.equal(typeof older.unstable_localLink, 'function');
  assert.equal(typeof older.experimental_localLink, 'function');
});

async function runFailingSubscription(code: 'INTERNAL_SERVER_ERROR' | 'SERVICE_UNAVAILABLE' | 'FORBIDDEN') {
  const { initTRPC, tracked, TRPCError } = await import('@trpc-v11/server');
  const { createTRPCClient, localLink } = await import('@trpc-v11/client');
  const { z } = await import('zod');
  const t = initTRPC.create();
  const received: (string | null)[] = [];
  const router = t.router({
    feed: t.procedure.input(z.object({ lastEventId: z.string().nullish() })).subscription(async function* ({ input }) {
      received.push(input.lastEventId ?? null);
      yield tracked(input.lastEventId ? '2' : '1', 'event');
      if (!input.lastEventId) {
        throw new TRPCError({ code, message: `failed with ${code}` });
      }
    }),
  });
  let contexts = 0;
  const linkErrors: string[] = [];
  const client = createTRPCClient<typeof router>({
    links: [
      localLink({
        router,
        createContext: async () => {
          contexts++;
          return {};
        },
        onError: ({ error }) => linkErrors.push(`${error.code}: ${error.message}`),
      }),
    ],
  });
  const events: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no end: ${events.join(', ')}`)), 2000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    client.feed.subscribe(
      {},
      {
        onStarted: () => events.push('started'),
        onData: ({ id }) => events.push(`data ${id}`),
        onError: (err) => {
          events.push(`error ${err.data?.code}`);
          done();
        },
        onComplete: () => {
          events.push('complete');
          done();
        },
        onStopped: () => events.push('stopped'),
      },
    );
  });
  return { events, received, contexts, linkErrors };
}

test('a 5xx error restarts the procedure at once with lastEventId', async () => {
  for (const code of ['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE'] as const) {
    const run = await runFailingSubscription(code);
    assert.deepEqual(run.events, ['started', 'data 1', 'started', 'data 2', 'complete']);
    assert.deepEqual(run.received, [null, '1']);
    assert.equal(run.contexts, 2);
    assert.deepEqual(run.linkErrors, [`${code}: failed with ${code}`]);
  }
});

test('a 4xx error ends the subscription; the link onError is told INTERNAL_SERVER_ERROR', async () => {
  const run = await runFailingSubscription('FORBIDDEN');
  assert.deepEqual(run.events, ['started', 'data 1', 'error FORBIDDEN']);
  assert.deepEqual(run.received, [null]);
  assert.equal(run.contexts, 1);
  assert.deepEqual(run.linkErrors, ['INTERNAL_SERVER_ERROR: failed with FORBIDDEN']);
});

test('an always-throwing generator restarts in a loop that starves timers and ignores unsubscribe()', async () => {
  const child = `
    const { initTRPC } = await import('@trpc-v11/server');
    const { createTRPCClient, localLink } = await import('@trpc-v11/client');
    const t = initTRPC.create();
    const router = t.router({
      broken: t.procedure.subscription(async function* () { throw new Error('always'); yield 1; }),
    });
    let runs = 0;
    let timerFiredAt = null;
    setTimeout(() => { timerFiredAt = runs; }, 50);
    let sub;
    const client = createTRPCClient({ links: [localLink({ router, createContext: async () => {
      runs++;
      if (runs === 10) sub.unsubscribe();
      if (runs === 3000) { console.log(JSON.stringify({ runs, timerFiredAt })); process.exit(0); }
      return {};
    } })] });
    sub = client.broken.subscribe(undefined, { onData() {} });
    setTimeout(() => { console.log(JSON.stringify({ runs, timerFiredAt, stopped: true })); process.exit(0); }, 1000);
  `;
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', path.join(__dirname, '..', '..', 'trpc-aliases.mjs'), '--input-type=module', '-e', child],
    { cwd: path.join(__dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (d) => (stdout += d));
  proc.stderr.on('data', (d) => (stderr += d));
  const killer = setTimeout(() => proc.kill(), 15000);
  const exitCode = await new Promise<number | null>((resolve) => proc.on('close', resolve));
  clearTimeout(killer);
  assert.equal(exitCode, 0, stderr);
  // 3,000 restarts after unsubscribing at the 10th, and the 50 ms timer never ran
  assert.deepEqual(JSON.parse(stdout.trim()), { runs: 3000, timerFiredAt: null });
});
