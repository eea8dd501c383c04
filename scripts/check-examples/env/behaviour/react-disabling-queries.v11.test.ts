/**
 * Behaviour promised by docs/client/react/disabling-queries.md (11.x, @trpc/react-query 11.19.0 with its exact peers
 * @trpc/server and @trpc/client 11.19.0):
 * - `utils.x.queryOptions(skipToken)` and `infiniteQueryOptions(skipToken)` do NOT disable anything: the key leaves the
 *   input out, the `queryFn` is an ordinary function (not React Query's `skipToken`), and running it calls the
 *   procedure with input `undefined`; adding `enabled: false` is what keeps such options from fetching;
 * - the hooks do honour it: `useQuery(skipToken)` hands React Query `skipToken` as the query function, under the key
 *   of a call without input;
 * - `useSuspenseInfiniteQuery(skipToken)` is not disabled: the procedure receives `{ direction: 'forward' }`.
 *
 * The runner's module hook (trpc-aliases.mjs) resolves the imports made inside `@trpc-v11/react-query` and
 * `@trpc-v11classic/*` to the 11.19.0 set (`@tanstack/react-query` to the v5 alias).
 * No DOM is needed: components are rendered with `renderToString`, which builds the queries in the cache.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';

async function setup() {
  const RQ = await import('@tanstack-v5/react-query');
  const { createTRPCQueryUtils, createTRPCReact } = await import('@trpc-v11/react-query');
  const { initTRPC } = await import('@trpc-v11classic/server');
  const { observable } = await import('@trpc-v11classic/server/observable');
  const { createTRPCClient } = await import('@trpc-v11classic/client');
  const { z } = await import('zod');

  const t = initTRPC.create();
  const appRouter = t.router({
    user: t.router({
      byId: t.procedure.input(z.object({ id: z.string() })).query(({ input }) => ({ id: input.id })),
      activity: t.procedure
        .input(z.object({ userId: z.string(), cursor: z.number().nullish() }))
        .query(() => ({ events: [] as string[], nextCursor: null as number | null })),
    }),
  });
  type AppRouter = typeof appRouter;

  // A terminating link that records what would be sent and answers at once.
  const ops: { path: string; input: unknown }[] = [];
  const client = createTRPCClient<AppRouter>({
    links: [
      () =>
        ({ op }) =>
          observable((observer) => {
            ops.push({ path: op.path, input: op.input });
            observer.next({ result: { type: 'data', data: { id: 'x', events: [], nextCursor: null } } });
            observer.complete();
          }),
    ],
  });
  return { RQ, createTRPCQueryUtils, createTRPCReact, client, ops, appRouter };
}

test('queryOptions(skipToken): an ordinary queryFn, no input in the key, and it calls the procedure without input', async () => {
  const { RQ, createTRPCQueryUtils, client, ops } = await setup();
  const queryClient = new RQ.QueryClient();
  const utils = createTRPCQueryUtils({ queryClient, client });

  const options = utils.user.byId.queryOptions(RQ.skipToken);
  assert.notEqual(options.queryFn, RQ.skipToken);
  assert.equal(typeof options.queryFn, 'function');
  assert.deepEqual(options.queryKey, [['user', 'byId'], { type: 'query' }]);

  await queryClient.fetchQuery(options);
  assert.deepEqual(ops, [{ path: 'user.byId', input: undefined }]);

  const infinite = utils.user.activity.infiniteQueryOptions(RQ.skipToken, {});
  assert.notEqual(infinite.queryFn, RQ.skipToken);
  assert.deepEqual(infinite.queryKey, [['user', 'activity'], { type: 'infinite' }]);
  queryClient.clear();
});

test('queryOptions(…, { enabled: false }): an observer of those options does not fetch', async () => {
  const { RQ, createTRPCQueryUtils, client, ops } = await setup();
  const queryClient = new RQ.QueryClient();
  const utils = createTRPCQueryUtils({ queryClient, client });

  const observer = new RQ.QueryObserver(queryClient, utils.user.byId.queryOptions(RQ.skipToken, { enabled: false }));
  const unsubscribe = observer.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve, 20));
  const result = observer.getCurrentResult();
  unsubscribe();
  assert.equal(result.status, 'pending');
  assert.equal(result.fetchStatus, 'idle');
  assert.deepEqual(ops, []);

  // Without `enabled: false`, the same options do fetch.
  const fetching = new RQ.QueryObserver(queryClient, utils.user.byId.queryOptions(RQ.skipToken));
  const stop = fetching.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve, 20));
  stop();
  assert.deepEqual(ops, [{ path: 'user.byId', input: undefined }]);
  queryClient.clear();
});

test('useQuery(skipToken) gives React Query skipToken as queryFn; useSuspenseInfiniteQuery(skipToken) still runs', async () => {
  const { RQ, createTRPCReact, client, ops, appRouter } = await setup();
  const React = await import('react');
  const { renderToString } = await import('react-dom/server');
  const trpc = createTRPCReact<typeof appRouter>();
  const queryClient = new RQ.QueryClient();

  function Skipped() {
    trpc.user.byId.useQuery(RQ.skipToken);
    trpc.user.activity.useInfiniteQuery(RQ.skipToken, { getNextPageParam: (page) => page.nextCursor });
    return null;
  }
  function Suspending() {
    trpc.user.activity.useSuspenseInfiniteQuery(RQ.skipToken, { getNextPageParam: (page) => page.nextCursor });
    return null;
  }
  renderToString(
    React.createElement(
      trpc.Provider,
      { client, queryClient },
      React.createElement(Skipped),
      React.createElement(React.Suspense, { fallback: null }, React.createElement(Suspending)),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));

  const byId = queryClient.getQueryCache().find({ queryKey: [['user', 'byId'], { type: 'query' }], exact: true });
  assert.equal(byId?.options.queryFn, RQ.skipToken);
  const activity = queryClient.getQueryCache().find({ queryKey: [['user', 'activity'], { type: 'infinite' }], exact: true });
  assert.ok(activity);
  // Only the suspense hook called the procedure, with tRPC's `direction` and none of the caller's input.
  assert.deepEqual(ops, [{ path: 'user.activity', input: { direction: 'forward' } }]);
  queryClient.clear();
});
