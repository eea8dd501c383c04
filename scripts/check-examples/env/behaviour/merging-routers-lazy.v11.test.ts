/**
 * Behaviour promised by docs/server/merging-routers.md (11.x): plain objects nest like routers,
 * mergeRouters is flat and rejects duplicate keys, and a `lazy()` router is found when its parent
 * is nested in another router or merged with mergeRouters (fixed after v11.19).
 */
import assert from 'node:assert/strict';
import { experimental_lazy, initTRPC, lazy } from '@trpc-v11/server';
import { test } from 'node:test';

const t = initTRPC.create();
const userRouter = t.router({ list: t.procedure.query(() => ['ada']) });

test('a plain object inside router() becomes a nested router', () => {
  const appRouter = t.router({
    admin: { stats: t.procedure.query(() => 1), deep: { ping: t.procedure.query(() => 'pong') } },
  });
  assert.deepEqual(Object.keys(appRouter._def.procedures), ['admin.stats', 'admin.deep.ping']);
});

test('mergeRouters is flat and throws on duplicate keys', () => {
  const merged = t.mergeRouters(
    t.router({ greeting: t.procedure.query(() => 'hi') }),
    t.router({ setGreeting: t.procedure.mutation(() => 'ok') }),
  );
  assert.deepEqual(Object.keys(merged._def.procedures), ['greeting', 'setGreeting']);
  assert.throws(
    () =>
      t.mergeRouters(
        t.router({ user: t.router({ byId: t.procedure.query(() => 1) }) }),
        t.router({ user: t.router({ list: t.procedure.query(() => 2) }) }),
      ),
    { message: 'Duplicate key user' },
  );
});

test('a lazy router works when merged with mergeRouters', async () => {
  const withLazy = t.router({ users: lazy(async () => userRouter) });
  const merged = t.mergeRouters(withLazy, t.router({ health: t.procedure.query(() => 'ok') }));
  const caller = t.createCallerFactory(merged)({});
  assert.deepEqual(await caller.users.list(), ['ada']);
});

test('a lazy router works inside a router nested in another one', async () => {
  const inner = t.router({ users: lazy(async () => userRouter) });
  const outer = t.router({ admin: inner });
  const caller = t.createCallerFactory(outer)({});
  assert.deepEqual(await caller.admin.users.list(), ['ada']);
});

test('lazy() rejects a module with more than one export', async () => {
  const appRouter = t.router({
    two: lazy(async () => ({ a: userRouter, b: 2 }) as never),
  });
  const caller = t.createCallerFactory(appRouter)({}) as unknown as { two: { list: () => Promise<unknown> } };
  await assert.rejects(caller.two.list(), /Invalid router module/);
});

test('experimental_lazy is the same function as lazy', () => {
  assert.equal(experimental_lazy, lazy);
});
