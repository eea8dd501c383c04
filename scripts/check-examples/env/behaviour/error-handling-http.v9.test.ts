/**
 * Behaviour promised by the 9.x page "Error Handling"
 * (versioned_docs/version-9.x/server/error-handling.md), tRPC 9.27.4:
 * - `maxBodySize`: when the adapter reads the body itself (standalone,
 *   Express without a body parser) and it passes the limit, `onError` gets
 *   PAYLOAD_TOO_LARGE but the socket is destroyed: the client sees a network
 *   error, never a 413. Behind a body parser (`express.json()`) the limit is
 *   not applied at all (the page once promised PAYLOAD_TOO_LARGE there);
 * - the codes tRPC raises itself: NOT_FOUND, METHOD_NOT_SUPPORTED (PUT, PATCH),
 *   204 for HEAD, PARSE_ERROR, BAD_REQUEST for input to a procedure without
 *   `input`; a batch with mixed outcomes answers 207;
 * - a TRPCError without `message` takes its cause's message, else its code;
 *   a plain Error becomes INTERNAL_SERVER_ERROR with the original message;
 *   `data.stack` is left out when NODE_ENV is "production".
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import * as trpc from '@trpc-v9/server';
import * as trpcExpress from '@trpc-v9/server/adapters/express';
import { createHTTPHandler } from '@trpc-v9/server/adapters/standalone';
import express from 'express';
import { z } from 'zod';

const router = trpc
  .router()
  .query('ok', { resolve: () => 'ok' })
  .query('missing', {
    resolve() {
      throw new trpc.TRPCError({ code: 'NOT_FOUND', cause: new Error('from the cause') });
    },
  })
  .query('bare', {
    resolve() {
      throw new trpc.TRPCError({ code: 'CONFLICT' });
    },
  })
  .query('plain', {
    resolve() {
      throw new Error('connect ECONNREFUSED 10.0.0.12:5432');
    },
  })
  .mutation('echo', { input: z.object({ text: z.string() }), resolve: ({ input }) => input.text.length });

async function serve(listener: http.RequestListener) {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const bigBody = JSON.stringify({ text: 'x'.repeat(1000) });

test('standalone maxBodySize: onError sees PAYLOAD_TOO_LARGE, the client only a network error', async () => {
  const codes: string[] = [];
  const handler = createHTTPHandler({ router, maxBodySize: 10, onError: ({ error }) => codes.push(error.code) });
  const { base, close } = await serve((req, res) => void handler(req, res));
  try {
    await assert.rejects(fetch(`${base}/echo`, { method: 'POST', body: bigBody }), TypeError);
    assert.deepEqual(codes, ['PAYLOAD_TOO_LARGE']);
  } finally {
    await close();
  }
});

test('Express: maxBodySize applies without a body parser and is skipped behind express.json()', async () => {
  const without = express();
  without.use('/trpc', trpcExpress.createExpressMiddleware({ router, maxBodySize: 10 }));
  const withParser = express();
  withParser.use(express.json());
  withParser.use('/trpc', trpcExpress.createExpressMiddleware({ router, maxBodySize: 10 }));
  const a = await serve(without);
  const b = await serve(withParser);
  try {
    const init = { method: 'POST', body: bigBody, headers: { 'content-type': 'application/json' } };
    await assert.rejects(fetch(`${a.base}/trpc/echo`, init), TypeError);
    const parsed = await fetch(`${b.base}/trpc/echo`, init);
    assert.equal(parsed.status, 200);
    assert.deepEqual(await parsed.json(), { id: null, result: { type: 'data', data: 1000 } });
  } finally {
    await a.close();
    await b.close();
  }
});

test('codes tRPC raises itself, 207 for mixed batches, messages and stacks', async () => {
  const handler = createHTTPHandler({ router });
  const { base, close } = await serve((req, res) => void handler(req, res));
  type Body = { error: { message: string; code: number; data: { code: string; stack?: string; path?: string } } };
  const call = async (url: string, init?: RequestInit) => {
    const res = await fetch(`${base}${url}`, init);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Body };
  };
  try {
    const missingPath = await call('/nope');
    assert.equal(missingPath.status, 404);
    assert.equal(missingPath.body.error.data.code, 'NOT_FOUND');
    assert.equal((await call('/ok', { method: 'PUT' })).body.error.data.code, 'METHOD_NOT_SUPPORTED');
    assert.equal((await call('/ok', { method: 'PATCH' })).status, 405);
    assert.equal((await call('/ok', { method: 'HEAD' })).status, 204);
    const badJson = await call('/ok?input=%7Bnot-json');
    assert.equal(badJson.status, 400);
    assert.equal(badJson.body.error.data.code, 'PARSE_ERROR');
    assert.equal('path' in badJson.body.error.data, false);
    const unexpected = await call(`/ok?input=${encodeURIComponent('1')}`);
    assert.equal(unexpected.body.error.data.code, 'BAD_REQUEST');
    assert.equal(unexpected.body.error.message, 'No input expected');

    const fromCause = await call('/missing');
    assert.equal(fromCause.body.error.message, 'from the cause');
    assert.equal(fromCause.body.error.code, -32004);
    assert.equal(fromCause.body.error.data.path, 'missing');
    assert.equal((await call('/bare')).body.error.message, 'CONFLICT');
    const plain = await call('/plain');
    assert.equal(plain.status, 500);
    assert.equal(plain.body.error.message, 'connect ECONNREFUSED 10.0.0.12:5432');
    assert.equal(plain.body.error.data.code, 'INTERNAL_SERVER_ERROR');

    const mixed = await fetch(`${base}/ok,missing?batch=1&input=%7B%7D`);
    assert.equal(mixed.status, 207);
    const same = await fetch(`${base}/missing,missing?batch=1&input=%7B%7D`);
    assert.equal(same.status, 404);

    assert.equal(typeof plain.body.error.data.stack, 'string');
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      assert.equal('stack' in (await call('/plain')).body.error.data, false);
    } finally {
      if (env === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = env;
    }
  } finally {
    await close();
  }
});
