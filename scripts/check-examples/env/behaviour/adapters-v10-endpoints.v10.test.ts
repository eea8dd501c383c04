/**
 * Behaviour promised by the 10.x adapter pages (versioned_docs/version-10.x/
 * server/adapters-intro.md, adapters/standalone.md, express.md, fetch.mdx,
 * aws-lambda.md), tRPC 10.45.4:
 * - `batching: { enabled: false }` makes a batched request fail with 500;
 * - `maxBodySize` gives 413 PAYLOAD_TOO_LARGE; OPTIONS gets 405 without the
 *   `cors` middleware and 204 with it; HEAD gets an empty 204;
 * - a GET to a mutation is a 404 NOT_FOUND (v10 looks for a query);
 * - the standalone server serves from the root (`/trpc/x` is NOT_FOUND), and
 *   `listen(0)` returns the chosen port;
 * - Express: the middleware reads the body itself without `express.json()`; with
 *   it, a POST without a JSON content type reaches the procedure without input;
 * - Fetch: the body is only read with a JSON content type; `resHeaders` and
 *   `responseMeta` headers end up on the response;
 * - Lambda: payload 1.0 and 2.0 events, `{proxy+}` routing, last-segment routing
 *   for 1.0 events without path parameters, header arrays joined with ",",
 *   unknown payload versions throw;
 * - without `createContext`, procedures receive `ctx` as `undefined`.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { initTRPC } from '@trpc-v10/server';
import { awsLambdaRequestHandler } from '@trpc-v10/server/adapters/aws-lambda';
import { createExpressMiddleware } from '@trpc-v10/server/adapters/express';
import { fetchRequestHandler } from '@trpc-v10/server/adapters/fetch';
import { createHTTPServer } from '@trpc-v10/server/adapters/standalone';
import cors from 'cors';
import express from 'express';
import { z } from 'zod';

const t = initTRPC.context<{ resHeaders?: Headers } | undefined>().create();
const appRouter = t.router({
  greet: t.procedure.input(z.string()).query(({ input, ctx }) => {
    // Without createContext, v10 passes `ctx` as undefined.
    ctx?.resHeaders?.append('set-cookie', 'seen=1');
    return `hi ${input}`;
  }),
  save: t.procedure.input(z.object({ text: z.string() }).optional()).mutation(({ input }) => input?.text.length ?? -1),
});

async function withServer(opts: Parameters<typeof createHTTPServer>[0], fn: (base: string) => Promise<void>) {
  const s = createHTTPServer(opts);
  const { port } = s.listen(0);
  assert.equal(typeof port, 'number');
  try {
    await fn(`http://127.0.0.1:${port}`);
  } finally {
    s.server.close();
  }
}

const batchUrl = (base: string) =>
  `${base}/greet,greet?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: 'a', 1: 'b' }))}`;

test('standalone: batching, body size, methods and paths', async () => {
  await withServer({ router: appRouter, batching: { enabled: false }, maxBodySize: 100 }, async (base) => {
    let res = await fetch(batchUrl(base));
    assert.equal(res.status, 500);
    assert.match(await res.text(), /Batching is not enabled on the server/);

    res = await fetch(`${base}/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(200) }),
    });
    assert.equal(res.status, 413);

    res = await fetch(`${base}/greet`, { method: 'OPTIONS' });
    assert.equal(res.status, 405);

    res = await fetch(`${base}/greet`, { method: 'HEAD' });
    assert.equal(res.status, 204);

    res = await fetch(`${base}/save`);
    assert.equal(res.status, 404);
    assert.match(await res.text(), /No \\"query\\"-procedure on path \\"save\\"/);

    res = await fetch(`${base}/trpc/greet?input=%22a%22`);
    assert.equal(res.status, 404);
  });
  const ctxRouter = t.router({ ctxType: t.procedure.query(({ ctx }) => typeof ctx) });
  await withServer({ router: ctxRouter }, async (base) => {
    const res = await fetch(`${base}/ctxType`);
    assert.deepEqual(await res.json(), { result: { data: 'undefined' } });
  });
  await withServer({ router: appRouter, middleware: cors() }, async (base) => {
    const res = await fetch(`${base}/greet`, {
      method: 'OPTIONS',
      headers: { origin: 'http://x.test', 'access-control-request-method': 'GET' },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    const batch = await fetch(batchUrl(base));
    assert.equal(batch.status, 200);
  });
});

test('express: with and without express.json()', async () => {
  for (const withJson of [false, true]) {
    const app = express();
    if (withJson) app.use(express.json());
    app.use('/trpc', createExpressMiddleware({ router: appRouter }));
    const server = app.listen(0);
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/trpc`;
    try {
      const body = JSON.stringify({ text: 'abc' });
      const typed = await fetch(`${base}/save`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      assert.deepEqual(await typed.json(), { result: { data: 3 } });
      const untyped = await fetch(`${base}/save`, { method: 'POST', body });
      assert.deepEqual(await untyped.json(), { result: { data: withJson ? -1 : 3 } });
    } finally {
      server.close();
    }
  }
});

test('fetch: content type, resHeaders and responseMeta', async () => {
  const handle = (req: Request) =>
    fetchRequestHandler({
      endpoint: '/api/trpc/',
      req,
      router: appRouter,
      createContext: ({ resHeaders }) => ({ resHeaders }),
      responseMeta: () => ({ headers: { 'access-control-allow-origin': 'https://app.example.com' } }),
    });
  let res = await handle(new Request('http://x/api/trpc/greet?input=%22a%22'));
  assert.equal(res.headers.get('set-cookie'), 'seen=1');
  assert.equal(res.headers.get('access-control-allow-origin'), 'https://app.example.com');
  assert.deepEqual(await res.json(), { result: { data: 'hi a' } });
  const body = JSON.stringify({ text: 'abc' });
  res = await handle(new Request('http://x/api/trpc/save', { method: 'POST', body }));
  assert.deepEqual(await res.json(), { result: { data: -1 } });
  res = await handle(new Request('http://x/api/trpc/save', { method: 'POST', body, headers: { 'content-type': 'application/json' } }));
  assert.deepEqual(await res.json(), { result: { data: 3 } });
  res = await handle(new Request('http://x/api/trpc/greet', { method: 'OPTIONS' }));
  assert.equal(res.status, 405);
});

test('aws lambda: payload formats and routing', async () => {
  const handler = awsLambdaRequestHandler({
    router: appRouter,
    responseMeta: () => ({ headers: { 'x-multi': ['1', '2'] } }),
  });
  const context = {} as any;
  const v1 = (over: object) =>
    ({
      httpMethod: 'GET',
      path: '/trpc/greet',
      resource: '/trpc/{proxy+}',
      pathParameters: { proxy: 'greet' },
      queryStringParameters: { input: '"a"' },
      headers: {},
      body: null,
      isBase64Encoded: false,
      requestContext: {},
      ...over,
    }) as any;
  let out: any = await handler(v1({}), context);
  assert.equal(out.body, '{"result":{"data":"hi a"}}');
  assert.equal(out.headers['x-multi'], '1,2');
  out = await handler(v1({ resource: '/trpc/greet', pathParameters: null }), context);
  assert.equal(out.statusCode, 200);
  out = await handler(v1({ resource: '/trpc/{name}', pathParameters: { name: 'greet' } }), context);
  assert.equal(out.statusCode, 404);
  out = await handler(
    v1({
      httpMethod: 'POST',
      path: '/trpc/save',
      pathParameters: { proxy: 'save' },
      queryStringParameters: null,
      isBase64Encoded: true,
      body: Buffer.from(JSON.stringify({ text: 'abcd' })).toString('base64'),
    }),
    context,
  );
  assert.equal(out.body, '{"result":{"data":4}}');
  const v2 = {
    version: '2.0',
    routeKey: 'ANY /trpc/{proxy+}',
    rawPath: '/trpc/greet',
    rawQueryString: 'input=%22z%22',
    pathParameters: { proxy: 'greet' },
    queryStringParameters: { input: '"z"' },
    headers: {},
    isBase64Encoded: false,
    requestContext: { http: { method: 'GET' } },
  } as any;
  out = await handler(v2, context);
  assert.equal(out.body, '{"result":{"data":"hi z"}}');
  out = await handler({ ...v2, routeKey: 'GET /trpc/greet', pathParameters: undefined }, context);
  assert.equal(out.statusCode, 404);
  out = await handler({ ...v2, routeKey: '$default', rawPath: '/greet', pathParameters: undefined }, context);
  assert.equal(out.statusCode, 200);
  out = await handler({ ...v2, requestContext: { http: { method: 'HEAD' } } }, context);
  assert.equal(out.statusCode, 204);
  await assert.rejects(handler({ ...v2, version: '3.0' }, context), /Custom payload format version/);
});
