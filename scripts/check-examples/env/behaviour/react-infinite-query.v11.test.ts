/**
 * Behaviour promised by docs/client/react/useInfiniteQuery.md (11.x, @trpc/react-query 11.19.0 with its exact peers
 * @trpc/server and @trpc/client 11.19.0):
 * - every page request carries `direction` next to the hook's input: the first one sends `{ limit: 10, direction:
 *   'forward' }`, a next page adds the cursor, a previous page sends `direction: 'backward'`;
 * - a falsy cursor (0) is left out of the input;
 * - a refetch reloads from the first page's cursor, forward, then follows `getNextPageParam`;
 * - `initialCursor` is the first page's cursor; pages are cached under a key without `cursor`;
 * - the `abortOnUnmount` option of `createTRPCReact()` reaches `useQuery()` but not `useInfiniteQuery()`
 *   (docs/client/react/aborting-procedure-calls.md).
 *
 * The hook runs under `renderToString` (no DOM needed), which builds its query with tRPC's options; an
 * InfiniteQueryObserver then drives those very options. The runner's module hook (trpc-aliases.mjs)
 * resolves the imports made inside `@trpc-v11/react-query` and `@trpc-v11classic/*` to the 11.19.0 set
 * (`@tanstack/react-query` to the v5 alias).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';

async function setup(createOptions?: { abortOnUnmount: boolean }) {
  const RQ = await import('@tanstack-v5/react-query');
  const React = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { createTRPCReact } = await import('@trpc-v11/react-query');
  const { initTRPC } = await import('@trpc-v11classic/server');
  const { observable } = await import('@trpc-v11classic/server/observable');
  const { z } = await import('zod');

  const t = initTRPC.create();
  const appRouter = t.router({
    feed: t.procedure
      .input(z.object({ limit: z.number(), cursor: z.number().nullish() }))
      .query(() => ({ page: 0, next: null as number | null, prev: null as number | null })),
    one: t.procedure.query(() => 'one'),
  });
  const trpc = createTRPCReact<typeof appRouter>(createOptions);

  // Pages are numbered by their cursor: page c links to c - 1 and c + 1, between 0 and 2.
  const ops: { path: string; input: unknown; signal: boolean }[] = [];
  const client = trpc.createClient({
    links: [
      () =>
        ({ op }) =>
          observable((observer) => {
            ops.push({ path: op.path, input: op.input, signal: !!op.signal });
            const cursor = (op.input as { cursor?: number } | undefined)?.cursor ?? 0;
            const data =
              op.path === 'feed' ? { page: cursor, next: cursor < 2 ? cursor + 1 : null, prev: cursor > 0 ? cursor - 1 : null } : 'one';
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          }),
    ],
  });
  const queryClient = new RQ.QueryClient();
  function Feed() {
    trpc.feed.useInfiniteQuery(
      { limit: 10 },
      { initialCursor: 1, getNextPageParam: (page) => page.next, getPreviousPageParam: (page) => page.prev },
    );
    trpc.one.useQuery();
    return null;
  }
  renderToString(React.createElement(trpc.Provider, { client, queryClient }, React.createElement(Feed)));
  const query = queryClient.getQueryCache().find({ queryKey: [['feed'], { input: { limit: 10 }, type: 'infinite' }] });
  assert.ok(query, 'the infinite query is cached under its input without cursor');
  return { RQ, queryClient, query, ops };
}

test('each page request carries direction; cursor 0 is left out; a refetch starts again from the first page', async () => {
  const { RQ, queryClient, query, ops } = await setup();
  const observer = new RQ.InfiniteQueryObserver(queryClient, query.options as never);
  const unsubscribe = observer.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve, 20));
  await observer.fetchNextPage();
  await observer.fetchPreviousPage();
  const feedOps = () => ops.filter((op) => op.path === 'feed').map((op) => op.input);
  assert.deepEqual(feedOps(), [
    { limit: 10, cursor: 1, direction: 'forward' }, // initialCursor
    { limit: 10, cursor: 2, direction: 'forward' }, // fetchNextPage()
    { limit: 10, direction: 'backward' }, // fetchPreviousPage() with cursor 0: left out
  ]);
  assert.deepEqual(observer.getCurrentResult().data?.pageParams, [0, 1, 2]);

  ops.length = 0;
  await observer.refetch();
  assert.deepEqual(feedOps(), [
    { limit: 10, direction: 'forward' }, // the first page's cursor (0), forward
    { limit: 10, cursor: 1, direction: 'forward' },
    { limit: 10, cursor: 2, direction: 'forward' },
  ]);
  unsubscribe();
  queryClient.clear();
});

test("without a cursor option, the first page's input is the hook's input plus direction", async () => {
  const RQ = await import('@tanstack-v5/react-query');
  const { createTRPCQueryUtils } = await import('@trpc-v11/react-query');
  const { createTRPCClient } = await import('@trpc-v11classic/client');
  const { observable } = await import('@trpc-v11classic/server/observable');
  const inputs: unknown[] = [];
  const client = createTRPCClient<never>({
    links: [
      () =>
        ({ op }) =>
          observable((observer) => {
            inputs.push(op.input);
            observer.next({ result: { type: 'data', data: { items: [], nextCursor: null } } });
            observer.complete();
          }),
    ],
  });
  const queryClient = new RQ.QueryClient();
  const utils = createTRPCQueryUtils({ queryClient, client }) as unknown as {
    post: { infinite: { fetchInfinite(input: unknown): Promise<unknown> } };
  };
  await utils.post.infinite.fetchInfinite({ limit: 10 });
  assert.deepEqual(inputs, [{ limit: 10, direction: 'forward' }]);
  queryClient.clear();
});

test("createTRPCReact({ abortOnUnmount: true }) gives useQuery() a signal but not useInfiniteQuery()", async () => {
  const { RQ, queryClient, query, ops } = await setup({ abortOnUnmount: true });
  const infinite = new RQ.InfiniteQueryObserver(queryClient, query.options as never);
  const one = queryClient.getQueryCache().find({ queryKey: [['one'], { type: 'query' }] });
  assert.ok(one);
  const plain = new RQ.QueryObserver(queryClient, one.options as never);
  const stopInfinite = infinite.subscribe(() => {});
  const stopPlain = plain.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve, 20));
  stopInfinite();
  stopPlain();
  assert.deepEqual(
    ops.map((op) => [op.path, op.signal]),
    [
      ['feed', false],
      ['one', true],
    ],
  );
  queryClient.clear();
});
