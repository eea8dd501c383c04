/**
 * Behaviour promised by docs/server/non-json-content-types.md (11.x), and the
 * binary-input pitfall of docs/server/adapters/fastify.md:
 * - a query with a `FormData` input sent with `httpLink`'s
 *   `methodOverride: 'POST'` only works when the adapter also sets
 *   `allowMethodOverride: true`; without it the call fails with
 *   `METHOD_NOT_SUPPORTED` (405);
 * - the batching links turn `FormData` and `Blob` inputs into `{}`, so the
 *   validators reject them with "Input not instance of FormData" and
 *   "Parsed input was expected to be a ReadableStream but was: object";
 * - Fastify answers an `application/octet-stream` input with its own 415
 *   (the client reports "Unable to transform response from server") unless a
 *   pass-through parser is added before registering the plugin; then the
 *   procedure gets the stream and `maxBodySize` applies (413); added after the
 *   plugin, the parser changes nothing;
 * - `maxBodySize` does not cover a JSON body that `express.json()` has read.
 *
 * Imported dynamically, after the runner's module hook (trpc-aliases.mjs), so
 * that client and server share one copy of `@trpc-v11/server`.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { z } from 'zod';

type Client = typeof import('@trpc-v11/client');

let client: Client;
const closers: (() => Promise<unknown>)[] = [];

async function makeRouter() {
  const { initTRPC } = await import('@trpc-v11/server');
  const { octetInputParser } = await import('@trpc-v11/server/http');
  const t = initTRPC.create();
  return t.router({
    form: t.procedure.input(z.instanceof(FormData)).mutation(({ input }) => [...input.keys()]),
    upload: t.procedure
      .input(octetInputParser)
      .mutation(async ({ input }) => ({ stream: input instanceof ReadableStream, text: await new Response(input).text() })),
    json: t.procedure.input(z.object({ text: z.string() })).mutation(({ input }) => input.text.length),
    inspect: t.procedure.input(z.any()).query(({ input }) => (input instanceof FormData ? 'FormData' : typeof input)),
  });
}
type AppRouter = Awaited<ReturnType<typeof makeRouter>>;
let appRouter: AppRouter;

async function standalone(opts: { allowMethodOverride?: boolean }) {
  const { createHTTPServer } = await import('@trpc-v11/server/adapters/standalone');
  const server = createHTTPServer({ router: appRouter, ...opts });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    const e = err as InstanceType<Client['TRPCClientError']>;
    return { code: e.data?.code, status: e.data?.httpStatus, message: e.message };
  }
  assert.fail('the call succeeded');
}

before(async () => {
  client = await import('@trpc-v11/client');
  appRouter = await makeRouter();
});

after(async () => {
  for (const close of closers) await close();
});

test('a FormData query with methodOverride needs allowMethodOverride on the server', async () => {
  const form = new FormData();
  form.set('a', '1');
  const without = client.createTRPCClient<AppRouter>({
    links: [client.httpLink({ url: await standalone({}), methodOverride: 'POST' })],
  });
  const err = await failure(without.inspect.query(form));
  assert.equal(err.code, 'METHOD_NOT_SUPPORTED');
  assert.equal(err.status, 405);

  const withIt = client.createTRPCClient<AppRouter>({
    links: [client.httpLink({ url: await standalone({ allowMethodOverride: true }), methodOverride: 'POST' })],
  });
  assert.equal(await withIt.inspect.query(form), 'FormData');
});

test('the batching links send FormData and Blob inputs as {}', async () => {
  const url = await standalone({});
  for (const link of [client.httpBatchLink({ url }), client.httpBatchStreamLink({ url })]) {
    const trpc = client.createTRPCClient<AppRouter>({ links: [link] });
    const form = new FormData();
    form.set('a', '1');
    const formErr = await failure(trpc.form.mutate(form));
    assert.equal(formErr.code, 'BAD_REQUEST');
    assert.match(formErr.message, /Input not instance of FormData/);
    const blobErr = await failure(trpc.upload.mutate(new Blob(['x'])));
    assert.equal(blobErr.code, 'BAD_REQUEST');
    assert.equal(blobErr.message, 'Parsed input was expected to be a ReadableStream but was: object');
  }
});

async function fastifyServer(parser: 'none' | 'before' | 'after') {
  const { fastifyTRPCPlugin } = await import('@trpc-v11/server/adapters/fastify');
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  const addParser = () =>
    app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
  if (parser === 'before') addParser();
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router: appRouter, maxBodySize: 100 } });
  if (parser === 'after') addParser();
  await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => app.close());
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc`;
}

test('Fastify answers binary inputs with 415 unless a parser is added before the plugin', async () => {
  for (const parser of ['none', 'after'] as const) {
    const url = await fastifyServer(parser);
    const raw = await fetch(`${url}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: 'abc',
    });
    assert.equal(raw.status, 415, parser);
    assert.equal(((await raw.json()) as { code: string }).code, 'FST_ERR_CTP_INVALID_MEDIA_TYPE');
    const trpc = client.createTRPCClient<AppRouter>({ links: [client.httpLink({ url })] });
    const err = await failure(trpc.upload.mutate(new Blob(['abc'])));
    assert.equal(err.message, 'Unable to transform response from server');
  }

  const url = await fastifyServer('before');
  const trpc = client.createTRPCClient<AppRouter>({ links: [client.httpLink({ url })] });
  assert.deepEqual(await trpc.upload.mutate(new Blob(['abc'])), { stream: true, text: 'abc' });
  const big = await failure(trpc.upload.mutate(new Uint8Array(500)));
  assert.equal(big.code, 'PAYLOAD_TOO_LARGE');
  assert.equal(big.status, 413);
});

test('Express: maxBodySize covers JSON only when no body parser read it first', async () => {
  const { createExpressMiddleware } = await import('@trpc-v11/server/adapters/express');
  const { default: express } = await import('express');
  for (const withParser of [false, true]) {
    const app = express();
    if (withParser) app.use(express.json());
    app.use('/trpc', createExpressMiddleware({ router: appRouter, maxBodySize: 100 }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    closers.push(() => new Promise((resolve) => server.close(resolve)));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/trpc`;
    const trpc = client.createTRPCClient<AppRouter>({ links: [client.httpLink({ url })] });
    const text = 'x'.repeat(500);
    if (withParser) {
      assert.equal(await trpc.json.mutate({ text }), 500);
    } else {
      assert.equal((await failure(trpc.json.mutate({ text }))).status, 413);
    }
    // tRPC reads binary bodies itself either way
    assert.equal((await failure(trpc.upload.mutate(new Uint8Array(500)))).status, 413);
  }
});
