/**
 * Behaviour promised by docs/client/react/setup.mdx and docs/client/react/suspense.md (11.x, @trpc/react-query
 * 11.19.0 with its exact peers @trpc/server and @trpc/client 11.19.0):
 * - the install commands pin @trpc/server, @trpc/client, @trpc/react-query (and @trpc/next) to one version because
 *   @trpc/react-query and @trpc/next declare exact-version peers on the other tRPC packages; their peer range for
 *   @tanstack/react-query is ^5.80.3 (react-query) and ^5.59.15 (next);
 * - `useQuery`, `useInfiniteQuery`, `useQueries`, `useMutation` and `useUtils` work inside `trpc.Provider` alone,
 *   with the `QueryClient` given to it, but `usePrefetchQuery()` and `usePrefetchInfiniteQuery()` call React Query's
 *   prefetch hooks without that client and throw "No QueryClient set" unless `QueryClientProvider` is there too.
 *
 * The runner's module hook (trpc-aliases.mjs) resolves the imports made inside `@trpc-v11/react-query` and
 * `@trpc-v11classic/*` to the 11.19.0 set (`@tanstack/react-query` to the v5 alias).
 * Components are rendered with `renderToString` (no DOM needed): the hooks run during render.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(__filename);

test('@trpc/react-query and @trpc/next 11.19.0 declare exact-version peers on the other tRPC packages', () => {
  const reactQuery = require('@trpc-v11/react-query/package.json');
  const next = require('@trpc-v11/next/package.json');
  assert.equal(reactQuery.version, '11.19.0');
  assert.equal(next.version, '11.19.0');
  assert.deepEqual(
    [reactQuery.peerDependencies['@trpc/server'], reactQuery.peerDependencies['@trpc/client']],
    ['11.19.0', '11.19.0'],
  );
  assert.equal(reactQuery.peerDependencies['@tanstack/react-query'], '^5.80.3');
  assert.deepEqual(
    ['@trpc/server', '@trpc/client', '@trpc/react-query'].map((name) => next.peerDependencies[name]),
    ['11.19.0', '11.19.0', '11.19.0'],
  );
  assert.equal(next.peerDependencies['@tanstack/react-query'], '^5.59.15');
  // The set the pages pin is the one installed as the examples' classic 11.x set.
  assert.equal(require('@trpc-v11classic/server/package.json').version, '11.19.0');
  assert.equal(require('@trpc-v11classic/client/package.json').version, '11.19.0');
});

async function setup() {
  const RQ = await import('@tanstack-v5/react-query');
  const React = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { createTRPCReact } = await import('@trpc-v11/react-query');
  const { initTRPC } = await import('@trpc-v11classic/server');
  const { observable } = await import('@trpc-v11classic/server/observable');
  const { z } = await import('zod');

  const t = initTRPC.create();
  const appRouter = t.router({
    post: t.router({
      list: t.procedure.query(() => ['Hello tRPC']),
      feed: t.procedure.input(z.object({ cursor: z.number().nullish() })).query(() => ({ items: [1], next: null })),
      add: t.procedure.input(z.object({ title: z.string() })).mutation(({ input }) => input),
    }),
  });
  const trpc = createTRPCReact<typeof appRouter>();
  const client = trpc.createClient({
    links: [
      () =>
        () =>
          observable((observer) => {
            observer.next({ result: { type: 'data', data: null } });
            observer.complete();
          }),
    ],
  });
  const h = React.createElement;
  const queryClient = new RQ.QueryClient();
  /** Renders `Component` inside trpc.Provider, and inside QueryClientProvider too when asked. */
  function renderIn(Component: () => null, withQueryClientProvider = false) {
    const inner = withQueryClientProvider
      ? h(RQ.QueryClientProvider, { client: queryClient }, h(Component))
      : h(Component);
    return renderToString(h(trpc.Provider, { client, queryClient }, inner));
  }
  return { trpc, queryClient, renderIn };
}

test('most hooks need only trpc.Provider: they use the QueryClient given to it', async () => {
  const { trpc, queryClient, renderIn } = await setup();
  function Component() {
    trpc.post.list.useQuery();
    trpc.post.feed.useInfiniteQuery({}, { getNextPageParam: (page) => page.next });
    trpc.useQueries((t) => [t.post.list()]);
    trpc.post.add.useMutation();
    trpc.useUtils();
    return null;
  }
  assert.doesNotThrow(() => renderIn(Component));
  assert.ok(queryClient.getQueryCache().find({ queryKey: [['post', 'list'], { type: 'query' }] }));
  queryClient.clear();
});

test('usePrefetchQuery() and usePrefetchInfiniteQuery() throw without QueryClientProvider', async () => {
  const { trpc, queryClient, renderIn } = await setup();
  function Prefetch() {
    trpc.post.list.usePrefetchQuery();
    return null;
  }
  function PrefetchInfinite() {
    trpc.post.feed.usePrefetchInfiniteQuery({}, {});
    return null;
  }
  assert.throws(() => renderIn(Prefetch), /No QueryClient set, use QueryClientProvider to set one/);
  assert.throws(() => renderIn(PrefetchInfinite), /No QueryClient set, use QueryClientProvider to set one/);

  // With QueryClientProvider (given the same client) they render and start the prefetch in that client.
  assert.doesNotThrow(() => renderIn(Prefetch, true));
  assert.doesNotThrow(() => renderIn(PrefetchInfinite, true));
  assert.ok(queryClient.getQueryCache().find({ queryKey: [['post', 'list'], { type: 'query' }] }));
  assert.ok(queryClient.getQueryCache().find({ queryKey: [['post', 'feed'], { input: {}, type: 'infinite' }] }));
  queryClient.clear();
});
