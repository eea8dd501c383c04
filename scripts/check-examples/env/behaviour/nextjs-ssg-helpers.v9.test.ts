/**
 * Behaviour promised by the 9.x pages "SSG Helpers", "Static Site Generation"
 * and "Server-Side Rendering" (@trpc/react 9.27.4, react-query 3.39):
 * - prefetchQuery caches [path, input] and never throws; a failed procedure is
 *   stored as an error (dehydrate() includes it);
 * - fetchQuery returns the output and throws the procedure's TRPCError;
 * - createCaller runs middlewares and the input validator;
 * - dehydrate() applies transformer.serialize (the `input` half of a split
 *   transformer), and superjson restores Dates;
 * - without a transformer, a dehydrated error is not JSON-serialisable for
 *   Next.js props; with superjson it is;
 * - prefetchInfiniteQuery stores one page with pageParams [undefined].
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import * as trpc from '@trpc-v9/server';
import { createRequire } from 'node:module';
import superjson from 'superjson';
import { z } from 'zod';

// The CommonJS build of @trpc/react/ssg requires `@trpc/server` by its real
// name; the runner's module hook (trpc-aliases.mjs) resolves it to the 9.x alias.
const require = createRequire(import.meta.url);
const { createSSGHelpers } = require('@trpc-v9/react/ssg') as typeof import('@trpc-v9/react/ssg');
const { isSerializableProps } = require('next/dist/lib/is-serializable-props') as {
  isSerializableProps: (page: string, method: string, input: unknown) => true;
};

// Every QueryClient keeps its queries for cacheTime (5 minutes), which keeps
// the process alive; clear them when the tests are done.
const clients: { clear(): void }[] = [];
after(() => clients.forEach((client) => client.clear()));
function helpers(opts: Parameters<typeof createSSGHelpers<typeof appRouter>>[0]) {
  const ssg = createSSGHelpers(opts);
  clients.push(ssg.queryClient);
  return ssg;
}

const seen: string[] = [];
const appRouter = trpc
  .router<{ user: string | null }>()
  .middleware(({ path, next }) => {
    seen.push(path);
    return next();
  })
  .query('post.byId', {
    input: z.object({ id: z.string() }),
    resolve({ input }) {
      if (input.id === 'missing') throw new trpc.TRPCError({ code: 'NOT_FOUND', message: 'nope' });
      return { id: input.id, createdAt: new Date('2022-01-01T00:00:00Z') };
    },
  })
  .query('post.list', {
    input: z.object({ limit: z.number(), cursor: z.number().nullish() }),
    resolve({ input }) {
      return { items: [input.cursor ?? 0], nextCursor: (input.cursor ?? 0) + 1 };
    },
  });

test('prefetchQuery caches [path, input] and runs middlewares', async () => {
  const ssg = helpers({ router: appRouter, ctx: { user: null } });
  await ssg.prefetchQuery('post.byId', { id: 'a' });
  assert.deepEqual(seen, ['post.byId']);
  const state = ssg.dehydrate();
  assert.equal(state.queries.length, 1);
  assert.deepEqual(state.queries[0]!.queryKey, ['post.byId', { id: 'a' }]);
  assert.equal(state.queries[0]!.state.status, 'success');
});

test('prefetchQuery swallows errors; dehydrate keeps them; Next rejects them without a transformer', async () => {
  const ssg = helpers({ router: appRouter, ctx: { user: null } });
  await ssg.prefetchQuery('post.byId', { id: 'missing' });
  const state = ssg.dehydrate();
  assert.equal(state.queries[0]!.state.status, 'error');
  assert.ok(state.queries[0]!.state.error instanceof trpc.TRPCError);
  assert.throws(() => isSerializableProps('/posts/[id]', 'getStaticProps', { trpcState: state }), /cannot be serialized as JSON/);

  const ssg2 = helpers({ router: appRouter, ctx: { user: null }, transformer: superjson });
  await ssg2.prefetchQuery('post.byId', { id: 'missing' });
  assert.equal(isSerializableProps('/posts/[id]', 'getStaticProps', { trpcState: ssg2.dehydrate() }), true);
});

test('fetchQuery returns data and throws TRPCError', async () => {
  const ssg = helpers({ router: appRouter, ctx: { user: null } });
  const post = await ssg.fetchQuery('post.byId', { id: 'b' });
  assert.equal(post.id, 'b');
  await assert.rejects(ssg.fetchQuery('post.byId', { id: 'missing' }), (err: unknown) => {
    return err instanceof trpc.TRPCError && err.code === 'NOT_FOUND';
  });
  // invalid input -> BAD_REQUEST
  await assert.rejects(ssg.fetchQuery('post.byId', { id: 1 as unknown as string }), (err: unknown) => {
    return err instanceof trpc.TRPCError && err.code === 'BAD_REQUEST';
  });
});

test('dehydrate applies superjson and Dates survive', async () => {
  const ssg = helpers({ router: appRouter, ctx: { user: null }, transformer: superjson });
  await ssg.prefetchQuery('post.byId', { id: 'c' });
  const raw = ssg.dehydrate() as unknown as { json: unknown; meta: unknown };
  assert.ok('json' in raw && 'meta' in raw);
  const back = superjson.deserialize<any>(raw as any);
  assert.ok(back.queries[0].state.data.createdAt instanceof Date);
});

test('split transformer: dehydrate uses the input half', async () => {
  const marker = { serialize: (x: unknown) => ({ by: 'input', x }), deserialize: (x: any) => x };
  const other = { serialize: (x: unknown) => ({ by: 'output', x }), deserialize: (x: any) => x };
  const ssg = helpers({ router: appRouter, ctx: { user: null }, transformer: { input: marker, output: other } });
  const out = ssg.dehydrate() as unknown as { by: string };
  assert.equal(out.by, 'input');
});

test('prefetchInfiniteQuery stores the first page', async () => {
  const ssg = helpers({ router: appRouter, ctx: { user: null } });
  await ssg.prefetchInfiniteQuery('post.list', { limit: 10 });
  const state = ssg.dehydrate();
  assert.deepEqual(state.queries[0]!.queryKey, ['post.list', { limit: 10 }]);
  const data = state.queries[0]!.state.data as { pages: unknown[]; pageParams: unknown[] };
  assert.equal(data.pages.length, 1);
  assert.deepEqual(data.pageParams, [undefined]);
  const inf = await ssg.fetchInfiniteQuery('post.list', { limit: 5 });
  assert.equal(inf.pages.length, 1);
});
