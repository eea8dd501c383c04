/**
 * Behaviour promised by the 9.x page "Usage with Next.js"
 * (versioned_docs/version-9.x/nextjs/introduction.md), tRPC 9.27.4 with
 * Next.js 15's API-route resolver (`apiResolver`, the function `next start`
 * runs for `pages/api/*`, imported from Next's internals):
 * - client options with both `url` and `links` compile, and `links` wins
 *   (the page once said TypeScript rejects both);
 * - `[trpc].ts` and `[...trpc].ts` both work (segments joined with `/`);
 *   any other name answers 500 'Query "trpc" not found …';
 * - Next.js parses the body first: `maxBodySize` is ignored, Next's 1 MB limit
 *   answers 413; with `bodyParser: false`, `maxBodySize` applies and the
 *   connection is destroyed;
 * - Node's fetch rejects a relative URL such as `/api/trpc`.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { createTRPCClient } from '@trpc-v9/client';
import { httpBatchLink } from '@trpc-v9/client/links/httpBatchLink';
import * as trpc from '@trpc-v9/server';
import { createNextApiHandler } from '@trpc-v9/server/adapters/next';
import { createHTTPHandler } from '@trpc-v9/server/adapters/standalone';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver.js';
import { z } from 'zod';

const router = trpc
  .router()
  .query('hello', { resolve: () => 'hello' })
  .mutation('echo', { input: z.object({ text: z.string() }), resolve: ({ input }) => input.text.length });

type Query = Record<string, string | string[]>;

/** Serves `handler` as a Next.js API route; `query` plays the route's dynamic segments. */
async function nextRoute(
  handler: ReturnType<typeof createNextApiHandler>,
  toQuery: (url: string) => Query,
  config: object = {},
) {
  const server = http.createServer((req, res) => {
    void apiResolver(req, res, toQuery(req.url ?? ''), { default: handler, config }, {} as never, false, true, '/api/trpc');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
const procedurePath = (url: string) => url.split('?')[0].replace(/^\/api\/trpc\//, '');

test('url and links together: links wins', async () => {
  const hits: string[] = [];
  const handler = createHTTPHandler({ router });
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    req.url = req.url?.replace(/^\/from-(url|links)/, '');
    void handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const client = createTRPCClient<typeof router>({
      url: `${base}/from-url`,
      links: [httpBatchLink({ url: `${base}/from-links` })],
    });
    assert.equal(await client.query('hello'), 'hello');
    assert.equal(hits.length, 1);
    assert.match(hits[0], /^\/from-links\//);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('[trpc] and [...trpc] work; any other segment name answers 500', async () => {
  const handler = createNextApiHandler({ router });
  const single = await nextRoute(handler, (url) => ({ trpc: procedurePath(url) }));
  const catchAll = await nextRoute(handler, (url) => ({ trpc: procedurePath(url).split('.') }));
  const wrong = await nextRoute(handler, (url) => ({ path: procedurePath(url) }));
  try {
    assert.equal((await fetch(`${single.base}/api/trpc/hello`)).status, 200);
    // ['hello'] joined with '/' is 'hello'; a dotted path would become 'a/b'.
    assert.equal((await fetch(`${catchAll.base}/api/trpc/hello`)).status, 200);
    const res = await fetch(`${wrong.base}/api/trpc/hello`);
    assert.equal(res.status, 500);
    const body = (await res.json()) as { error: { message: string } };
    assert.equal(body.error.message, 'Query "trpc" not found - is the file named `[trpc]`.ts or `[...trpc].ts`?');
  } finally {
    await single.close();
    await catchAll.close();
    await wrong.close();
  }
});

test("Next.js parses the body: maxBodySize is skipped unless bodyParser is off; Next's 1 MB limit gives 413", async () => {
  const codes: string[] = [];
  const handler = createNextApiHandler({ router, maxBodySize: 10, onError: ({ error }) => codes.push(error.code) });
  const parsed = await nextRoute(handler, (url) => ({ trpc: procedurePath(url) }));
  const raw = await nextRoute(handler, (url) => ({ trpc: procedurePath(url) }), { api: { bodyParser: false } });
  const post = (base: string, text: string) =>
    fetch(`${base}/api/trpc/echo`, {
      method: 'POST',
      body: JSON.stringify({ text }),
      headers: { 'content-type': 'application/json' },
    });
  try {
    const small = await post(parsed.base, 'x'.repeat(1000));
    assert.equal(small.status, 200);
    assert.deepEqual(await small.json(), { id: null, result: { type: 'data', data: 1000 } });
    const huge = await post(parsed.base, 'x'.repeat(1100 * 1024));
    assert.equal(huge.status, 413);
    assert.equal(await huge.text(), 'Body exceeded 1mb limit');
    assert.deepEqual(codes, []);
    await assert.rejects(post(raw.base, 'x'.repeat(1000)), TypeError);
    assert.deepEqual(codes, ['PAYLOAD_TOO_LARGE']);
  } finally {
    await parsed.close();
    await raw.close();
  }
});

test("Node's fetch rejects a relative URL", async () => {
  await assert.rejects(fetch('/api/trpc/hello'), TypeError);
});
