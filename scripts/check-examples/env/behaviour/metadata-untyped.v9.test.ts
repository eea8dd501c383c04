/**
 * Behaviour promised by the 9.x page "Route Metadata" (tRPC 9.27.4):
 * - a router created with only `trpc.router<Context>()` (Meta defaults to
 *   `{}`) accepts any `meta` object, unchecked, and its middlewares receive
 *   it as written (the page once said such a router accepts no meta at all);
 * - merging such a router into one with a declared `Meta` compiles, and the
 *   parent's middlewares receive the child's unchecked `meta` objects;
 * - the middleware of the page's auth table answers UNAUTHORIZED (401) and
 *   FORBIDDEN (403) over HTTP, and the metadata is not sent to the client.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import * as trpc from '@trpc-v9/server';
import { createHTTPHandler } from '@trpc-v9/server/adapters/standalone';

interface Ctx {
  role: 'member' | 'admin' | null;
}
interface Meta {
  auth?: 'member' | 'admin';
}

test('a router without a Meta type passes any meta to its middlewares', async () => {
  const seen: unknown[] = [];
  const router = trpc
    .router<Ctx>()
    .middleware(({ meta, next }) => {
      seen.push(meta);
      return next();
    })
    // Compiles: nothing checks these keys against `{}`.
    .query('q', { meta: { anything: 1, auht: 'admin' }, resolve: () => 'ok' });
  assert.equal(await router.createCaller({ role: null }).query('q'), 'ok');
  assert.deepEqual(seen, [{ anything: 1, auht: 'admin' }]);
});

test('an untyped child merged into a typed parent hands its meta to the parent middleware', async () => {
  const seen: unknown[] = [];
  const child = trpc.router<Ctx>().query('q', { meta: { auth: 'superuser' }, resolve: () => 'ok' });
  const parent = trpc
    .router<Ctx, Meta>()
    .middleware(({ meta, next }) => {
      seen.push(meta?.auth);
      return next();
    })
    .merge('child.', child);
  await parent.createCaller({ role: null }).query('child.q');
  // Typed as 'member' | 'admin' | undefined, yet:
  assert.deepEqual(seen, ['superuser']);
});

test('the auth middleware: 401 anonymous, 403 member on admin-only, meta not in the response', async () => {
  const router = trpc
    .router<Ctx, Meta>()
    .middleware(({ meta, ctx, next }) => {
      if (!meta?.auth) return next();
      if (!ctx.role) throw new trpc.TRPCError({ code: 'UNAUTHORIZED' });
      if (meta.auth === 'admin' && ctx.role !== 'admin') {
        throw new trpc.TRPCError({ code: 'FORBIDDEN', message: 'Admins only' });
      }
      return next();
    })
    .mutation('purge', { meta: { auth: 'admin' }, resolve: () => ({ purged: true }) });
  const handler = createHTTPHandler({
    router,
    createContext: ({ req }) => ({ role: (req.headers['x-role'] as Ctx['role']) ?? null }),
  });
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const call = (role?: string) =>
      fetch(`${base}/purge`, { method: 'POST', headers: role ? { 'x-role': role } : {} });
    assert.equal((await call()).status, 401);
    const forbidden = await call('member');
    assert.equal(forbidden.status, 403);
    assert.equal(((await forbidden.json()) as { error: { message: string } }).error.message, 'Admins only');
    const ok = await call('admin');
    assert.equal(ok.status, 200);
    assert.ok(!(await ok.text()).includes('auth'));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
