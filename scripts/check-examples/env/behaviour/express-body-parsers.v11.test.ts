/**
 * Behaviour promised by docs/server/adapters/express.md (11.x) with Express 5:
 * tRPC reads the body itself when no parser ran (and then applies
 * `maxBodySize`); after `express.json()` it uses `req.body`, so `maxBodySize`
 * no longer applies, and `FormData` still works because Express 5's JSON
 * parser leaves other content types unread.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initTRPC } from '@trpc-v11/server';
import { createExpressMiddleware } from '@trpc-v11/server/adapters/express';
import express from 'express';
import { z } from 'zod';
import { after, before, test } from 'node:test';

const t = initTRPC.create();
const appRouter = t.router({
  save: t.procedure.input(z.object({ text: z.string() })).mutation(({ input }) => ({ size: input.text.length })),
  upload: t.procedure
    .input(z.instanceof(FormData))
    .mutation(({ input }) => ({ name: String(input.get('name')) })),
});

const servers: Server[] = [];
let plain = '';
let withJsonParser = '';

async function start(useJsonParser: boolean) {
  const app = express();
  if (useJsonParser) app.use(express.json({ limit: '1mb' }));
  app.use('/trpc', createExpressMiddleware({ router: appRouter, maxBodySize: 1_000 }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/trpc`;
}

before(async () => {
  plain = await start(false);
  withJsonParser = await start(true);
});

after(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

function postJson(base: string, length: number) {
  return fetch(`${base}/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'x'.repeat(length) }),
  });
}

test('without a body parser, maxBodySize rejects a large JSON body with 413', async () => {
  assert.equal((await postJson(plain, 5_000)).status, 413);
  assert.equal((await postJson(plain, 10)).status, 200);
});

test('after express.json(), tRPC uses req.body and maxBodySize does not apply', async () => {
  const res = await postJson(withJsonParser, 5_000);
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { result: { data: { size: 5_000 } } });
});

test('FormData still reaches tRPC behind express.json() on Express 5', async () => {
  const data = new FormData();
  data.set('name', 'Ada');
  const res = await fetch(`${withJsonParser}/upload`, { method: 'POST', body: data });
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { result: { data: { name: 'Ada' } } });
});
