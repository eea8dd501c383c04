/**
 * Behaviour promised by docs/server/metadata.md (11.x): defaultMeta is the first object of a
 * shallow merge, later .meta() calls win per top-level key (nested objects are replaced), the
 * result is exposed as `procedure.meta`, and a middleware sees `undefined` when there is none.
 */
import assert from 'node:assert/strict';
import { initTRPC } from '@trpc-v11/server';
import { test } from 'node:test';

interface Meta {
  authRequired?: boolean;
  role?: 'admin' | 'editor';
  rateLimit?: { perMinute: number; burst?: number };
}

test('defaultMeta and chained .meta() calls merge shallowly', () => {
  const t = initTRPC.meta<Meta>().create({ defaultMeta: { authRequired: true } });
  const adminProcedure = t.procedure.meta({ role: 'admin', rateLimit: { perMinute: 60, burst: 10 } });
  const appRouter = t.router({
    open: t.procedure.meta({ authRequired: false }).query(() => 'ok'),
    secret: t.procedure.query(() => 'members'),
    deleteUser: adminProcedure.meta({ rateLimit: { perMinute: 10 } }).mutation(() => 'deleted'),
  });
  const { procedures } = appRouter._def;
  assert.deepEqual(procedures.open.meta, { authRequired: false });
  assert.deepEqual(procedures.secret.meta, { authRequired: true });
  assert.deepEqual(procedures.deleteUser.meta, { authRequired: true, role: 'admin', rateLimit: { perMinute: 10 } });
});

test('a middleware gets meta undefined when a procedure has none', async () => {
  const t = initTRPC.meta<Meta>().create();
  const seen: unknown[] = [];
  const appRouter = t.router({
    ping: t.procedure
      .use(async (opts) => {
        seen.push(opts.meta);
        return opts.next();
      })
      .query(() => 'pong'),
  });
  await t.createCallerFactory(appRouter)({}).ping();
  assert.deepEqual(seen, [undefined]);
  assert.equal(appRouter._def.procedures.ping.meta, undefined);
});
