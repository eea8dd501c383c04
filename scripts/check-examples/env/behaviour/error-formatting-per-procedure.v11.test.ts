/**
 * Behaviour promised by docs/server/error-formatting.md (11.x): `.errors()` formatters (added
 * after v11.19) run from the last to the first, `undefined` passes the error on, a returned
 * shape bypasses the root errorFormatter, a formatter only sees errors of later steps, and
 * `data.httpStatus` sets the status. Also: with `data` removed by the root formatter, the status
 * follows the original code (added after v11.23).
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initTRPC, TRPCError } from '@trpc-v11/server';
import { createHTTPServer } from '@trpc-v11/server/adapters/standalone';
import { z } from 'zod';
import { after, before, test } from 'node:test';

class QuotaExceededError extends Error {
  constructor(public readonly retryAfterSeconds: number) {
    super('Quota exceeded');
  }
}

const calls: string[] = [];
const t = initTRPC.create({
  isDev: false,
  errorFormatter({ shape }) {
    calls.push('root');
    return { ...shape, data: { ...shape.data, fromRoot: true } };
  },
});

const metered = t.procedure
  .errors(({ shape, error }) => {
    calls.push('first');
    if (error.cause instanceof QuotaExceededError) {
      return { ...shape, data: { ...shape.data, kind: 'QUOTA' as const, retryAfterSeconds: error.cause.retryAfterSeconds } };
    }
    return undefined;
  })
  .errors(({ shape, error }) => {
    calls.push('second');
    return error.code === 'BAD_REQUEST' ? { ...shape, data: { ...shape.data, kind: 'INPUT' as const } } : undefined;
  });

const appRouter = t.router({
  quota: metered.query(() => {
    throw new QuotaExceededError(30);
  }),
  conflict: metered.query(() => {
    throw new TRPCError({ code: 'CONFLICT' });
  }),
  validated: metered.input(z.object({ n: z.number() })).query(({ input }) => input.n),
  inputBefore: t.procedure
    .input(z.object({ n: z.number() }))
    .errors(({ shape }) => ({ ...shape, data: { ...shape.data, kind: 'SEEN' as const } }))
    .query(({ input }) => input.n),
  teapot: t.procedure
    .errors(({ shape }) => ({ ...shape, data: { ...shape.data, httpStatus: 418 } }))
    .query(() => {
      throw new Error('short and stout');
    }),
});

const bare = initTRPC.create({
  errorFormatter: ({ shape }) => ({ message: shape.message, code: shape.code }) as never,
});
const bareRouter = bare.router({
  notImplemented: bare.procedure.query(() => {
    throw new TRPCError({ code: 'NOT_IMPLEMENTED' });
  }),
});

const servers: Server[] = [];
let url = '';
let bareUrl = '';

async function listen(server: Server) {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

before(async () => {
  url = await listen(createHTTPServer({ router: appRouter }));
  bareUrl = await listen(createHTTPServer({ router: bareRouter }));
});

after(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function get(path: string) {
  const res = await fetch(`${url}/${path}`);
  const body = (await res.json()) as { error: { data: Record<string, unknown> } };
  return { status: res.status, data: body.error.data };
}

test('the last .errors() runs first; a returned shape skips the root formatter', async () => {
  calls.length = 0;
  const { status, data } = await get('quota');
  assert.deepEqual(calls, ['second', 'first']);
  assert.equal(status, 500);
  assert.deepEqual(data, { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: 'quota', kind: 'QUOTA', retryAfterSeconds: 30 });
});

test('when every .errors() returns undefined the root formatter shapes the error', async () => {
  calls.length = 0;
  const { status, data } = await get('conflict');
  assert.deepEqual(calls, ['second', 'first', 'root']);
  assert.equal(status, 409);
  assert.equal(data.fromRoot, true);
});

test('.errors() before .input() sees validation errors, after it does not', async () => {
  const bad = `?input=${encodeURIComponent(JSON.stringify({ n: 'x' }))}`;
  assert.equal((await get(`validated${bad}`)).data.kind, 'INPUT');
  const after = await get(`inputBefore${bad}`);
  assert.equal(after.data.kind, undefined);
  assert.equal(after.data.fromRoot, true);
});

test('data.httpStatus from an .errors() shape sets the HTTP status', async () => {
  assert.equal((await get('teapot')).status, 418);
});

test('without data.httpStatus the status follows the original error code', async () => {
  const res = await fetch(`${bareUrl}/notImplemented`);
  assert.equal(res.status, 501);
  assert.deepEqual(await res.json(), { error: { message: 'NOT_IMPLEMENTED', code: -32603 } });
});
