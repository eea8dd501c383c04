/**
 * Behaviour the blog post "Writing a tiny tRPC client" (tRPC v10) relies on:
 * a v10 standalone server answers `GET /<path>?input=<JSON>` for a query and
 * `POST /<path>` with a JSON body for a mutation, replies
 * `{ result: { data } }` on success and `{ error: { message, code, data } }`
 * on failure (a Zod rejection is BAD_REQUEST, HTTP 400), and the post's
 * recursive proxy turns property paths into those requests; `await` on a
 * branch of the proxy does not call it (the `then` guard).
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { initTRPC } from '@trpc-v10/server';
import { createHTTPHandler } from '@trpc-v10/server/adapters/standalone';
import { z } from 'zod';

const t = initTRPC.create();
const posts = [{ id: 1, title: 'Hello tRPC' }];
const appRouter = t.router({
  greeting: t.procedure.query(() => 'Hello from the server'),
  post: t.router({
    byId: t.procedure
      .input(z.object({ id: z.number() }))
      .query(({ input }) => posts.find((post) => post.id === input.id) ?? null),
    create: t.procedure.input(z.object({ title: z.string().min(1) })).mutation(({ input }) => {
      const post = { id: posts.length + 1, title: input.title };
      posts.push(post);
      return post;
    }),
  }),
});

// The runtime half of the post's client, unchanged.
function createRecursiveProxy(
  callback: (opts: { path: readonly string[]; args: readonly unknown[] }) => unknown,
  path: readonly string[] = [],
): unknown {
  return new Proxy(() => {}, {
    get(_target, key) {
      if (typeof key !== 'string' || key === 'then') return undefined;
      return createRecursiveProxy(callback, [...path, key]);
    },
    apply(_target, _thisArg, args) {
      return callback({ path, args });
    },
  });
}

class TinyRPCError extends Error {
  constructor(public readonly shape: { message: string; code: number; data: { code: string; httpStatus: number } }) {
    super(shape.message);
  }
}

const calls: { method: string; url: string }[] = [];

function createTinyRPCClient(baseUrl: string): any {
  return createRecursiveProxy(async ({ path, args }) => {
    const method = path[path.length - 1];
    const procedurePath = path.slice(0, -1).join('.');
    const input = args[0];
    let response: Response;
    if (method === 'query') {
      const url = new URL(`${baseUrl}/${procedurePath}`);
      if (input !== undefined) url.searchParams.set('input', JSON.stringify(input));
      calls.push({ method: 'GET', url: url.pathname + url.search });
      response = await fetch(url);
    } else if (method === 'mutate') {
      calls.push({ method: 'POST', url: `/${procedurePath}` });
      response = await fetch(`${baseUrl}/${procedurePath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: input === undefined ? undefined : JSON.stringify(input),
      });
    } else {
      throw new Error(`Unknown method "${method}" on "${procedurePath}"`);
    }
    const body = await response.json();
    if ('error' in body) throw new TinyRPCError(body.error);
    return body.result.data;
  });
}

let httpServer: http.Server;
let base = '';

before(async () => {
  httpServer = http.createServer(createHTTPHandler({ router: appRouter }));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

after(async () => {
  await new Promise((resolve) => httpServer.close(resolve));
});

test('the raw envelope of a v10 query', async () => {
  const res = await fetch(`${base}/post.byId?input=${encodeURIComponent(JSON.stringify({ id: 1 }))}`);
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { result: { data: { id: 1, title: 'Hello tRPC' } } });
});

test('the tiny client calls queries and mutations', async () => {
  calls.length = 0;
  const client = createTinyRPCClient(base);
  assert.equal(await client.greeting.query(), 'Hello from the server');
  const created = await client.post.create.mutate({ title: 'Written with a tiny client' });
  assert.deepEqual(created, { id: 2, title: 'Written with a tiny client' });
  assert.deepEqual(await client.post.byId.query({ id: created.id }), created);
  assert.deepEqual(
    calls.map((c) => `${c.method} ${c.url.split('?')[0]}`),
    ['GET /greeting', 'POST /post.create', 'GET /post.byId'],
  );
});

test('a rejected input arrives as an error envelope with BAD_REQUEST', async () => {
  const client = createTinyRPCClient(base);
  await assert.rejects(client.post.create.mutate({ title: '' }), (err: unknown) => {
    assert.ok(err instanceof TinyRPCError);
    assert.equal(err.shape.data.code, 'BAD_REQUEST');
    assert.equal(err.shape.data.httpStatus, 400);
    assert.equal(err.shape.code, -32600);
    return true;
  });
});

test('awaiting a branch of the proxy does not call it', async () => {
  calls.length = 0;
  const client = createTinyRPCClient(base);
  const branch = await client.post;
  assert.equal(typeof branch, 'function');
  assert.equal(calls.length, 0);
});
