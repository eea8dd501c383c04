/**
 * Behaviour promised by the 10.x page "useUtils" (versioned_docs/version-10.x/client/react/useUtils.mdx;
 * @trpc/react-query 10.45.4 with @tanstack/react-query 4):
 * - `invalidate()` (like refetch/cancel/reset) matches by prefix: without an input it reaches every entry of
 *   the procedure, its infinite query included, and no other procedure's;
 * - `getData()`/`setData()` address one entry by exact key: `getData()` without an input does not find an entry
 *   cached for `{ id: '1' }`;
 * - `cancel(input, { revert: false })` drops the options: the query is still reverted (React Query's own
 *   `cancelQueries` with `revert: false` leaves it in the error state);
 * - `reset(input, { throwOnError: true })` spreads the options into the filters, so it resolves although the
 *   refetch fails (React Query's own `resetQueries` rejects);
 * - `fetch(input, { context, signal })` does not pass `context` or `signal` on to the links.
 *
 * 10.x has no non-React way to build these helpers (no `createTRPCQueryUtils`), so the test renders
 * `trpc.Provider` once with `react-dom/server` and keeps the object `useUtils()` returned; its helpers are
 * closures over the `QueryClient` and the client, and work after the render.
 *
 * `@trpc-v10/react-query` imports `@tanstack/react-query`, which this environment has only as
 * `@tanstack-v4/react-query`: the runner's module hook (trpc-aliases.mjs) maps that name for imports made from a 10.x
 * package.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { z } from 'zod';

type RQ = typeof import('@tanstack-v4/react-query');

let rq: RQ;
let queryClient: InstanceType<RQ['QueryClient']>;
let utils: any;
let client: any;
let gate: Promise<void> | null = null;
let failList = false;
const ops: { path: string; context: unknown }[] = [];
const teardowns: string[] = [];

before(async () => {
  const { initTRPC, callProcedure } = await import('@trpc-v10/server');
  const { observable } = await import('@trpc-v10/server/observable');
  const { createTRPCReact } = await import('@trpc-v10/react-query');
  rq = await import('@tanstack-v4/react-query');
  const React = await import('react');
  const { renderToString } = await import('react-dom/server');

  const t = initTRPC.create();
  const appRouter = t.router({
    post: t.router({
      list: t.procedure.query(async () => {
        if (gate) await gate;
        if (failList) throw new Error('list failed');
        return [{ id: '1', title: 'Hello tRPC' }];
      }),
      byId: t.procedure
        .input(z.object({ id: z.string() }))
        .query(({ input }) => ({ id: input.id, title: `Post ${input.id}` })),
    }),
  });

  const trpc = createTRPCReact<typeof appRouter>();
  queryClient = new rq.QueryClient({ logger: { log() {}, warn() {}, error() {} } });
  // A link that calls the router in-process and records what each operation carried.
  client = trpc.createClient({
    links: [
      () =>
        ({ op }) =>
          observable((observer) => {
            ops.push({ path: op.path, context: op.context });
            callProcedure({
              procedures: appRouter._def.procedures,
              path: op.path,
              rawInput: op.input,
              ctx: {},
              type: op.type,
            }).then(
              (data) => {
                observer.next({ result: { data } });
                observer.complete();
              },
              (cause) => observer.error(cause),
            );
            return () => teardowns.push(op.path);
          }),
    ],
  });
  function Capture() {
    utils = trpc.useUtils();
    return null;
  }
  renderToString(React.createElement(trpc.Provider, { client, queryClient }, React.createElement(Capture)));
  assert.ok(utils, 'useUtils() ran');
});

after(() => queryClient?.clear());

function keys() {
  return queryClient
    .getQueryCache()
    .getAll()
    .map((q) => [JSON.stringify(q.queryKey), q.state.isInvalidated] as const);
}

test('invalidate() without an input matches every entry of the procedure, and only those', async () => {
  queryClient.clear();
  await utils.post.byId.fetch({ id: '1' });
  await utils.post.byId.prefetchInfinite({ id: '2' });
  await utils.post.list.fetch();
  await utils.post.byId.invalidate();
  assert.deepEqual(keys(), [
    ['[["post","byId"],{"input":{"id":"1"},"type":"query"}]', true],
    ['[["post","byId"],{"input":{"id":"2"},"type":"infinite"}]', true],
    ['[["post","list"],{"type":"query"}]', false],
  ]);
});

test('getData() uses the exact key: no input finds no entry cached for an input', async () => {
  queryClient.clear();
  await utils.post.byId.fetch({ id: '1' });
  assert.equal(utils.post.byId.getData(), undefined);
  assert.deepEqual(utils.post.byId.getData({ id: '1' }), { id: '1', title: 'Post 1' });
  // setData() without an input writes a separate entry, the one for no input
  utils.post.byId.setData(undefined, { id: 'x', title: 'X' });
  assert.deepEqual(
    keys().map(([key]) => key),
    ['[["post","byId"],{"input":{"id":"1"},"type":"query"}]', '[["post","byId"],{"type":"query"}]'],
  );
});

test('cancel() drops its options: { revert: false } still reverts the query', async () => {
  queryClient.clear();
  let release!: () => void;
  gate = new Promise<void>((resolve) => (release = resolve));
  try {
    const pending = utils.post.list.fetch().catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await utils.post.list.cancel(undefined, { revert: false });
    const query = queryClient.getQueryCache().getAll()[0]!;
    assert.ok(rq.isCancelledError(await pending));
    // Reverted to the state before the fetch: no data yet, not an error
    assert.equal(query.state.status, 'loading');
    assert.equal(query.state.fetchStatus, 'idle');

    // React Query itself honours revert: false, which leaves the cancelled query in the error state
    const direct = queryClient
      .fetchQuery({ queryKey: query.queryKey, queryFn: () => new Promise(() => {}) })
      .catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await queryClient.cancelQueries({ queryKey: query.queryKey }, { revert: false });
    assert.ok(rq.isCancelledError(await direct));
    assert.equal(query.state.status, 'error');
  } finally {
    release();
    gate = null;
  }
});

test('reset() spreads its options into the filters: throwOnError has no effect', async () => {
  queryClient.clear();
  failList = false;
  await utils.post.list.fetch();
  const [query] = queryClient.getQueryCache().getAll();
  // An observer makes the query active, so reset() refetches it
  const observer = new rq.QueryObserver(queryClient, {
    queryKey: query!.queryKey,
    queryFn: () => client.query('post.list'),
    retry: false,
  });
  const unsubscribe = observer.subscribe(() => {});
  failList = true;
  try {
    await utils.post.list.reset(undefined, { throwOnError: true }); // resolves
    await assert.rejects(
      queryClient.resetQueries({ queryKey: query!.queryKey }, { throwOnError: true }),
      /list failed/,
    );
  } finally {
    failList = false;
    unsubscribe();
  }
});

test('fetch() does not pass the request options context and signal on', async () => {
  queryClient.clear();
  ops.length = 0;
  teardowns.length = 0;
  let release!: () => void;
  gate = new Promise<void>((resolve) => (release = resolve));
  try {
    const controller = new AbortController();
    const fetched = utils.post.list.fetch(undefined, { context: { tag: 'mine' }, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The links saw an empty context, and the abort did not unsubscribe the call (the teardown runs once it
    // completes)
    assert.deepEqual(ops, [{ path: 'post.list', context: {} }]);
    assert.deepEqual(teardowns, []);
    release();
    assert.deepEqual(await fetched, [{ id: '1', title: 'Hello tRPC' }]);

    // utils.client passes both: the context reaches the links, and aborting unsubscribes the call
    ops.length = 0;
    teardowns.length = 0;
    gate = new Promise<void>((resolve) => (release = resolve));
    const other = new AbortController();
    void utils.client.post.list.query(undefined, { context: { tag: 'mine' }, signal: other.signal }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    other.abort();
    assert.deepEqual(ops, [{ path: 'post.list', context: { tag: 'mine' } }]);
    assert.deepEqual(teardowns, ['post.list']);
  } finally {
    release();
    gate = null;
  }
});
