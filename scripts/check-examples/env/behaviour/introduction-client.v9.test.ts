/**
 * Behaviour promised by the 9.x introduction and the blog post "Introducing
 * tRPC" (tRPC 9.27.x):
 * - a client created with only `url` batches calls made at the same time into
 *   one HTTP request (its default link is `httpBatchLink`);
 * - queries are sent as GET and mutations as POST;
 * - the input validator runs before `resolve`: a bad input is answered with
 *   BAD_REQUEST and the resolver never runs;
 * - `.merge('post.', postRouter)` exposes the child's procedures as `post.*`;
 * - a router's `.middleware()` applies to the procedures added after it only.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createTRPCClient, TRPCClientError } from '@trpc-v9/client';
import * as trpc from '@trpc-v9/server';
import { createHTTPHandler } from '@trpc-v9/server/adapters/standalone';
import { z } from 'zod';

let resolverCalls = 0;
const middlewareSeen: string[] = [];

const postRouter = trpc
  .router()
  .query('list', { resolve: () => ['first'] })
  .mutation('add', {
    input: z.object({ title: z.string().min(1) }),
    resolve({ input }) {
      resolverCalls++;
      return { title: input.title };
    },
  });

const appRouter = trpc
  .router()
  .query('open', { resolve: () => 'open' })
  .middleware(async ({ path, next }) => {
    middlewareSeen.push(path);
    return next();
  })
  .query('hello', {
    input: z.object({ name: z.string().optional() }).optional(),
    resolve({ input }) {
      return { greeting: `Hello, ${input?.name ?? 'world'}!` };
    },
  })
  .merge('post.', postRouter);

type AppRouter = typeof appRouter;

const requests: { method: string; url: string }[] = [];
let server: http.Server;
let base = '';

before(async () => {
  const handler = createHTTPHandler({ router: appRouter, createContext: () => ({}) });
  server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '' });
    void handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('a client created with `url` batches simultaneous calls into one request', async () => {
  requests.length = 0;
  const client = createTRPCClient<AppRouter>({ url: base });
  const [a, b, list] = await Promise.all([
    client.query('hello', { name: 'Lin' }),
    client.query('hello'),
    client.query('post.list'),
  ]);
  assert.equal(a.greeting, 'Hello, Lin!');
  assert.equal(b.greeting, 'Hello, world!');
  assert.deepEqual(list, ['first']);
  assert.equal(requests.length, 1);
  assert.equal(requests[0]!.method, 'GET');
  assert.match(requests[0]!.url, /^\/hello,hello,post\.list\?batch=1/);
});

test('a mutation is sent as POST', async () => {
  requests.length = 0;
  const client = createTRPCClient<AppRouter>({ url: base });
  assert.deepEqual(await client.mutation('post.add', { title: 'tRPC' }), { title: 'tRPC' });
  assert.equal(requests.length, 1);
  assert.equal(requests[0]!.method, 'POST');
  assert.match(requests[0]!.url, /^\/post\.add\?batch=1/);
});

test('bad input is rejected with BAD_REQUEST before resolve runs', async () => {
  resolverCalls = 0;
  const client = createTRPCClient<AppRouter>({ url: base });
  await assert.rejects(client.mutation('post.add', { title: '' }), (err: unknown) => {
    assert.ok(err instanceof TRPCClientError);
    assert.equal(err.data?.code, 'BAD_REQUEST');
    assert.equal(err.data?.httpStatus, 400);
    return true;
  });
  assert.equal(resolverCalls, 0);
});

test('a middleware runs only for the procedures added after it', async () => {
  middlewareSeen.length = 0;
  const caller = appRouter.createCaller({});
  assert.equal(await caller.query('open'), 'open');
  assert.deepEqual(await caller.query('hello'), { greeting: 'Hello, world!' });
  assert.deepEqual(middlewareSeen, ['hello']);
});
