/**
 * Behaviour promised by docs/main/quickstart.mdx (11.x): with `httpBatchLink`, calls awaited one
 * after the other go out as one request each, and calls started together are batched, but
 * queries and mutations are batched separately: the page's two queries and one mutation in a
 * `Promise.all` make two HTTP requests, not one.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { initTRPC } from '@trpc-v11/server';
import { createHTTPServer } from '@trpc-v11/server/adapters/standalone';
import { z } from 'zod';

const t = initTRPC.create();
const users = [{ id: '1', name: 'Ada' }];
const appRouter = t.router({
  userList: t.procedure.query(() => users),
  userById: t.procedure.input(z.string()).query(({ input }) => users.find((user) => user.id === input)),
  userCreate: t.procedure.input(z.object({ name: z.string().min(1) })).mutation(({ input }) => {
    const user = { id: String(users.length + 1), ...input };
    users.push(user);
    return user;
  }),
});

let server: Server;
const requests: string[] = [];
// The client is imported dynamically, so that its own `@trpc/server` imports go through
// the ESM alias hook (trpc-aliases.mjs), as in the other client tests.
let trpc: import('@trpc-v11/client').TRPCClient<typeof appRouter>;

before(async () => {
  server = createHTTPServer({ router: appRouter });
  server.on('request', (req) => requests.push(`${req.method} ${req.url?.split('?')[0]}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { createTRPCClient, httpBatchLink } = await import('@trpc-v11/client');
  trpc = createTRPCClient<typeof appRouter>({ links: [httpBatchLink({ url })] });
});

after(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('three awaited calls are three requests', async () => {
  requests.length = 0;
  await trpc.userList.query();
  await trpc.userById.query('1');
  await trpc.userCreate.mutate({ name: 'Grace' });
  assert.deepEqual(requests, ['GET /userList', 'GET /userById', 'POST /userCreate']);
});

test('started together, the queries share one request and the mutation has its own', async () => {
  requests.length = 0;
  await Promise.all([trpc.userList.query(), trpc.userById.query('1'), trpc.userCreate.mutate({ name: 'Linus' })]);
  assert.deepEqual(requests.sort(), ['GET /userList,userById', 'POST /userCreate']);
});
