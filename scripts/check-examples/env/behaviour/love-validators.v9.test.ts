/**
 * Behaviour behind src/partials/community/_love.mdx, which the 9.x Testimonials page shares
 * with 11.x and 10.x: it names Zod and Yup as validators, not Valibot, because tRPC 9.27.4
 * cannot use a Valibot 1 schema: defining the procedure throws "Could not find a validator fn".
 * Zod and Yup schemas work as inputs in every major.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as trpc from '@trpc-v9/server';
import * as v from 'valibot';
import * as yup from 'yup';
import { z } from 'zod';

test('9.27.4 rejects a Valibot 1 schema when the procedure is defined', () => {
  assert.throws(
    () => trpc.router().query('v', { input: v.object({ a: v.string() }), resolve: ({ input }) => input }),
    { message: 'Could not find a validator fn' },
  );
});

test('9.27.4 validates with Zod and Yup schemas', async () => {
  const caller = trpc
    .router()
    .query('zod', { input: z.object({ a: z.string() }), resolve: ({ input }) => input.a })
    .query('yup', { input: yup.object({ a: yup.string().required() }), resolve: ({ input }) => input.a })
    .createCaller({});
  assert.equal(await caller.query('zod', { a: 'x' }), 'x');
  assert.equal(await caller.query('yup', { a: 'y' }), 'y');
  await assert.rejects(caller.query('zod', { a: 1 } as never), { code: 'BAD_REQUEST' });
});
