/**
 * Behaviour promised by the 9.x pages "Middlewares", "Route Metadata",
 * "Authorization" and "Request Context" (tRPC 9.27.4):
 * - `next({ ctx })` replaces the context: keys not passed on are gone below;
 * - middlewares run in the order they were added, a parent router's
 *   middlewares before those of a router merged into it;
 * - `rawInput` is the unvalidated input; validation runs after every middleware;
 * - `next()` resolves to `{ ok: false, error }` instead of throwing when the
 *   resolver fails;
 * - an error that is not a TRPCError becomes INTERNAL_SERVER_ERROR with the
 *   thrown error's message;
 * - a middleware that returns nothing fails the call with INTERNAL_SERVER_ERROR;
 * - `meta` is `undefined` for a procedure without `meta`;
 * - `createContext` runs once per HTTP request, shared by a batch;
 * - an UNAUTHORIZED TRPCError reaches the client with httpStatus 401.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { createTRPCClient, TRPCClientError } from '@trpc-v9/client';
import * as trpc from '@trpc-v9/server';
import { createHTTPHandler } from '@trpc-v9/server/adapters/standalone';
import { z } from 'zod';

interface Ctx {
  user: string | null;
  extra: number;
}

test('next({ ctx }) replaces the context', async () => {
  const router = trpc
    .router<Ctx>()
    .middleware(({ ctx, next }) => next({ ctx: { user: ctx.user } }))
    .query('ctx', { resolve: ({ ctx }) => ctx });
  assert.deepEqual(await router.createCaller({ user: 'a', extra: 1 }).query('ctx'), { user: 'a' });
});

test('order: parent middlewares first, then the merged router ones, in the order added', async () => {
  const seen: string[] = [];
  const child = trpc
    .router<Ctx>()
    .middleware(({ next }) => {
      seen.push('child');
      return next();
    })
    .query('q', { resolve: () => seen.push('resolve') });
  const parent = trpc
    .router<Ctx>()
    .middleware(({ next }) => {
      seen.push('parent-1');
      return next();
    })
    .middleware(({ next }) => {
      seen.push('parent-2');
      return next();
    })
    .merge('child.', child);
  await parent.createCaller({ user: null, extra: 0 }).query('child.q');
  assert.deepEqual(seen, ['parent-1', 'parent-2', 'child', 'resolve']);
});

test('rawInput is unvalidated and validation runs after middlewares', async () => {
  const raws: unknown[] = [];
  const router = trpc
    .router<Ctx>()
    .middleware(({ rawInput, next }) => {
      raws.push(rawInput);
      return next();
    })
    .query('n', { input: z.number(), resolve: ({ input }) => input });
  const caller = router.createCaller({ user: null, extra: 0 });
  await assert.rejects(caller.query('n', 'not a number' as never), (err: unknown) => {
    assert.ok(err instanceof trpc.TRPCError);
    assert.equal(err.code, 'BAD_REQUEST');
    return true;
  });
  assert.deepEqual(raws, ['not a number']);
});

test('next() resolves to ok:false when the resolver throws; plain errors become INTERNAL_SERVER_ERROR', async () => {
  let observed: unknown;
  const router = trpc
    .router<Ctx>()
    .middleware(async ({ next }) => {
      const result = await next();
      observed = result.ok ? 'ok' : result.error.code;
      return result;
    })
    .query('boom', {
      resolve() {
        throw new Error('database down');
      },
    });
  await assert.rejects(router.createCaller({ user: null, extra: 0 }).query('boom'), (err: unknown) => {
    assert.ok(err instanceof trpc.TRPCError);
    assert.equal(err.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(err.message, 'database down');
    return true;
  });
  assert.equal(observed, 'INTERNAL_SERVER_ERROR');
});

test('a middleware that returns nothing fails the call', async () => {
  const router = trpc
    .router<Ctx>()
    // @ts-expect-error: the result of next() must be returned
    .middleware(async ({ next }) => {
      await next();
    })
    .query('q', { resolve: () => 1 });
  await assert.rejects(router.createCaller({ user: null, extra: 0 }).query('q'), (err: unknown) => {
    assert.ok(err instanceof trpc.TRPCError);
    assert.equal(err.code, 'INTERNAL_SERVER_ERROR');
    assert.match(err.message, /did you forget to `return next\(\)`/);
    return true;
  });
});

test('meta is passed to middlewares, undefined when not set', async () => {
  const metas: unknown[] = [];
  const router = trpc
    .router<Ctx, { requiresAuth: boolean }>()
    .middleware(({ meta, next }) => {
      metas.push(meta);
      return next();
    })
    .query('open', { resolve: () => 1 })
    .query('closed', { meta: { requiresAuth: true }, resolve: () => 2 });
  const caller = router.createCaller({ user: null, extra: 0 });
  await caller.query('open');
  await caller.query('closed');
  assert.deepEqual(metas, [undefined, { requiresAuth: true }]);
});

test('createContext runs once per HTTP request; UNAUTHORIZED is 401', async () => {
  let contexts = 0;
  const router = trpc
    .router<Ctx>()
    .query('a', { resolve: ({ ctx }) => ctx.extra })
    .query('b', { resolve: ({ ctx }) => ctx.extra })
    .query('secret', {
      resolve({ ctx }) {
        if (!ctx.user) throw new trpc.TRPCError({ code: 'UNAUTHORIZED' });
        return 'ok';
      },
    });
  const handler = createHTTPHandler({
    router,
    createContext: () => ({ user: null, extra: ++contexts }),
  });
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const client = createTRPCClient<typeof router>({
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
    const [a, b] = await Promise.all([client.query('a'), client.query('b')]);
    assert.equal(a, b);
    assert.equal(contexts, 1);
    await assert.rejects(client.query('secret'), (err: unknown) => {
      assert.ok(err instanceof TRPCClientError);
      assert.equal(err.data?.code, 'UNAUTHORIZED');
      assert.equal(err.data?.httpStatus, 401);
      assert.equal(err.message, 'UNAUTHORIZED');
      return true;
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
