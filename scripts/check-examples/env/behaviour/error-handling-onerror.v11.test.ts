/**
 * Behaviour promised by docs/server/error-handling.md and docs/server/adapters-intro.md (11.x):
 * what an adapter's `onError` gets and what it can do. Its return value is ignored, but it runs
 * before the error response is built and gets the same `TRPCError`, so assigning to
 * `error.message` there changes what the client receives (the pages used to say it cannot change
 * the response). `input` is the raw input, before validation.
 */
import assert from 'node:assert/strict';
import { initTRPC } from '@trpc-v11/server';
import { fetchRequestHandler } from '@trpc-v11/server/adapters/fetch';
import { z } from 'zod';
import { test } from 'node:test';

const t = initTRPC.create({ isDev: false });
const appRouter = t.router({
  boom: t.procedure.query(() => {
    throw new Error('db password=hunter2');
  }),
  save: t.procedure.input(z.object({ id: z.string() })).mutation(({ input }) => input),
});

type ErrorBody = { error: { message: string; data: { code: string; httpStatus: number } } };

test("onError's return value is ignored", async () => {
  const res = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request('http://localhost/trpc/boom'),
    router: appRouter,
    // A return value is not part of the type; cast to try it anyway
    onError: (() => ({ message: 'ignored' })) as () => void,
  });
  assert.equal(res.status, 500);
  const body = (await res.json()) as ErrorBody;
  assert.equal(body.error.message, 'db password=hunter2');
});

test('assigning to error.message in onError changes the response', async () => {
  const res = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request('http://localhost/trpc/boom'),
    router: appRouter,
    onError({ error }) {
      error.message = 'redacted';
    },
  });
  assert.equal(res.status, 500);
  const body = (await res.json()) as ErrorBody;
  assert.equal(body.error.message, 'redacted');
  assert.equal(body.error.data.code, 'INTERNAL_SERVER_ERROR');
});

test('onError gets the raw input, before validation, and the validator error as cause', async () => {
  const seen: { code: string; input: unknown; cause: string | undefined }[] = [];
  const res = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request('http://localhost/trpc/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 5 }),
    }),
    router: appRouter,
    onError({ error, input }) {
      seen.push({ code: error.code, input, cause: error.cause?.name });
    },
  });
  assert.equal(res.status, 400);
  assert.deepEqual(seen, [{ code: 'BAD_REQUEST', input: { id: 5 }, cause: 'ZodError' }]);
});
