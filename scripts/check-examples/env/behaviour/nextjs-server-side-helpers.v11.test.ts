/**
 * Behaviour promised by docs/client/nextjs/server-side-helpers.md and docs/client/nextjs/ssg.md (11.x,
 * `createServerSideHelpers` from @trpc/react-query 11.19.0 with its exact peers @trpc/server and @trpc/client 11.19.0):
 * - `fetch()` rejects with the procedure's `TRPCError` (internal router mode); `prefetch()` never rejects and caches
 *   the error; `dehydrate()` leaves out queries still pending and keeps failed ones;
 * - the infinite helpers call the procedure with exactly the input given: `pages` fetches the same first page again,
 *   `initialCursor` is only recorded in `pageParams`;
 * - Next.js's props check (`isSerializableProps`, which `next dev` and `next build` run) rejects a `Date` and a failed
 *   prefetch in a dehydrated cache without a transformer, and accepts both once superjson serialises the cache.
 *
 * The runner's module hook (trpc-aliases.mjs) resolves the imports made inside `@trpc-v11/react-query` and
 * `@trpc-v11classic/*` to the 11.19.0 set (`@tanstack/react-query` to the v5 alias).
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(__filename);
const { isSerializableProps } = require('next/dist/lib/is-serializable-props') as {
  isSerializableProps: (page: string, method: string, input: unknown) => true;
};

async function setup() {
  const { createServerSideHelpers } = await import('@trpc-v11/react-query/server');
  const { initTRPC, TRPCError } = await import('@trpc-v11classic/server');
  const { z } = await import('zod');
  const superjson = (await import('superjson')).default;
  const inputs: unknown[] = [];

  function makeRouter(withSuperjson: boolean) {
    const t = withSuperjson ? initTRPC.create({ transformer: superjson }) : initTRPC.create();
    return t.router({
      post: t.router({
        byId: t.procedure.input(z.object({ id: z.string() })).query(({ input }) => {
          if (input.id === 'missing') throw new TRPCError({ code: 'NOT_FOUND', message: 'No post' });
          return { id: input.id, createdAt: new Date(0) };
        }),
        list: t.procedure.input(z.object({ limit: z.number(), cursor: z.number().nullish() })).query(({ input }) => {
          inputs.push(input);
          return { items: [input.cursor ?? 0], nextCursor: (input.cursor ?? 0) + 1 };
        }),
        never: t.procedure.query(() => new Promise<string>(() => {})),
      }),
    });
  }
  return { createServerSideHelpers, TRPCError, superjson, makeRouter, inputs };
}

test('fetch() rejects with the TRPCError; prefetch() caches the error; dehydrate() skips pending, keeps failed', async () => {
  const { createServerSideHelpers, TRPCError, makeRouter } = await setup();
  const helpers = createServerSideHelpers({ router: makeRouter(false), ctx: {} });

  await assert.rejects(helpers.post.byId.fetch({ id: 'missing' }), (error: unknown) => {
    assert.ok(error instanceof TRPCError);
    assert.equal(error.code, 'NOT_FOUND');
    return true;
  });
  await helpers.post.byId.prefetch({ id: 'missing' }); // resolves
  void helpers.post.never.prefetch();
  await helpers.post.byId.prefetch({ id: '1' });

  const state = helpers.dehydrate();
  assert.deepEqual(
    state.queries.map((query) => [query.queryKey, query.state.status]),
    [
      [[['post', 'byId'], { input: { id: 'missing' }, type: 'query' }], 'error'],
      [[['post', 'byId'], { input: { id: '1' }, type: 'query' }], 'success'],
    ],
  );
  helpers.queryClient.clear();
});

test('infinite helpers: the input as given for every page; initialCursor only lands in pageParams', async () => {
  const { createServerSideHelpers, makeRouter, inputs } = await setup();
  const helpers = createServerSideHelpers({ router: makeRouter(false), ctx: {} });
  const data = await helpers.post.list.fetchInfinite(
    { limit: 2 },
    { pages: 3, initialCursor: 5, getNextPageParam: (page) => page.nextCursor },
  );
  assert.deepEqual(inputs, [{ limit: 2 }, { limit: 2 }, { limit: 2 }]);
  assert.deepEqual(data.pages, [
    { items: [0], nextCursor: 1 },
    { items: [0], nextCursor: 1 },
    { items: [0], nextCursor: 1 },
  ]);
  assert.deepEqual(data.pageParams, [5, 1, 1]);
  helpers.queryClient.clear();
});

test("Next.js's props check rejects a Date and a failed prefetch without a transformer, accepts them with superjson", async () => {
  const { createServerSideHelpers, makeRouter, superjson } = await setup();

  const plain = createServerSideHelpers({ router: makeRouter(false), ctx: {} });
  await plain.post.byId.prefetch({ id: '1' });
  assert.throws(
    () => isSerializableProps('/posts/[id]', 'getStaticProps', { trpcState: plain.dehydrate() }),
    /Error serializing `\.trpcState\.queries\[0\]\.state\.data\.createdAt` returned from `getStaticProps`/,
  );
  const failed = createServerSideHelpers({ router: makeRouter(false), ctx: {} });
  await failed.post.byId.prefetch({ id: 'missing' });
  assert.throws(
    () => isSerializableProps('/posts/[id]', 'getServerSideProps', { trpcState: failed.dehydrate() }),
    /Error serializing `\.trpcState\.queries\[0\]\.state\.data` returned from `getServerSideProps`/,
  );

  const withSuperjson = createServerSideHelpers({ router: makeRouter(true), ctx: {}, transformer: superjson });
  await withSuperjson.post.byId.prefetch({ id: '1' });
  await withSuperjson.post.byId.prefetch({ id: 'missing' });
  assert.equal(isSerializableProps('/posts/[id]', 'getStaticProps', { trpcState: withSuperjson.dehydrate() }), true);

  // Without the check (production getServerSideProps), the props are JSON-encoded: the Date becomes a string.
  const encoded = JSON.parse(JSON.stringify({ trpcState: plain.dehydrate() }));
  assert.equal(typeof encoded.trpcState.queries[0].state.data.createdAt, 'string');
  for (const helpers of [plain, failed, withSuperjson]) helpers.queryClient.clear();
});
