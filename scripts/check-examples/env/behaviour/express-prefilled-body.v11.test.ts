/**
 * Behaviour promised by docs/server/adapters/express.md (11.x), "Body parsers": Express 4's
 * parsers (body-parser 1.x) set `req.body` to `{}` for content types they skip, and tRPC then
 * uses that `{}` instead of reading the request: a `FormData` call fails with 400 BAD_REQUEST
 * ("Failed to parse body as FormData.") and a binary input receives the two bytes `{}`. (The page
 * used to say the procedure receives `{}` instead of the form.) Checked by hand with Express
 * 4.22.3 / body-parser 1.20.9; Express 4 is not in the examples environment, so a one-line
 * middleware does what its `express.json()` does to a request of another content type.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initTRPC } from '@trpc-v11/server';
import { createExpressMiddleware } from '@trpc-v11/server/adapters/express';
import { octetInputParser } from '@trpc-v11/server/http';
import express from 'express';
import { after, before, test } from 'node:test';

const t = initTRPC.create({ isDev: false });
const appRouter = t.router({
  form: t.procedure
    .input((value: unknown) => {
      if (!(value instanceof FormData)) throw new Error('Expected FormData');
      return value;
    })
    .mutation(({ input }) => Object.fromEntries(input as unknown as Iterable<[string, FormDataEntryValue]>)),
  bytes: t.procedure.input(octetInputParser).mutation(async ({ input }) => {
    const text = await new Response(input as ReadableStream).text();
    return { length: text.length, text };
  }),
});

let server: Server;
let url: string;

before(async () => {
  const app = express();
  // What body-parser 1.x's json() does before it looks at the content type
  app.use((req, _res, next) => {
    req.body = req.body || {};
    next();
  });
  app.use('/trpc', createExpressMiddleware({ router: appRouter }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/trpc`;
});

after(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('FormData behind a parser that left req.body = {} fails with 400', async () => {
  const body = new FormData();
  body.append('name', 'Ada');
  const res = await fetch(`${url}/form`, { method: 'POST', body });
  assert.equal(res.status, 400);
  const json = (await res.json()) as { error: { message: string; data: { code: string } } };
  assert.equal(json.error.data.code, 'BAD_REQUEST');
  assert.equal(json.error.message, 'Failed to parse body as FormData.');
});

test('a binary input behind a parser that left req.body = {} receives the bytes "{}"', async () => {
  const res = await fetch(`${url}/bytes`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array([1, 2, 3]),
  });
  assert.equal(res.status, 200);
  assert.equal(await res.text(), '{"result":{"data":{"length":2,"text":"{}"}}}');
});
