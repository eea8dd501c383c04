/**
 * Behaviour promised by the 9.x "Output Validation" page (tRPC 9.27.4):
 * - an output that fails its `output` validator ends the call with
 *   INTERNAL_SERVER_ERROR, message "Output validation failed", HTTP 500,
 *   JSON-RPC code -32603; the validator's error is the TRPCError's `cause`;
 * - the client receives a TRPCClientError with that message and code;
 * - the value returned to the client is the validator's result (a Zod object
 *   schema strips unknown keys; transforms apply);
 * - a plain function works as an output validator.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createTRPCClient, TRPCClientError } from '@trpc-v9/client';
import * as trpc from '@trpc-v9/server';
import { createHTTPHandler } from '@trpc-v9/server/adapters/standalone';
import { z, ZodError } from 'zod';

const userOutput = z.object({ id: z.string(), email: z.string().email() });

const appRouter = trpc
  .router()
  .query('user.byId', {
    input: z.string(),
    output: userOutput,
    resolve({ input }) {
      // extra key, stripped by the schema
      return { id: input, email: 'ada@example.com', passwordHash: 'secret' };
    },
  })
  .query('user.broken', {
    output: userOutput,
    resolve() {
      // fits the type but not the `.email()` refinement
      return { id: 'u_1', email: 'not-an-email' };
    },
  })
  .query('count', {
    output: (value: unknown) => {
      if (typeof value !== 'number' || value < 0) {
        throw new Error('count must be a non-negative number');
      }
      return value;
    },
    resolve: () => -1,
  });

const errors: trpc.TRPCError[] = [];
let server: http.Server;
let base = '';

before(async () => {
  const handler = createHTTPHandler({
    router: appRouter,
    onError: ({ error }) => errors.push(error),
  });
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('valid output is the parsed value (unknown keys stripped)', async () => {
  const client = createTRPCClient<typeof appRouter>({ url: base });
  assert.deepEqual(await client.query('user.byId', 'u_1'), { id: 'u_1', email: 'ada@example.com' });
});

test('invalid output: INTERNAL_SERVER_ERROR, 500, "Output validation failed", ZodError cause', async () => {
  errors.length = 0;
  const res = await fetch(`${base}/user.broken`);
  assert.equal(res.status, 500);
  const body = (await res.json()) as { error: { message: string; code: number; data: { code: string } } };
  assert.equal(body.error.message, 'Output validation failed');
  assert.equal(body.error.code, -32603);
  assert.equal(body.error.data.code, 'INTERNAL_SERVER_ERROR');
  assert.equal(errors.length, 1);
  assert.ok(errors[0]!.cause instanceof ZodError);
});

test('the client gets a TRPCClientError', async () => {
  const client = createTRPCClient<typeof appRouter>({ url: base });
  await assert.rejects(client.query('user.broken'), (err: unknown) => {
    assert.ok(err instanceof TRPCClientError);
    assert.equal(err.message, 'Output validation failed');
    assert.equal(err.data?.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(err.data?.httpStatus, 500);
    return true;
  });
});

test('a plain function validator', async () => {
  errors.length = 0;
  const client = createTRPCClient<typeof appRouter>({ url: base });
  await assert.rejects(client.query('count'), /Output validation failed/);
  assert.equal((errors[0]!.cause as Error).message, 'count must be a non-negative number');
});
