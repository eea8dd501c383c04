/**
 * Behaviour promised by docs/server/middlewares.md and docs/server/error-handling.md (11.x):
 * what a thrown non-TRPCError becomes. Only an `Error` is kept as `cause`; strings and numbers
 * are wrapped in a new `Error`, plain objects are copied onto one, and null/undefined/arrays/
 * functions leave `cause` empty. Also: `next()` resolves (does not throw) on failure, calling it
 * twice runs the resolver twice, and a middleware that returns nothing fails the call.
 */
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { initTRPC, TRPCError } from '@trpc-v11/server';
import { test } from 'node:test';

const t = initTRPC.create({ isDev: true });

async function thrownThrough(where: 'resolver' | 'middleware', value: unknown): Promise<TRPCError> {
  const procedure =
    where === 'resolver'
      ? t.procedure.query(() => {
          throw value;
        })
      : t.procedure
          .use(() => {
            throw value;
          })
          .query(() => 'unreachable');
  const caller = t.createCallerFactory(t.router({ p: procedure }))({});
  try {
    await caller.p();
  } catch (error) {
    assert.ok(error instanceof TRPCError);
    return error;
  }
  throw new Error('the call did not fail');
}

for (const where of ['resolver', 'middleware'] as const) {
  test(`${where}: an Error is kept as the cause, with its message and stack`, async () => {
    const original = new RangeError('out of range');
    const error = await thrownThrough(where, original);
    assert.equal(error.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(error.cause, original);
    assert.equal(error.message, 'out of range');
    assert.equal(error.stack, original.stack);
  });

  test(`${where}: a string or number is wrapped in a new Error`, async () => {
    const fromString = await thrownThrough(where, 'boom');
    assert.ok(fromString.cause instanceof Error);
    assert.equal(fromString.cause.constructor, Error);
    assert.equal(fromString.cause.message, 'boom');
    assert.equal(fromString.message, 'boom');

    const fromNumber = await thrownThrough(where, 42);
    assert.equal(fromNumber.cause?.message, '42');
    assert.equal(fromNumber.message, '42');
  });

  test(`${where}: a plain object is copied onto a new Error`, async () => {
    const value = { message: 'from an object', retryable: true };
    const error = await thrownThrough(where, value);
    assert.ok(error.cause instanceof Error);
    assert.notEqual(error.cause, value);
    assert.equal((error.cause as unknown as { retryable: boolean }).retryable, true);
    assert.equal(error.message, 'from an object');

    const withoutMessage = await thrownThrough(where, { retryable: false });
    assert.equal(withoutMessage.message, '');
  });

  test(`${where}: null, undefined, arrays and functions leave cause empty`, async () => {
    for (const value of [null, undefined, [1, 2], () => 1]) {
      const error = await thrownThrough(where, value);
      assert.equal(error.cause, undefined);
      assert.equal(error.message, 'INTERNAL_SERVER_ERROR');
    }
  });
}

test('an Error from another realm keeps its name and stack (added after v11.19)', async () => {
  const foreign = vm.runInNewContext('new TypeError("from another realm")') as Error;
  assert.equal(foreign instanceof Error, false);
  const error = await thrownThrough('resolver', foreign);
  assert.equal(error.cause?.name, 'TypeError');
  assert.equal(error.cause?.message, 'from another realm');
  assert.equal(error.stack, foreign.stack);
});

test('next() resolves with ok: false instead of throwing', async () => {
  const seen: unknown[] = [];
  const procedure = t.procedure
    .use(async (opts) => {
      const result = await opts.next();
      seen.push(result.ok, result.ok ? null : result.error.code);
      return result;
    })
    .query(() => {
      throw new TRPCError({ code: 'CONFLICT' });
    });
  const caller = t.createCallerFactory(t.router({ p: procedure }))({});
  await assert.rejects(caller.p(), { code: 'CONFLICT' });
  assert.deepEqual(seen, [false, 'CONFLICT']);
});

test('calling next() twice runs the resolver twice', async () => {
  let runs = 0;
  const procedure = t.procedure
    .use(async (opts) => {
      await opts.next();
      return opts.next();
    })
    .query(() => ++runs);
  const caller = t.createCallerFactory(t.router({ p: procedure }))({});
  assert.equal(await caller.p(), 2);
});

test('a middleware that returns nothing fails with INTERNAL_SERVER_ERROR', async () => {
  const procedure = t.procedure
    .use((async (opts: { next: () => Promise<unknown> }) => {
      await opts.next();
    }) as never)
    .query(() => 1);
  const caller = t.createCallerFactory(t.router({ p: procedure }))({});
  await assert.rejects(caller.p(), {
    code: 'INTERNAL_SERVER_ERROR',
    message: 'No result from middlewares - did you forget to `return next()`?',
  });
});
