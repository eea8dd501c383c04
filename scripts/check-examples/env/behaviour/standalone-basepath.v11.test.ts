/**
 * Behaviour promised by docs/server/adapters/standalone.md (11.x): how
 * `basePath` is cut from the URL. Since v11.23 the slashes around it are
 * trimmed, so `'/trpc'` and `'/trpc/'` work alike, and the adapter still does
 * not check that a request's path starts with `basePath`.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { initTRPC } from '@trpc-v11/server';
import { createHTTPHandler } from '@trpc-v11/server/adapters/standalone';
import { after, before, test } from 'node:test';

const t = initTRPC.create();
const appRouter = t.router({
  greet: t.procedure.query(() => 'hello'),
});

const servers: http.Server[] = [];
const bases: Record<string, string> = {};

before(async () => {
  for (const basePath of ['/trpc', '/trpc/']) {
    const server = http.createServer(createHTTPHandler({ router: appRouter, basePath }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    bases[basePath] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
});

after(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function body(url: string) {
  const res = await fetch(url);
  return { status: res.status, text: await res.text() };
}

test('basePath with or without the trailing slash serves /trpc/greet', async () => {
  for (const base of Object.values(bases)) {
    assert.deepEqual(await body(`${base}/trpc/greet`), { status: 200, text: '{"result":{"data":"hello"}}' });
  }
});

test('a trailing slash on the request path is ignored', async () => {
  assert.equal((await body(`${bases['/trpc']}/trpc/greet/`)).status, 200);
});

test('the prefix is cut by length, not matched', async () => {
  // `/abcd/greet` also reaches `greet`: route only matching requests to the handler
  assert.equal((await body(`${bases['/trpc']}/abcd/greet`)).status, 200);
  assert.equal((await body(`${bases['/trpc']}/greet`)).status, 404);
});
