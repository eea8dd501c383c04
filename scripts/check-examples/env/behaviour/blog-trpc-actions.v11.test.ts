/**
 * Behaviour the blog post "Using Server Actions with tRPC" describes, for
 * procedures built with `.experimental_caller(experimental_nextAppDirCaller(…))`
 * (tRPC 11.25.x, outside a Next.js request):
 * - the procedure is a plain async function; context, middlewares and the
 *   input schema run on every call, and `pathExtractor` names it in `onError`;
 * - `FormData` passed to a mutation becomes an object before validation
 *   (`a.b` → nested object, `x[0]` → array, repeated field → array);
 * - when called with two arguments (as `useActionState` does), a mutation takes
 *   its input from the second one;
 * - a `NOT_FOUND` `TRPCError` becomes Next.js's `notFound()` error, and a
 *   returned `experimental_redirect()` becomes Next.js's redirect error; both
 *   are reported to `onError` first; Next.js's own `redirect()` thrown in a
 *   resolver is rethrown unchanged (and reported as INTERNAL_SERVER_ERROR);
 * - a subscription fails with NOT_IMPLEMENTED.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { initTRPC, TRPCError } from '@trpc-v11/server';
import {
  experimental_nextAppDirCaller,
  experimental_notFound,
  experimental_redirect,
} from '@trpc-v11/server/adapters/next-app-dir';
import { redirect as nextRedirect } from 'next/navigation';
import { z } from 'zod';

interface Meta {
  span: string;
}

const errors: { path: string; code: string }[] = [];
let contextCalls = 0;
let user: { id: string } | null = { id: 'u1' };

const t = initTRPC
  .context<{ user: { id: string } | null }>()
  .meta<Meta>()
  .create();

const actionProcedure = t.procedure.experimental_caller(
  experimental_nextAppDirCaller({
    createContext: async () => {
      contextCalls++;
      return { user };
    },
    pathExtractor: ({ meta }: { meta: Meta | undefined }) => meta?.span ?? 'unknown-action',
    onError: ({ error, path }) => {
      errors.push({ path, code: error.code });
    },
  }),
);

const protectedAction = actionProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED' });
  return next({ ctx: { user: ctx.user } });
});

const createPost = protectedAction
  .meta({ span: 'create-post' })
  .input(z.object({ title: z.string().min(1) }))
  .mutation(({ ctx, input }) => ({ id: 1, title: input.title, authorId: ctx.user.id }));

const echo = actionProcedure
  .meta({ span: 'echo' })
  .input(z.unknown())
  .mutation(({ input }) => input);

const getPost = actionProcedure
  .meta({ span: 'get-post' })
  .input(z.object({ id: z.number() }))
  .query(({ input }) => (input.id === 1 ? { id: 1 } : experimental_notFound()));

const createAndOpen = actionProcedure
  .meta({ span: 'create-and-open' })
  .mutation(() => experimental_redirect('/posts/1'));

test('a caller procedure is an async function running context, middleware and schema', async () => {
  errors.length = 0;
  contextCalls = 0;
  user = { id: 'u1' };
  assert.deepEqual(await createPost({ title: 'Hello' }), { id: 1, title: 'Hello', authorId: 'u1' });
  assert.equal(contextCalls, 1);

  await assert.rejects(createPost({ title: '' }), { code: 'BAD_REQUEST' });
  user = null;
  await assert.rejects(createPost({ title: 'Hello' }), { code: 'UNAUTHORIZED' });
  assert.equal(contextCalls, 3);
  assert.deepEqual(errors, [
    { path: 'create-post', code: 'BAD_REQUEST' },
    { path: 'create-post', code: 'UNAUTHORIZED' },
  ]);
});

test('FormData becomes an object before validation', async () => {
  const form = new FormData();
  form.append('author.name', 'Ada');
  form.append('tags[0]', 'a');
  form.append('tags[1]', 'b');
  form.append('colour', 'red');
  form.append('colour', 'blue');
  // The objects have a null prototype; compare their JSON.
  assert.deepEqual(JSON.parse(JSON.stringify(await echo(form as never))), {
    author: { name: 'Ada' },
    tags: ['a', 'b'],
    colour: ['red', 'blue'],
  });
});

test('with two arguments a mutation reads its input from the second', async () => {
  const form = new FormData();
  form.append('title', 'From the form');
  const run = echo as unknown as (state: unknown, input: unknown) => Promise<unknown>;
  assert.deepEqual(JSON.parse(JSON.stringify(await run({ previous: true }, form))), { title: 'From the form' });
});

test('NOT_FOUND and experimental_redirect turn into Next.js errors, after onError', async () => {
  errors.length = 0;
  assert.deepEqual(await getPost({ id: 1 }), { id: 1 });
  await assert.rejects(getPost({ id: 2 }), (err: unknown) => {
    assert.ok(!(err instanceof TRPCError));
    assert.match(String((err as { digest?: string }).digest), /NOT_FOUND|HTTP_ERROR_FALLBACK;404/);
    return true;
  });
  await assert.rejects(createAndOpen(), (err: unknown) => {
    assert.ok(!(err instanceof TRPCError));
    assert.match(String((err as { digest?: string }).digest), /^NEXT_REDIRECT;[a-z]+;\/posts\/1;/);
    return true;
  });
  assert.deepEqual(errors, [
    { path: 'get-post', code: 'NOT_FOUND' },
    { path: 'create-and-open', code: 'UNPROCESSABLE_CONTENT' },
  ]);
});

test("Next.js's own redirect() thrown in a resolver is rethrown as it is", async () => {
  errors.length = 0;
  const viaNext = actionProcedure.meta({ span: 'via-next' }).mutation(() => nextRedirect('/done'));
  await assert.rejects(viaNext(), (err: unknown) => {
    assert.ok(!(err instanceof TRPCError));
    assert.match(String((err as { digest?: string }).digest), /^NEXT_REDIRECT;[a-z]+;\/done;/);
    return true;
  });
  assert.deepEqual(errors, [{ path: 'via-next', code: 'INTERNAL_SERVER_ERROR' }]);
});

test('a subscription is not implemented by this caller', async () => {
  const sub = (actionProcedure as any).subscription(async function* () {
    yield 1;
  });
  await assert.rejects(sub(), { code: 'NOT_IMPLEMENTED' });
});
