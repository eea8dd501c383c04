/**
 * Behaviour the blog post "Announcing tRPC v10" describes (tRPC 10.45.x):
 * - interop mode: a router written with the v9 `router()` API and converted
 *   with `.interop()` merges with new-style routers through `t.mergeRouters`,
 *   and both kinds of procedure are callable from the merged router;
 * - a middleware that narrows `ctx` runs before the resolver and rejects a
 *   signed-out caller with UNAUTHORIZED.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as trpc from '@trpc-v10/server';
import { initTRPC, TRPCError } from '@trpc-v10/server';
import { z } from 'zod';

interface Context {
  user: { id: string } | null;
}

const t = initTRPC.context<Context>().create();

const protectedProcedure = t.procedure.use(
  t.middleware(({ ctx, next }) => {
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED' });
    return next({ ctx: { user: ctx.user } });
  }),
);

const legacyRouter = trpc
  .router<Context>()
  .query('greeting', {
    input: z.object({ name: z.string() }),
    resolve({ input }) {
      return `Hello, ${input.name}`;
    },
  })
  .interop();

const mainRouter = t.router({
  post: t.router({
    byId: t.procedure.input(z.object({ id: z.string() })).query(({ input }) => ({ id: input.id })),
    add: protectedProcedure
      .input(z.object({ title: z.string() }))
      .mutation(({ ctx, input }) => ({ title: input.title, authorId: ctx.user.id })),
  }),
});

const appRouter = t.mergeRouters(legacyRouter, mainRouter);

test('legacy and new procedures are both served by the merged router', async () => {
  const caller = appRouter.createCaller({ user: null });
  assert.equal(await caller.greeting({ name: 'v10' }), 'Hello, v10');
  assert.deepEqual(await caller.post.byId({ id: '1' }), { id: '1' });
  assert.deepEqual(Object.keys(appRouter._def.procedures).sort(), ['greeting', 'post.add', 'post.byId']);
});

test('the narrowing middleware rejects a signed-out caller', async () => {
  await assert.rejects(appRouter.createCaller({ user: null }).post.add({ title: 'x' }), {
    code: 'UNAUTHORIZED',
  });
  assert.deepEqual(await appRouter.createCaller({ user: { id: 'u1' } }).post.add({ title: 'x' }), {
    title: 'x',
    authorId: 'u1',
  });
});
