/**
 * Behaviour promised by the 10.x introduction, concepts and landing-intro pages
 * (tRPC 10.45.x):
 * - a query travels as GET and a mutation as POST, to a URL named after the
 *   procedure path;
 * - `httpBatchLink` sends calls made in the same tick as one HTTP request, and
 *   `createContext` runs once for that request;
 * - input is validated on the server, so a bad input that is sent anyway is
 *   rejected with BAD_REQUEST (HTTP 400);
 * - validators are recognised by shape: a current Valibot (1.x) schema is not
 *   accepted by `.input()` in v10 (only Valibot <= 0.12 had a `.parse`
 *   method), while the same schema wrapped in a plain function works.
 *
 * `@trpc-v10/client` imports `@trpc/server/...` at run time, which this
 * environment only has under its alias; the runner's module hook (trpc-aliases.mjs) maps the name and
 * the tRPC packages are imported dynamically, after the hook.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import * as v from 'valibot';
import { z } from 'zod';


type Server = typeof import('@trpc-v10/server');
type Client = typeof import('@trpc-v10/client');

let server: Server;
let client: Client;
let contextCalls = 0;

function makeRouter() {
  const t = server.initTRPC.context<{ n: number }>().create();
  const appRouter = t.router({
    book: t.router({
      byId: t.procedure
        .input(z.object({ id: z.string() }))
        .query(({ input }) => ({ id: input.id, title: 'Dune' })),
      add: t.procedure
        .input(z.object({ title: z.string().min(1) }))
        .mutation(({ input }) => ({ id: 'new', title: input.title })),
    }),
  });
  return { t, appRouter };
}
type AppRouter = ReturnType<typeof makeRouter>['appRouter'];

const requests: { method: string; url: string }[] = [];
let httpServer: http.Server;
let base = '';

before(async () => {
  server = await import('@trpc-v10/server');
  client = await import('@trpc-v10/client');
  const { createHTTPHandler } = await import('@trpc-v10/server/adapters/standalone');
  const handler = createHTTPHandler({
    router: makeRouter().appRouter,
    createContext: () => ({ n: ++contextCalls }),
  });
  httpServer = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '' });
    void handler(req, res);
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

after(async () => {
  await new Promise((resolve) => httpServer.close(resolve));
});

test('a query is a GET and a mutation a POST to /<procedure path>', async () => {
  requests.length = 0;
  const trpc = client.createTRPCProxyClient<AppRouter>({ links: [client.httpLink({ url: base })] });
  assert.deepEqual(await trpc.book.byId.query({ id: 'dune' }), { id: 'dune', title: 'Dune' });
  assert.deepEqual(await trpc.book.add.mutate({ title: 'Emma' }), { id: 'new', title: 'Emma' });
  assert.equal(requests.length, 2);
  assert.equal(requests[0]!.method, 'GET');
  assert.match(requests[0]!.url, /^\/book\.byId\?input=/);
  assert.equal(requests[1]!.method, 'POST');
  assert.equal(requests[1]!.url, '/book.add');
});

test('httpBatchLink sends calls of the same tick as one request with one context', async () => {
  requests.length = 0;
  contextCalls = 0;
  const trpc = client.createTRPCProxyClient<AppRouter>({ links: [client.httpBatchLink({ url: base })] });
  const results = await Promise.all([
    trpc.book.byId.query({ id: 'a' }),
    trpc.book.byId.query({ id: 'b' }),
    trpc.book.byId.query({ id: 'c' }),
  ]);
  assert.deepEqual(
    results.map((r) => r.id),
    ['a', 'b', 'c'],
  );
  assert.equal(requests.length, 1);
  assert.equal(requests[0]!.method, 'GET');
  assert.match(requests[0]!.url, /^\/book\.byId,book\.byId,book\.byId\?batch=1&input=/);
  assert.equal(contextCalls, 1);
});

test('an invalid input that reaches the server is rejected with BAD_REQUEST', async () => {
  const trpc = client.createTRPCProxyClient<AppRouter>({ links: [client.httpLink({ url: base })] });
  await assert.rejects(
    // @ts-expect-error -- the editor rejects this too
    trpc.book.byId.query({ id: 42 }),
    (err: unknown) => {
      assert.ok(err instanceof client.TRPCClientError);
      assert.equal(err.data?.code, 'BAD_REQUEST');
      assert.equal(err.data?.httpStatus, 400);
      return true;
    },
  );
});

test('a Valibot 1.x schema is not a v10 validator, a wrapping function is', async () => {
  const { t } = makeRouter();
  const schema = v.object({ name: v.string() });
  assert.throws(() => t.procedure.input(schema as never), /Could not find a validator fn/);

  const wrapped = t.procedure
    .input((raw: unknown) => v.parse(schema, raw))
    .query(({ input }) => `Hello ${input.name}`);
  const caller = t.router({ wrapped }).createCaller({ n: 0 });
  assert.equal(await caller.wrapped({ name: 'Ada' }), 'Hello Ada');
  await assert.rejects(caller.wrapped({ name: 1 } as never), { code: 'BAD_REQUEST' });
});
