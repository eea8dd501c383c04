/**
 * Behaviour promised by the 10.x HTTP RPC Specification
 * (versioned_docs/version-10.x/further/rpc.md), tRPC 10.45.4, about a mutation's
 * `Content-Type`:
 * - the standalone adapter parses the body as JSON whatever the header says
 *   (`text/plain`, or none), and an empty body is an `undefined` input;
 * - with Fastify (5 here), Fastify answers 415 itself to a body without a
 *   `Content-Type` or with one it has no parser for, lets `text/plain` through,
 *   and an empty body reaches the procedure as `null` (the page used to list
 *   Fastify among the adapters that ignore the header);
 * - the Fetch adapter only reads the body with `application/json`.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { initTRPC } from '@trpc-v10/server';
import { fastifyTRPCPlugin } from '@trpc-v10/server/adapters/fastify';
import { fetchRequestHandler } from '@trpc-v10/server/adapters/fetch';
import { createHTTPServer } from '@trpc-v10/server/adapters/standalone';
import fastify from 'fastify';
import { z } from 'zod';

const t = initTRPC.create();
const appRouter = t.router({
  echo: t.procedure.input(z.any()).mutation(({ input }) => ({ got: input === undefined ? 'undefined' : input })),
});

type Echo = { result: { data: { got: unknown } } };

test('standalone: the body is JSON whatever the Content-Type; empty means undefined', async () => {
  const { server, listen } = createHTTPServer({ router: appRouter });
  const { port } = listen(0);
  try {
    const url = `http://127.0.0.1:${port}/echo`;
    let res = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"a":1}' });
    assert.deepEqual(((await res.json()) as Echo).result.data.got, { a: 1 });
    res = await fetch(url, { method: 'POST', body: new Uint8Array(Buffer.from('{"a":2}')) });
    assert.equal(res.status, 200);
    assert.deepEqual(((await res.json()) as Echo).result.data.got, { a: 2 });
    res = await fetch(url, { method: 'POST' });
    assert.equal(((await res.json()) as Echo).result.data.got, 'undefined');
  } finally {
    server.close();
    // fetch keeps idle sockets open; drop them so the process can exit at once
    server.closeAllConnections();
  }
});

test('fastify: 415 without a known Content-Type, text/plain passes, empty body is null', async () => {
  const app = fastify();
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router: appRouter } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc/echo`;
    let res = await fetch(url, { method: 'POST', body: new Uint8Array(Buffer.from('{"a":1}')) });
    assert.equal(res.status, 415);
    res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-custom' }, body: '{"a":1}' });
    assert.equal(res.status, 415);
    res = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"a":1}' });
    assert.deepEqual(((await res.json()) as Echo).result.data.got, { a: 1 });
    res = await fetch(url, { method: 'POST' });
    assert.equal(((await res.json()) as Echo).result.data.got, null);
  } finally {
    await app.close();
  }
});

test('fetch adapter: the body is only read with application/json', async () => {
  const call = (headers: Record<string, string>) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request('http://localhost/trpc/echo', { method: 'POST', headers, body: '{"a":1}' }),
      router: appRouter,
      createContext: () => ({}),
    }).then(async (res) => ((await res.json()) as Echo).result.data.got);
  assert.deepEqual(await call({ 'content-type': 'application/json' }), { a: 1 });
  assert.equal(await call({ 'content-type': 'text/plain' }), 'undefined');
});
