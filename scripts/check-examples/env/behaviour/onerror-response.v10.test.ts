/**
 * Behaviour promised by the 10.x Adapters and Error Handling pages
 * (versioned_docs/version-10.x/server/adapters-intro.md, server/error-handling.md),
 * tRPC 10.45.4:
 * - `onError`'s return value is ignored, but it runs before the error body is
 *   built, from the same `TRPCError`: assigning `error.message` in `onError`
 *   changes the message the client receives (the pages used to say `onError`
 *   cannot change the response);
 * - when `createContext` throws, `onError` runs once with `path` undefined and a
 *   batched request gets one error object, not an array;
 * - an unsupported method reaches `onError` with `type: 'unknown'` and a 405.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { initTRPC, TRPCError } from '@trpc-v10/server';
import { fetchRequestHandler } from '@trpc-v10/server/adapters/fetch';

const t = initTRPC.create({ isDev: false });
const appRouter = t.router({
  ok: t.procedure.query(() => 1),
  boom: t.procedure.query(() => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
  }),
});

test('assigning error.message in onError changes the response; the return value does not', async () => {
  const res = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request('http://localhost/trpc/boom'),
    router: appRouter,
    createContext: () => ({}),
    onError({ error }) {
      error.message = 'Something went wrong';
      return { message: 'ignored' } as unknown as void;
    },
  });
  assert.equal(res.status, 500);
  const body = (await res.json()) as { error: { message: string } };
  assert.equal(body.error.message, 'Something went wrong');
});

test('createContext throwing: one onError without path, one error object for a batch', async () => {
  const calls: { path: string | undefined; code: string }[] = [];
  const res = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(`http://localhost/trpc/ok,ok?batch=1&input=${encodeURIComponent('{}')}`),
    router: appRouter,
    createContext: () => {
      throw new TRPCError({ code: 'UNAUTHORIZED' });
    },
    onError: ({ path, error }) => calls.push({ path, code: error.code }),
  });
  assert.equal(res.status, 401);
  const body = (await res.json()) as unknown;
  assert.equal(Array.isArray(body), false);
  assert.deepEqual(calls, [{ path: undefined, code: 'UNAUTHORIZED' }]);
});

test('an unsupported method: 405 and onError type "unknown"', async () => {
  const types: string[] = [];
  const res = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request('http://localhost/trpc/ok', { method: 'PUT' }),
    router: appRouter,
    createContext: () => ({}),
    onError: ({ type }) => types.push(type),
  });
  assert.equal(res.status, 405);
  assert.deepEqual(types, ['unknown']);
});
