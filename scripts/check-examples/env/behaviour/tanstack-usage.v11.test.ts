/**
 * Behaviour promised by docs/client/tanstack-react-query/usage.mdx (11.x, @trpc/tanstack-react-query 11.22.1 with its
 * exact peers @trpc/server and @trpc/client 11.22.1, @tanstack/react-query 5):
 * - `originalFn` (what every mutation's `onSuccess` goes through) runs the mutation's own `onSuccess` AND the one set with
 *   `queryClient.setMutationDefaults` when the own one returns `undefined` (a synchronous function); an `async` own
 *   `onSuccess` replaces the default one. The `overrides.mutations.onSuccess` wrapper runs around both.
 * - over `httpSubscriptionLink`, a procedure that throws a plain Error (INTERNAL_SERVER_ERROR, retryable) does not call
 *   `onError`: the link reports `connecting` with the error and reconnects; a `TRPCError` with a non-retryable code
 *   (FORBIDDEN) calls `onError`.
 * - `infiniteQueryOptions` adds `direction` (and `cursor` from the second page on) to the input; a `.strict()` input
 *   rejects the first page; the key leaves both out.
 *
 * The runner's module hook (trpc-aliases.mjs) resolves the imports made inside the tRPC package to the 11.22.1
 * set (`@tanstack/react-query` to the v5 alias).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';

async function load() {
  const RQ = await import('@tanstack-v5/react-query');
  const { createTRPCOptionsProxy } = await import('@trpc-v11tanstack/tanstack-react-query');
  const { initTRPC, TRPCError } = await import('@trpc-v11tanstack/server');
  const { z } = await import('zod');
  return { RQ, createTRPCOptionsProxy, initTRPC, TRPCError, z };
}

test('mutation onSuccess: a sync own onSuccess does not replace the setMutationDefaults one; an async one does', async () => {
  const { RQ, createTRPCOptionsProxy, initTRPC, z } = await load();
  const t = initTRPC.create();
  const router = t.router({
    book: t.router({ add: t.procedure.input(z.object({ title: z.string() })).mutation(({ input }) => input) }),
  });
  const queryClient = new RQ.QueryClient();
  const log: string[] = [];
  const trpc = createTRPCOptionsProxy<typeof router>({
    router,
    ctx: {},
    queryClient,
    overrides: {
      mutations: {
        async onSuccess(opts) {
          log.push('override start');
          await opts.originalFn();
          log.push('override end');
        },
      },
    },
  });
  queryClient.setMutationDefaults(trpc.book.add.mutationKey(), { onSuccess: () => void log.push('defaults') });
  const run = async (options: object) => {
    log.length = 0;
    await queryClient.getMutationCache().build(queryClient, options as any).execute({ title: 'x' });
    return [...log];
  };

  assert.deepEqual(await run(trpc.book.add.mutationOptions({ onSuccess: () => void log.push('own') })), [
    'override start',
    'own',
    'defaults',
    'override end',
  ]);
  assert.deepEqual(await run(trpc.book.add.mutationOptions({ onSuccess: async () => void log.push('own') })), [
    'override start',
    'own',
    'override end',
  ]);
  assert.deepEqual(await run(trpc.book.add.mutationOptions()), ['override start', 'defaults', 'override end']);
});

test('subscription over httpSubscriptionLink: a 500 reconnects without onError, FORBIDDEN calls onError', async () => {
  const { RQ, createTRPCOptionsProxy, initTRPC, TRPCError, z } = await load();
  const { createHTTPServer } = await import('@trpc-v11tanstack/server/adapters/standalone');
  const { createTRPCClient, httpSubscriptionLink } = await import('@trpc-v11tanstack/client');
  const { EventSource } = await import('eventsource');
  const t = initTRPC.create();
  const router = t.router({
    boom: t.procedure.input(z.object({ code: z.string() })).subscription(async function* ({ input }) {
      yield 1;
      if (input.code === 'plain') throw new Error('plain boom');
      throw new TRPCError({ code: 'FORBIDDEN', message: 'no entry' });
    }),
  });
  const server = createHTTPServer({ router });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  try {
    const { port } = server.address() as { port: number };
    const client = createTRPCClient<typeof router>({
      links: [httpSubscriptionLink({ url: `http://127.0.0.1:${port}`, EventSource: EventSource as any })],
    });
    const trpc = createTRPCOptionsProxy<typeof router>({ client, queryClient: new RQ.QueryClient() });
    // Watches until `seen` holds (at most 10 s: a busy machine can take seconds to reconnect).
    const watch = async (code: string, seen: (log: string[]) => boolean) => {
      const log: string[] = [];
      const sub = trpc.boom.subscriptionOptions({ code }).subscribe({
        onData: (d) => log.push(`data ${d}`),
        onError: (e) => log.push(`onError ${e.message}`),
        onConnectionStateChange: (s) => log.push(`${s.state}${s.error ? ` ${s.error.message}` : ''}`),
      });
      for (const started = Date.now(); !seen(log) && Date.now() - started < 10_000; ) {
        await new Promise((r) => setTimeout(r, 20));
      }
      sub.unsubscribe();
      return log;
    };

    const plain = await watch('plain', (log) => log.includes('connecting plain boom'));
    assert.ok(plain.includes('connecting plain boom'), plain.join(' | '));
    assert.ok(!plain.some((l) => l.startsWith('onError')), plain.join(' | '));

    const forbidden = await watch('forbidden', (log) => log.includes('onError no entry'));
    assert.ok(forbidden.includes('onError no entry'), forbidden.join(' | '));
    assert.ok(!forbidden.some((l) => l.startsWith('connecting no entry')), forbidden.join(' | '));
  } finally {
    server.closeAllConnections?.();
    server.close();
  }
});

test('infiniteQueryOptions: direction and cursor reach the input, a strict input fails, the key has neither', async () => {
  const { RQ, createTRPCOptionsProxy, initTRPC, z } = await load();
  const t = initTRPC.create();
  const seen: unknown[] = [];
  const router = t.router({
    raw: t.procedure
      .input((x) => x as { limit: number; cursor?: number | null })
      .query(({ input }) => {
        seen.push(input);
        return { nextCursor: (input.cursor ?? 0) + input.limit };
      }),
    strict: t.procedure
      .input(z.object({ limit: z.number(), cursor: z.number().nullish() }).strict())
      .query(() => ({ nextCursor: null })),
  });
  const queryClient = new RQ.QueryClient();
  const trpc = createTRPCOptionsProxy<typeof router>({ router, ctx: {}, queryClient });
  const options = trpc.raw.infiniteQueryOptions({ limit: 2 }, { getNextPageParam: (p) => p.nextCursor });
  assert.deepEqual(options.queryKey, [['raw'], { input: { limit: 2 }, type: 'infinite' }]);
  await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
  assert.deepEqual(seen, [
    { limit: 2, direction: 'forward' },
    { limit: 2, cursor: 2, direction: 'forward' },
  ]);
  await assert.rejects(
    queryClient.fetchInfiniteQuery(trpc.strict.infiniteQueryOptions({ limit: 2 }, { getNextPageParam: () => null })),
    /Unrecognized key\(s\) in object: 'direction'/,
  );
});
