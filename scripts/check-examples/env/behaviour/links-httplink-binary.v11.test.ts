/**
 * Behaviour promised by docs/client/links/httpLink.md (11.x), section
 * "FormData and binary inputs": a binary input (`Uint8Array`, `Blob`, `File`)
 * sent through `httpLink` reaches the procedure as the request body, a
 * `ReadableStream` (not the object the client sent), so only
 * `octetInputParser` accepts it and a `z.instanceof(Uint8Array)` or
 * `z.instanceof(Blob)` validator rejects every call; a `FormData` input is
 * parsed again into a `FormData`. A query with such an input throws in the
 * link unless `methodOverride: 'POST'` is set.
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
let httpServer: import('node:http').Server;
let url = '';

/** What the procedure received: the name of its constructor. */
const kind = (input: unknown) => (input as object | undefined)?.constructor?.name ?? typeof input;

async function makeRouter() {
  const { initTRPC } = await import('@trpc-v11/server');
  const { octetInputParser } = await import('@trpc-v11/server/http');
  const t = initTRPC.create();
  const passthrough = (input: unknown) => input;
  return t.router({
    received: t.procedure.input(passthrough).mutation(({ input }) => kind(input)),
    receivedByQuery: t.procedure.input(passthrough).query(({ input }) => kind(input)),
    bytes: t.procedure.input(z.instanceof(Uint8Array)).mutation(({ input }) => input.byteLength),
    blob: t.procedure.input(z.instanceof(Blob)).mutation(({ input }) => input.size),
    octet: t.procedure.input(octetInputParser).mutation(async ({ input }) => {
      return (await new Response(input).arrayBuffer()).byteLength;
    }),
    form: t.procedure.input(z.instanceof(FormData)).mutation(({ input }) => {
      const file = input.get('file');
      return file instanceof File ? file.name : null;
    }),
  });
}
type AppRouter = Awaited<ReturnType<typeof makeRouter>>;

before(async () => {
  client = await import('@trpc-v11/client');
  const { createHTTPServer } = await import('@trpc-v11/server/adapters/standalone');
  httpServer = createHTTPServer({ router: await makeRouter(), allowMethodOverride: true });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

after(async () => {
  httpServer.closeAllConnections();
  await new Promise((resolve) => httpServer.close(resolve));
});

function makeClient(methodOverride?: 'POST') {
  return client.createTRPCClient<AppRouter>({ links: [client.httpLink({ url, methodOverride })] });
}

function form() {
  const fd = new FormData();
  fd.append('file', new File(['hello'], 'hello.txt', { type: 'text/plain' }));
  return fd;
}

test('a Uint8Array, a Blob and a File each reach the procedure as a ReadableStream', async () => {
  const trpc = makeClient();
  for (const input of [new Uint8Array([1, 2, 3]), new Blob(['abc']), new File(['abc'], 'a.txt')]) {
    assert.equal(await trpc.received.mutate(input), 'ReadableStream');
  }
});

test('a FormData input reaches the procedure as a FormData, its File intact', async () => {
  const trpc = makeClient();
  assert.equal(await trpc.received.mutate(form()), 'FormData');
  assert.equal(await trpc.form.mutate(form()), 'hello.txt');
});

test('octetInputParser accepts binary inputs and hands over their bytes', async () => {
  const trpc = makeClient();
  assert.equal(await trpc.octet.mutate(new Uint8Array([1, 2, 3])), 3);
  assert.equal(await trpc.octet.mutate(new Blob(['abcd'])), 4);
});

test('z.instanceof(Uint8Array) and z.instanceof(Blob) reject every binary call with BAD_REQUEST', async () => {
  const trpc = makeClient();
  await assert.rejects(trpc.bytes.mutate(new Uint8Array([1, 2, 3])), (err: any) => {
    assert.equal(err.data?.code, 'BAD_REQUEST');
    assert.match(err.message, /Input not instance of Uint8Array/);
    return true;
  });
  await assert.rejects(trpc.blob.mutate(new Blob(['abc'])), (err: any) => {
    assert.equal(err.data?.code, 'BAD_REQUEST');
    assert.match(err.message, /Input not instance of Blob/);
    return true;
  });
});

test('a query with FormData or binary input throws in the link unless methodOverride is POST', async () => {
  const trpc = makeClient();
  await assert.rejects(trpc.receivedByQuery.query(form()), { message: 'FormData is only supported for mutations' });
  await assert.rejects(trpc.receivedByQuery.query(new Uint8Array([1])), {
    message: 'Octet type input is only supported for mutations',
  });
  const overridden = makeClient('POST');
  assert.equal(await overridden.receivedByQuery.query(form()), 'FormData');
  assert.equal(await overridden.receivedByQuery.query(new Uint8Array([1])), 'ReadableStream');
});
