/**
 * Behaviour promised by docs/further/faq.mdx (11.x, "You must define a transformer… or Dates
 * arriving as strings"): when server and link disagree about the data transformer at run time,
 * a server with superjson sends its `{ json, meta }` wrapper to a link without one; a link with
 * superjson talking to a server without one resolves every successful call to `undefined` and
 * turns every error into "Unable to transform response from server"; with no transformer on
 * either side a Date arrives as an ISO string.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import superjson from 'superjson';

const servers: Server[] = [];
after(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

async function serve(withSuperjson: boolean): Promise<string> {
  const { initTRPC } = await import('@trpc-v11/server');
  const { createHTTPServer } = await import('@trpc-v11/server/adapters/standalone');
  const t = withSuperjson ? initTRPC.create({ transformer: superjson }) : initTRPC.create();
  const router = t.router({
    at: t.procedure.query(() => ({ at: new Date(Date.UTC(2024, 0, 1)) })),
    fail: t.procedure.query((): string => {
      throw new Error('boom');
    }),
  });
  const server = createHTTPServer({ router });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function call(url: string, withSuperjson: boolean, path = 'at'): Promise<unknown> {
  const { createTRPCClient, httpBatchLink } = await import('@trpc-v11/client');
  const link = withSuperjson ? httpBatchLink({ url, transformer: superjson }) : httpBatchLink({ url });
  const client = createTRPCClient<any>({ links: [link] }) as any;
  return client[path].query();
}

test('server with superjson, link without: the client gets the { json, meta } wrapper', async () => {
  const data = await call(await serve(true), false);
  assert.deepEqual(data, { json: { at: '2024-01-01T00:00:00.000Z' }, meta: { values: { at: ['Date'] }, v: 1 } });
});

test('link with superjson, server without: results are undefined and errors cannot be read', async () => {
  const url = await serve(false);
  assert.equal(await call(url, true), undefined);
  await assert.rejects(call(url, true, 'fail'), { message: 'Unable to transform response from server' });
});

test('no transformer on either side: the Date arrives as a string', async () => {
  assert.deepEqual(await call(await serve(false), false), { at: '2024-01-01T00:00:00.000Z' });
});
