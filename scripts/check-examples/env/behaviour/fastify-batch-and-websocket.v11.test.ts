/**
 * Behaviour promised by docs/server/adapters/fastify.md (11.x), "Pitfalls": a batch whose
 * procedure paths exceed Fastify's default `maxParamLength` (100) is rejected by Fastify before
 * tRPC runs, with 414 `FST_ERR_MAX_PARAM_LENGTH` in Fastify 5.12 (the page used to say 404), and
 * `routerOptions.maxParamLength` lifts the limit; registering `@fastify/websocket` after the tRPC
 * plugin still starts the server, but WebSocket handshakes on the tRPC path get HTTP 500.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import ws from '@fastify/websocket';
import { initTRPC } from '@trpc-v11/server';
import { fastifyTRPCPlugin } from '@trpc-v11/server/adapters/fastify';
import fastify from 'fastify';
import { WebSocket } from 'ws';
import { test } from 'node:test';

const t = initTRPC.create();
let calls = 0;
const appRouter = t.router({
  aVeryLongProcedureNameNumberOne: t.procedure.query(() => {
    calls++;
    return 1;
  }),
});

// 4 × 31 characters plus commas: 127 characters in one path segment
const batchPath = Array(4).fill('aVeryLongProcedureNameNumberOne').join(',');

async function batchStatus(options: { routerOptions?: { maxParamLength: number } }) {
  const app = fastify(options);
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router: appRouter } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/trpc/${batchPath}?batch=1&input={}`);
    return { status: res.status, body: (await res.json()) as { code?: string } };
  } finally {
    await app.close();
  }
}

test('a batch over the default maxParamLength gets 414 FST_ERR_MAX_PARAM_LENGTH without reaching tRPC', async () => {
  calls = 0;
  const { status, body } = await batchStatus({});
  assert.equal(status, 414);
  assert.equal(body.code, 'FST_ERR_MAX_PARAM_LENGTH');
  assert.equal(calls, 0);
});

test('routerOptions.maxParamLength lets the batch through', async () => {
  calls = 0;
  const { status } = await batchStatus({ routerOptions: { maxParamLength: 5000 } });
  assert.equal(status, 200);
  assert.equal(calls, 4);
});

test('@fastify/websocket registered after the tRPC plugin: the handshake gets HTTP 500', async () => {
  const app = fastify();
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', useWSS: true, trpcOptions: { router: appRouter } });
  await app.register(ws);
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/trpc`);
    const outcome = await new Promise<string>((resolve) => {
      socket.on('open', () => resolve('open'));
      socket.on('unexpected-response', (_req, res) => resolve(`http ${res.statusCode}`));
      socket.on('error', () => resolve('error'));
    });
    socket.terminate();
    assert.equal(outcome, 'http 500');
  } finally {
    await app.close();
  }
});
