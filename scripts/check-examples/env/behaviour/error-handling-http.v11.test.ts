/**
 * Behaviour promised by docs/server/error-handling.md (11.x): the error body, 207 for mixed
 * batches, errors tRPC raises itself (405 with an `Allow` header since v11.23, 415 with the
 * content type compared as a media type, 400 for a badly encoded path), and a throwing `createContext` failing every call of a batch, with
 * `onError` called per call with `ctx` and `input` undefined.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initTRPC, TRPCError } from '@trpc-v11/server';
import { createHTTPServer } from '@trpc-v11/server/adapters/standalone';
import { z } from 'zod';
import { after, before, test } from 'node:test';

const t = initTRPC.context<{ userId: string }>().create({ isDev: false });
const appRouter = t.router({
  post: t.router({
    byId: t.procedure.input(z.object({ id: z.string() })).query(({ input }) => {
      throw new TRPCError({ code: 'NOT_FOUND', message: `No post with id "${input.id}"` });
    }),
  }),
  ok: t.procedure.query(() => 'fine'),
  create: t.procedure.mutation(() => 'created'),
  save: t.procedure.input(z.object({ title: z.string() }).optional()).mutation(({ input }) => input ?? 'no input'),
});

interface Logged {
  code: string;
  path: string | undefined;
  type: string;
  ctx: unknown;
  input: unknown;
}
const servers: Server[] = [];
let url = '';
let failingUrl = '';
const logged: Logged[] = [];

async function listen(server: Server) {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

before(async () => {
  url = await listen(createHTTPServer({ router: appRouter, createContext: () => ({ userId: 'u1' }) }));
  failingUrl = await listen(
    createHTTPServer({
      router: appRouter,
      createContext: () => {
        throw new Error('session store down');
      },
      onError: ({ error, path, type, ctx, input }) => logged.push({ code: error.code, path, type, ctx, input }),
    }),
  );
});

after(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

test('a thrown TRPCError produces the documented body and status', async () => {
  const res = await fetch(`${url}/post.byId?input=${input({ id: '42' })}`);
  assert.equal(res.status, 404);
  assert.deepEqual(await res.json(), {
    error: {
      message: 'No post with id "42"',
      code: -32004,
      data: { code: 'NOT_FOUND', httpStatus: 404, path: 'post.byId' },
    },
  });
});

test('a batch with different outcomes answers 207, one with the same error answers that status', async () => {
  const mixed = await fetch(`${url}/ok,post.byId?batch=1&input=${input({ 1: { id: '1' } })}`);
  assert.equal(mixed.status, 207);
  const same = await fetch(`${url}/post.byId,post.byId?batch=1&input=${input({ 0: { id: '1' }, 1: { id: '2' } })}`);
  assert.equal(same.status, 404);
});

test('a GET to a mutation is 405 with an Allow header', async () => {
  const res = await fetch(`${url}/create`);
  assert.equal(res.status, 405);
  assert.equal(res.headers.get('allow'), 'POST');
});

test('an unsupported content type is 415', async () => {
  const res = await fetch(`${url}/create`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<x/>' });
  assert.equal(res.status, 415);
  const body = (await res.json()) as { error: { data: { code: string } } };
  assert.equal(body.error.data.code, 'UNSUPPORTED_MEDIA_TYPE');
});

test('the content type is compared as a media type (added after v11.19)', async () => {
  const post = (contentType: string, body: string) =>
    fetch(`${url}/create`, { method: 'POST', headers: { 'content-type': contentType }, body });
  assert.equal((await post('Application/JSON; charset=utf-8', '{}')).status, 200);
  assert.equal((await post('application/jsonx', '{}')).status, 415);
  // An empty body is a call without input
  const empty = await fetch(`${url}/save`, { method: 'POST', headers: { 'content-type': 'application/json' } });
  assert.deepEqual(await empty.json(), { result: { data: 'no input' } });
});

test('a badly percent-encoded path is 400 BAD_REQUEST', async () => {
  const res = await fetch(`${url}/ok%E0%A4%A`);
  assert.equal(res.status, 400);
  const body = (await res.json()) as { error: { message: string } };
  assert.match(body.error.message, /^Invalid URL-encoding in path/);
});

test('a throwing createContext fails every call of the batch; onError runs per call', async () => {
  logged.length = 0;
  const res = await fetch(`${failingUrl}/ok,post.byId?batch=1&input=${input({ 1: { id: '1' } })}`);
  assert.equal(res.status, 500);
  const body = (await res.json()) as { error: { message: string } }[];
  assert.deepEqual(
    body.map((item) => item.error.message),
    ['session store down', 'session store down'],
  );
  assert.deepEqual(logged, [
    { code: 'INTERNAL_SERVER_ERROR', path: 'ok', type: 'query', ctx: undefined, input: undefined },
    { code: 'INTERNAL_SERVER_ERROR', path: 'post.byId', type: 'query', ctx: undefined, input: undefined },
  ]);
});
