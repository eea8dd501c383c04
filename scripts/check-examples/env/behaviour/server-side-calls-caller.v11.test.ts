/**
 * Behaviour promised by docs/server/server-side-calls.md (11.x): a context function runs once per
 * procedure call, an error it throws reaches the caller unchanged while onError gets a
 * TRPCError, resolver errors reject with TRPCError, `signal` is passed through, `batchIndex`
 * is 0, unknown paths reject with NOT_FOUND, and results are not serialized.
 */
import assert from 'node:assert/strict';
import { initTRPC, TRPCError } from '@trpc-v11/server';
import { z } from 'zod';
import { test } from 'node:test';

const t = initTRPC.context<{ user: string | null }>().create();
const appRouter = t.router({
  echo: t.procedure
    .input(z.object({ n: z.number() }))
    .query(({ input, signal, batchIndex }) => ({ n: input.n, hasSignal: signal !== undefined, batchIndex, at: new Date(0) })),
  fail: t.procedure.query(() => {
    throw new Error('plain failure');
  }),
});
const createCaller = t.createCallerFactory(appRouter);

test('a context function is called once per procedure call', async () => {
  let calls = 0;
  const caller = createCaller(() => {
    calls++;
    return { user: 'u1' };
  });
  await caller.echo({ n: 1 });
  await caller.echo({ n: 2 });
  assert.equal(calls, 2);
});

test('results are the resolver values, not serialized', async () => {
  const result = await createCaller({ user: null }).echo({ n: 1 });
  assert.ok(result.at instanceof Date);
  assert.equal(result.batchIndex, 0);
  assert.equal(result.hasSignal, false);
});

test('the signal option reaches the resolver', async () => {
  const result = await createCaller({ user: null }, { signal: new AbortController().signal }).echo({ n: 1 });
  assert.equal(result.hasSignal, true);
});

test('resolver errors reject with a TRPCError; onError sees them first', async () => {
  const seen: unknown[] = [];
  const caller = createCaller({ user: 'u1' }, { onError: ({ error, path, type, input }) => seen.push(error.code, path, type, input) });
  await assert.rejects(caller.fail(), (error: unknown) => {
    assert.ok(error instanceof TRPCError);
    assert.equal(error.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(error.cause?.message, 'plain failure');
    return true;
  });
  await assert.rejects(caller.echo({ n: 'x' } as never), { code: 'BAD_REQUEST' });
  assert.deepEqual(seen, ['INTERNAL_SERVER_ERROR', 'fail', 'query', undefined, 'BAD_REQUEST', 'echo', 'query', { n: 'x' }]);
});

test('an error thrown by the context function is rethrown unchanged', async () => {
  const original = new Error('no session');
  let reported: unknown;
  const caller = createCaller(
    () => {
      throw original;
    },
    { onError: ({ error, ctx }) => (reported = [error instanceof TRPCError, error.cause, ctx]) },
  );
  await assert.rejects(caller.echo({ n: 1 }), (error: unknown) => error === original);
  assert.deepEqual(reported, [true, original, undefined]);
});

test('an unknown path rejects with NOT_FOUND', async () => {
  const caller = createCaller({ user: null }) as unknown as { missing: () => Promise<unknown> };
  await assert.rejects(caller.missing(), { code: 'NOT_FOUND' });
});
