/**
 * Behaviour promised by docs/server/validators.md (11.x): Zod schemas are run with `parse` first
 * and fall back to `parseAsync` for async refinements (added after v11.23); failures become
 * BAD_REQUEST with the validator's error as cause (StandardSchemaV1Error for Standard Schema
 * libraries such as Valibot); stacked inputs merge; output validation strips unknown keys and
 * fails with INTERNAL_SERVER_ERROR "Output validation failed".
 */
import assert from 'node:assert/strict';
import { initTRPC, StandardSchemaV1Error } from '@trpc-v11/server';
import * as v from 'valibot';
import { z, ZodError } from 'zod';
import { test } from 'node:test';

const t = initTRPC.create();

test('a Zod schema is run with parse, not parseAsync', async () => {
  const schema = z.object({ n: z.number() });
  const called: string[] = [];
  const parse = schema.parse.bind(schema);
  const parseAsync = schema.parseAsync.bind(schema);
  Object.assign(schema, {
    parse: (value: unknown) => (called.push('parse'), parse(value)),
    parseAsync: (value: unknown) => (called.push('parseAsync'), parseAsync(value)),
  });
  const caller = t.createCallerFactory(t.router({ q: t.procedure.input(schema).query(({ input }) => input.n) }))({});
  assert.equal(await caller.q({ n: 1 }), 1);
  assert.deepEqual(called, ['parse']);
});

test('an async refinement still works, and failures stay ZodErrors', async () => {
  const schema = z.object({ n: z.number() }).refine(async (value) => value.n > 0, 'must be positive');
  const caller = t.createCallerFactory(t.router({ q: t.procedure.input(schema).query(({ input }) => input.n) }))({});
  assert.equal(await caller.q({ n: 2 }), 2);
  await assert.rejects(caller.q({ n: -1 }), (error: { code: string; cause: unknown }) => {
    assert.equal(error.code, 'BAD_REQUEST');
    assert.ok(error.cause instanceof ZodError);
    return true;
  });
});

test('a Standard Schema library fails with StandardSchemaV1Error as cause', async () => {
  const caller = t.createCallerFactory(
    t.router({ q: t.procedure.input(v.object({ n: v.number() })).query(({ input }) => input.n) }),
  )({});
  await assert.rejects(caller.q({ n: 'x' } as never), (error: { code: string; cause: unknown }) => {
    assert.equal(error.code, 'BAD_REQUEST');
    assert.ok(error.cause instanceof StandardSchemaV1Error);
    assert.ok(error.cause.issues.length > 0);
    return true;
  });
});

test('stacked .input() calls merge their objects', async () => {
  const procedure = t.procedure
    .input(z.object({ roomId: z.string() }))
    .input(z.object({ text: z.string() }))
    .mutation(({ input }) => input);
  const caller = t.createCallerFactory(t.router({ send: procedure }))({});
  assert.deepEqual(await caller.send({ roomId: 'lobby', text: 'hi' }), { roomId: 'lobby', text: 'hi' });
});

test('output validation strips unknown keys and fails with INTERNAL_SERVER_ERROR', async () => {
  const output = z.object({ id: z.string() });
  const caller = t.createCallerFactory(
    t.router({
      me: t.procedure.output(output).query(() => ({ id: 'u1', passwordHash: 'secret' })),
      broken: t.procedure.output(output).query(() => ({ id: 1 }) as never),
    }),
  )({});
  assert.deepEqual(await caller.me(), { id: 'u1' });
  await assert.rejects(caller.broken(), { code: 'INTERNAL_SERVER_ERROR', message: 'Output validation failed' });
});
