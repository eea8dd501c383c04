/**
 * Behaviour promised by the 9.x page "Usage with Fastify"
 * (versioned_docs/version-9.x/server/fastify.md), tRPC 9.27.4 with Fastify 5
 * and @fastify/websocket 11:
 * - batched queries, a mutation and a WebSocket subscription work end to end;
 * - over the WebSocket, `createContext` gets Node's IncomingMessage (no
 *   `req.log`), over HTTP a FastifyRequest;
 * - with Fastify's default `maxParamLength` (100) a long batch URL is 414;
 * - `useWSS: true` without `@fastify/websocket` throws at once
 *   "Cannot read properties of undefined (reading 'on')" as an uncaught
 *   exception (child process); the page once said startup ended after a 10 s
 *   plugin timeout.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import ws from '@fastify/websocket';
import { createTRPCClient } from '@trpc-v9/client';
import { httpBatchLink } from '@trpc-v9/client/links/httpBatchLink';
import { splitLink } from '@trpc-v9/client/links/splitLink';
import { createWSClient, wsLink } from '@trpc-v9/client/links/wsLink';
import * as trpc from '@trpc-v9/server';
import { type CreateFastifyContextOptions, fastifyTRPCPlugin } from '@trpc-v9/server/adapters/fastify';
import fastify from 'fastify';
import WebSocket from 'ws';
import { z } from 'zod';

test('queries, a mutation and a subscription over Fastify 5; context request types', async () => {
  const events = new EventEmitter();
  const contextRequests: string[] = [];
  const createContext = ({ req }: CreateFastifyContextOptions) => {
    contextRequests.push(`${req.constructor.name} log:${typeof req.log}`);
    return { token: req.headers.authorization ?? null };
  };
  const appRouter = trpc
    .router<{ token: string | null }>()
    .query('list', { resolve: () => ['a'] })
    .mutation('add', {
      input: z.object({ text: z.string() }),
      resolve({ ctx, input }) {
        if (!ctx.token) throw new trpc.TRPCError({ code: 'UNAUTHORIZED' });
        events.emit('add', input.text);
        return input.text;
      },
    })
    .subscription('onAdd', {
      resolve: () =>
        new trpc.Subscription<string>((emit) => {
          const onAdd = (text: string) => emit.data(text);
          events.on('add', onAdd);
          return () => events.off('add', onAdd);
        }),
    });
  const server = fastify({ routerOptions: { maxParamLength: 5000 } });
  await server.register(ws);
  await server.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    useWSS: true,
    trpcOptions: { router: appRouter, createContext },
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const port = (server.server.address() as AddressInfo).port;
  const wsClient = createWSClient({
    url: `ws://127.0.0.1:${port}/trpc`,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  });
  try {
    const client = createTRPCClient<typeof appRouter>({
      headers: { authorization: 'Bearer t' },
      links: [
        splitLink({
          condition: (op) => op.type === 'subscription',
          true: wsLink({ client: wsClient }),
          false: httpBatchLink({ url: `http://127.0.0.1:${port}/trpc` }),
        }),
      ],
    });
    const received: unknown[] = [];
    const started = new Promise<void>((resolve) => {
      const unsubscribe = client.subscription('onAdd', undefined, {
        onNext(result) {
          received.push(result.type === 'data' ? result.data : result.type);
          if (result.type === 'started') resolve();
          if (result.type === 'data') unsubscribe();
        },
      });
    });
    await started;
    assert.deepEqual(await Promise.all([client.query('list'), client.query('list')]), [['a'], ['a']]);
    assert.equal(await client.mutation('add', { text: 'hi' }), 'hi');
    while (received.length < 2) await new Promise((r) => setTimeout(r, 10));
    assert.deepEqual(received, ['started', 'hi']);
    assert.equal(contextRequests[0], 'IncomingMessage log:undefined');
    assert.ok(contextRequests.slice(1).every((r) => r.endsWith('log:object') && !r.startsWith('IncomingMessage')));
  } finally {
    wsClient.close();
    await server.close();
  }
});

test("Fastify's default maxParamLength refuses a long batch with 414", async () => {
  const server = fastify();
  await server.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: { router: trpc.router().query('list', { resolve: () => [] }) },
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/trpc`;
    const paths = Array(30).fill('list').join(',');
    assert.equal((await fetch(`${base}/${paths}?batch=1&input=%7B%7D`)).status, 414);
    assert.equal((await fetch(`${base}/list,list?batch=1&input=%7B%7D`)).status, 200);
  } finally {
    await server.close();
  }
});

test('useWSS without @fastify/websocket: an uncaught TypeError at once, no plugin timeout', async () => {
  const child = `
    import * as trpc from '@trpc-v9/server';
    import { fastifyTRPCPlugin } from '@trpc-v9/server/adapters/fastify';
    import fastify from 'fastify';
    const server = fastify();
    try {
      await server.register(fastifyTRPCPlugin, { prefix: '/trpc', useWSS: true, trpcOptions: { router: trpc.router() } });
      await server.listen({ port: 0, host: '127.0.0.1' });
      console.log('LISTENING');
    } catch (e) {
      console.log('REJECTED ' + e.message);
    }
    setTimeout(() => { console.log('SURVIVED'); process.exit(0); }, 3000);
  `;
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', path.join(__dirname, '..', '..', 'trpc-aliases.mjs'), '--input-type=module', '-e', child],
    { cwd: path.join(__dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (d) => (stdout += d));
  proc.stderr.on('data', (d) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => proc.on('close', resolve));
  assert.notEqual(code, 0, `child exited 0:\n${stdout}\n${stderr}`);
  assert.match(stderr, /TypeError: Cannot read properties of undefined \(reading 'on'\)/);
  // SURVIVED would mean the process was still up 3 s later (no 10 s plugin timeout ends it).
  assert.doesNotMatch(stdout, /LISTENING|REJECTED|SURVIVED/);
});
