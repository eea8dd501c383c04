/**
 * Behaviour promised by docs/server/adapters/fastify.md (11.x): the
 * `trpcOptions.maxBodySize` option (added after v11.23) limits the bodies
 * tRPC reads itself, such as `multipart/form-data`; JSON bodies are read by
 * Fastify and only limited by Fastify's own `bodyLimit`.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { initTRPC } from '@trpc-v11/server';
import { fastifyTRPCPlugin } from '@trpc-v11/server/adapters/fastify';
import fastify from 'fastify';
import { z } from 'zod';
import { after, before, test } from 'node:test';

const t = initTRPC.create();
const appRouter = t.router({
  upload: t.procedure
    .input(z.instanceof(FormData))
    .mutation(({ input }) => ({ size: String(input.get('text') ?? '').length })),
  save: t.procedure.input(z.object({ text: z.string() })).mutation(({ input }) => ({ size: input.text.length })),
});

const app = fastify({ routerOptions: { maxParamLength: 5000 } });
let url = '';

before(async () => {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: { router: appRouter, maxBodySize: 1_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc`;
});

after(async () => {
  await app.close();
});

function form(length: number) {
  const data = new FormData();
  data.set('text', 'x'.repeat(length));
  return data;
}

test('a small multipart body is accepted', async () => {
  const res = await fetch(`${url}/upload`, { method: 'POST', body: form(10) });
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { result: { data: { size: 10 } } });
});

test('a multipart body over maxBodySize gets 413 PAYLOAD_TOO_LARGE', async () => {
  const res = await fetch(`${url}/upload`, { method: 'POST', body: form(5_000) });
  assert.equal(res.status, 413);
  const json = (await res.json()) as { error: { data: { code: string } } };
  assert.equal(json.error.data.code, 'PAYLOAD_TOO_LARGE');
});

test('a JSON body over maxBodySize is still accepted (Fastify reads JSON)', async () => {
  const res = await fetch(`${url}/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'x'.repeat(5_000) }),
  });
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { result: { data: { size: 5_000 } } });
});
