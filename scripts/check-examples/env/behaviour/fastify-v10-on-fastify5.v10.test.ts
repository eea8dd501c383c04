/**
 * Behaviour promised by versioned_docs/version-10.x/server/adapters/fastify.md
 * (tRPC 10.45.4): the v10 `fastifyTRPCPlugin`, built against Fastify 4 and
 * @fastify/websocket 7, also runs on Fastify 5 with @fastify/websocket 11 (the
 * versions in this environment):
 * - queries, batched queries and mutations are served under `prefix`;
 * - with `useWSS: true`, an observable-based subscription streams over the
 *   WebSocket endpoint at `prefix`, and `createContext` runs for the socket
 *   with the upgrade request;
 * - without a raised `maxParamLength`, a long batch URL is refused by Fastify
 *   itself (414 URI Too Long on Fastify 5, 404 on Fastify 4).
 *
 * The tRPC packages are imported dynamically so that the runner's module hook
 * (trpc-aliases.mjs) resolves `@trpc-v10/client`'s own `@trpc/server` imports.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import ws from '@fastify/websocket';
import type { CreateFastifyContextOptions } from '@trpc-v10/server/adapters/fastify';
import fastify from 'fastify';
import WebSocket from 'ws';
import { z } from 'zod';

type Client = typeof import('@trpc-v10/client');

const contextCalls: string[] = [];
function createContext({ req }: CreateFastifyContextOptions) {
  contextCalls.push(req.url ?? '');
  return { auth: req.headers.authorization ?? null };
}

async function makeRouter() {
  const { initTRPC } = await import('@trpc-v10/server');
  const { observable } = await import('@trpc-v10/server/observable');
  const t = initTRPC.context<Awaited<ReturnType<typeof createContext>>>().create();
  return t.router({
    hello: t.procedure
      .input(z.string().optional())
      .query(({ input, ctx }) => `hello ${input ?? 'world'} ${ctx.auth}`),
    add: t.procedure.input(z.object({ a: z.number(), b: z.number() })).mutation(({ input }) => input.a + input.b),
    ticks: t.procedure.input(z.number()).subscription(({ input }) =>
      observable<number>((emit) => {
        let i = 0;
        const timer = setInterval(() => {
          i++;
          emit.next(i);
          if (i === input) emit.complete();
        }, 5);
        return () => clearInterval(timer);
      }),
    ),
  });
}
type AppRouter = Awaited<ReturnType<typeof makeRouter>>;

const app = fastify({ maxParamLength: 5000 });
const small = fastify();
let base = '';
let smallBase = '';
let client: Client;

before(async () => {
  const appRouter = await makeRouter();
  const { fastifyTRPCPlugin } = await import('@trpc-v10/server/adapters/fastify');
  client = await import('@trpc-v10/client');
  await app.register(ws);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    useWSS: true,
    trpcOptions: { router: appRouter, createContext },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await small.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router: appRouter, createContext } });
  await small.listen({ port: 0, host: '127.0.0.1' });
  smallBase = `127.0.0.1:${(small.server.address() as AddressInfo).port}`;
});
after(async () => {
  await app.close();
  await small.close();
});

test('query, batch and mutation over HTTP', async () => {
  const trpc = client.createTRPCProxyClient<AppRouter>({
    links: [client.httpBatchLink({ url: `http://${base}/trpc`, headers: { authorization: 'x' } })],
  });
  assert.equal(await trpc.hello.query('a'), 'hello a x');
  const [a, b] = await Promise.all([trpc.hello.query(), trpc.hello.query('b')]);
  assert.equal(a, 'hello world x');
  assert.equal(b, 'hello b x');
  assert.equal(await trpc.add.mutate({ a: 1, b: 2 }), 3);
});

test('observable subscription over the WebSocket endpoint at prefix', async () => {
  const wsClient = client.createWSClient({ url: `ws://${base}/trpc`, WebSocket: WebSocket as any });
  const trpc = client.createTRPCProxyClient<AppRouter>({
    links: [
      client.splitLink({
        condition: (op) => op.type === 'subscription',
        true: client.wsLink({ client: wsClient }),
        false: client.httpBatchLink({ url: `http://${base}/trpc` }),
      }),
    ],
  });
  const values: number[] = [];
  await new Promise<void>((resolve, reject) => {
    trpc.ticks.subscribe(3, {
      onData: (n) => values.push(n),
      onError: reject,
      onComplete: () => resolve(),
    });
  });
  assert.deepEqual(values, [1, 2, 3]);
  assert.ok(contextCalls.includes('/trpc'), JSON.stringify(contextCalls));
  wsClient.close();
});

test('a long batch URL needs maxParamLength (Fastify answers 414 or 404 otherwise)', async () => {
  const paths = Array.from({ length: 20 }, () => 'hello').join(',');
  const res = await fetch(`http://${smallBase}/trpc/${paths}?batch=1&input={}`);
  assert.ok([404, 414].includes(res.status), String(res.status)); // Fastify 4: 404, Fastify 5: 414
  const ok = await fetch(`http://${base}/trpc/${paths}?batch=1&input={}`);
  assert.equal(ok.status, 200);
});
