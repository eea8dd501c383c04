/**
 * Behaviour promised by docs/server/validators.md (11.x): tRPC picks a validator by its shape.
 * A codec with an `assert` method (the shape of npm's `scale-codec`, from the paritytech/scale-ts
 * repository) works; a codec with only `enc`/`dec` (the shape of npm's `scale-ts`, a different
 * library that the page used to name) is rejected by `.input()` with "Could not find a validator
 * fn". An object with both `parse` and `assert` (runtypes 7) is run with `parse`. And `.output()`
 * on a subscription receives the whole async iterable, so an object schema rejects it.
 */
import assert from 'node:assert/strict';
import { initTRPC } from '@trpc-v11/server';
import { z } from 'zod';
import { test } from 'node:test';

const t = initTRPC.create();

test('a codec with an assert method validates input', async () => {
  const codec = {
    assert(value: unknown): asserts value is { a: string } {
      if (typeof (value as { a?: unknown })?.a !== 'string') throw new Error('typeof value.a !== "string"');
    },
  };
  const router = t.router({ p: t.procedure.input(codec).query(({ input }) => input.a) });
  const caller = t.createCallerFactory(router)({});
  assert.equal(await caller.p({ a: 'x' }), 'x');
  await assert.rejects(caller.p({ a: 1 } as never), { code: 'BAD_REQUEST', message: 'typeof value.a !== "string"' });
});

test('a codec with only enc/dec is not a validator', () => {
  const codec = { enc: (value: unknown) => value, dec: (value: unknown) => value };
  assert.throws(() => t.procedure.input(codec as never), { message: 'Could not find a validator fn' });
});

test('parse is preferred over assert', async () => {
  const calls: string[] = [];
  const runtype = {
    parse(value: unknown) {
      calls.push('parse');
      return value as { a: string };
    },
    assert(_value: unknown) {
      calls.push('assert');
    },
  };
  const router = t.router({ p: t.procedure.input(runtype).query(({ input }) => input) });
  await t.createCallerFactory(router)({}).p({ a: 'x' });
  assert.deepEqual(calls, ['parse']);
});

test('.output() on a subscription gets the iterable: an object schema rejects it', async () => {
  const router = t.router({
    // @ts-expect-error the types reject an object schema on a subscription too
    ticks: t.procedure.output(z.object({ n: z.number() })).subscription(async function* () {
      yield { n: 1 };
    }),
  });
  await assert.rejects(t.createCallerFactory(router)({}).ticks(), {
    code: 'INTERNAL_SERVER_ERROR',
    message: 'Output validation failed',
  });
});
