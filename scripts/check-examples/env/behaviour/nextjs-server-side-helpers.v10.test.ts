/**
 * Behaviour promised by the 10.x pages "Server-Side Helpers" and "Static Site Generation"
 * (versioned_docs/version-10.x/client/nextjs/server-side-helpers.md, ssg.md; @trpc/react-query 10.45.4 with
 * React Query 4, internal router mode):
 * - `prefetch()` never throws and caches a failure; `fetch()` throws the procedure's TRPCError; with the default
 *   staleTime of 0 a second `fetch()` runs the procedure again;
 * - `dehydrate()` includes failed queries; with superjson the result passes Next.js' props check, without a
 *   transformer a failed prefetch makes it fail ("`undefined` cannot be serialized as JSON");
 * - hydrated into a browser QueryClient, a failed prefetch is fetched again on mount (status 'loading', not 'error');
 * - `@trpc/react-query/ssg` ships no JavaScript in 10.45.4: importing it fails.
 *
 * `@trpc-v10/react-query` imports `@tanstack/react-query`, which this environment has only as
 * `@tanstack-v4/react-query`: the runner's module hook (trpc-aliases.mjs) maps that name, and the packages are imported
 * dynamically.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import superjson from 'superjson';
import { z } from 'zod';

const require = createRequire(import.meta.url);
const { isSerializableProps } = require('next/dist/lib/is-serializable-props') as {
  isSerializableProps: (page: string, method: string, input: unknown) => true;
};

let createHelpers: (withTransformer: boolean) => any;
let rq: typeof import('@tanstack-v4/react-query');
let calls = 0;
const clients: { clear(): void }[] = [];
const quiet = { log() {}, warn() {}, error() {} };

before(async () => {
  const { initTRPC, TRPCError } = await import('@trpc-v10/server');
  const { createServerSideHelpers } = await import('@trpc-v10/react-query/server');
  rq = await import('@tanstack-v4/react-query');

  function makeRouter(withTransformer: boolean) {
    const t = withTransformer ? initTRPC.create({ transformer: superjson }) : initTRPC.create();
    return t.router({
      post: t.router({
        byId: t.procedure.input(z.object({ id: z.string() })).query(({ input }) => {
          calls++;
          if (input.id === 'missing') throw new TRPCError({ code: 'NOT_FOUND', message: 'No such post' });
          return { id: input.id, title: `Post ${input.id}` };
        }),
      }),
    });
  }
  createHelpers = (withTransformer) => {
    const queryClient = new rq.QueryClient({ logger: quiet });
    clients.push(queryClient);
    return createServerSideHelpers({
      router: makeRouter(withTransformer),
      ctx: {},
      queryClient,
      ...(withTransformer ? { transformer: superjson } : {}),
    } as never);
  };
});

after(() => clients.forEach((client) => client.clear()));

test('prefetch() never throws, fetch() throws the TRPCError, a second fetch() runs the procedure again', async () => {
  const helpers = createHelpers(true);
  assert.equal(await helpers.post.byId.prefetch({ id: 'missing' }), undefined);
  await assert.rejects(helpers.post.byId.fetch({ id: 'missing' }), { name: 'TRPCError', code: 'NOT_FOUND' });
  calls = 0;
  await helpers.post.byId.fetch({ id: '1' });
  await helpers.post.byId.fetch({ id: '1' });
  assert.equal(calls, 2);
});

test('dehydrate() includes a failed prefetch; Next.js accepts it with superjson, not without a transformer', async () => {
  const withSuperjson = createHelpers(true);
  await withSuperjson.post.byId.prefetch({ id: 'missing' });
  const state = withSuperjson.dehydrate();
  assert.equal(superjson.deserialize<any>(state).queries[0].state.status, 'error');
  assert.equal(isSerializableProps('/posts/[id]', 'getStaticProps', { trpcState: state }), true);

  const plain = createHelpers(false);
  await plain.post.byId.prefetch({ id: '1' });
  assert.equal(isSerializableProps('/posts/[id]', 'getStaticProps', { trpcState: plain.dehydrate() }), true);
  await plain.post.byId.prefetch({ id: 'missing' });
  assert.throws(
    () => isSerializableProps('/posts/[id]', 'getStaticProps', { trpcState: plain.dehydrate() }),
    /Error serializing `\.trpcState\.queries\[1\]\.state\.data`[\s\S]*`undefined` cannot be serialized as JSON/,
  );
});

test('in the browser, a hydrated failed prefetch is fetched again on mount', async () => {
  const helpers = createHelpers(true);
  await helpers.post.byId.prefetch({ id: 'missing' });
  const browser = new rq.QueryClient({ logger: quiet });
  clients.push(browser);
  rq.hydrate(browser, superjson.deserialize(helpers.dehydrate()));
  const queryKey = [['post', 'byId'], { input: { id: 'missing' }, type: 'query' }];
  assert.equal(browser.getQueryState(queryKey)?.status, 'error');
  // What useQuery() renders first (useBaseQuery asks for optimistic results)
  const options: any = browser.defaultQueryOptions({ queryKey, queryFn: () => new Promise(() => {}) });
  options._optimisticResults = 'optimistic';
  const first = new rq.QueryObserver(browser, options).getOptimisticResult(options);
  assert.equal(first.status, 'loading');
  assert.equal(first.fetchStatus, 'fetching');
});

test('@trpc/react-query/ssg has no JavaScript in 10.45.4', async () => {
  assert.throws(() => require('@trpc-v10/react-query/ssg'), { code: 'MODULE_NOT_FOUND' });
  await assert.rejects(import('@trpc-v10/react-query/ssg'), { code: 'ERR_MODULE_NOT_FOUND' });
});
