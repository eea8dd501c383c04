/**
 * Behaviour promised by the 9.x pages "Request Context"
 * (versioned_docs/version-9.x/server/context.md) and "Subscriptions /
 * WebSockets", tRPC 9.27.4:
 * - the AWS Lambda adapter compiles without `createContext` even for a router
 *   with a context type (its options make it optional); `ctx` is then
 *   `undefined`: a procedure that reads `ctx` fails with 500, one that does not
 *   still answers 200 (the page once said it was required for every adapter);
 * - over HTTP, a batch builds one context; a `createContext` that throws gives
 *   500 INTERNAL_SERVER_ERROR with no `data.path`, and `onError` gets
 *   `path: undefined`;
 * - `applyWSSHandler`: one context per connection; an async `createContext`
 *   that rejects gets an `id: null` error and the socket closes; a synchronous
 *   throw is an unhandled rejection that ends the process (child process).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import * as trpc from '@trpc-v9/server';
import { awsLambdaRequestHandler } from '@trpc-v9/server/adapters/aws-lambda';
import { createHTTPHandler } from '@trpc-v9/server/adapters/standalone';
import { applyWSSHandler } from '@trpc-v9/server/adapters/ws';
import type { APIGatewayProxyEvent, Context as LambdaContext } from 'aws-lambda';
import { WebSocket, WebSocketServer } from 'ws';

interface Ctx {
  user: string | null;
}
const router = trpc
  .router<Ctx>()
  .query('whoami', { resolve: ({ ctx }) => ctx.user ?? 'anonymous' })
  .query('time', { resolve: () => 'no ctx needed' });

function apiGatewayEvent(procedurePath: string): APIGatewayProxyEvent {
  return {
    httpMethod: 'GET',
    path: `/${procedurePath}`,
    resource: '/{proxy+}',
    pathParameters: { proxy: procedurePath },
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    headers: {},
    multiValueHeaders: {},
    body: null,
    isBase64Encoded: false,
    stageVariables: null,
    requestContext: {} as APIGatewayProxyEvent['requestContext'],
  };
}

test('AWS Lambda without createContext: compiles, ctx is undefined, reading it gives 500', async () => {
  // A typed context, no createContext: no compile error here.
  const handler = awsLambdaRequestHandler({ router });
  const reads = await handler(apiGatewayEvent('whoami'), {} as LambdaContext);
  assert.equal(reads.statusCode, 500);
  const body = JSON.parse(reads.body ?? '') as { error: { message: string; data: { code: string } } };
  assert.equal(body.error.data.code, 'INTERNAL_SERVER_ERROR');
  assert.match(body.error.message, /Cannot read properties of undefined/);
  const ignores = await handler(apiGatewayEvent('time'), {} as LambdaContext);
  assert.equal(ignores.statusCode, 200);
});

test('HTTP: one context per batch; a throwing createContext gives 500 without data.path', async () => {
  let calls = 0;
  const onErrorPaths: unknown[] = [];
  const handler = createHTTPHandler({
    router,
    createContext: ({ req }) => {
      calls++;
      if (req.headers['x-fail']) throw new Error('context failed');
      return { user: `call ${calls}` };
    },
    onError: ({ path: p }) => onErrorPaths.push(p),
  });
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const batch = await fetch(`${base}/whoami,whoami?batch=1&input=%7B%7D`);
    assert.deepEqual(
      ((await batch.json()) as { result: { data: string } }[]).map((r) => r.result.data),
      ['call 1', 'call 1'],
    );
    const failed = await fetch(`${base}/whoami`, { headers: { 'x-fail': '1' } });
    assert.equal(failed.status, 500);
    const body = (await failed.json()) as { error: { message: string; data: Record<string, unknown> } };
    assert.equal(body.error.message, 'context failed');
    assert.equal(body.error.data.code, 'INTERNAL_SERVER_ERROR');
    assert.equal('path' in body.error.data, false);
    assert.deepEqual(onErrorPaths, [undefined]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(wss: WebSocketServer): Promise<string> {
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
}

test('WebSocket: one context per connection; an async createContext that rejects: id:null error, then close', async () => {
  let contexts = 0;
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  applyWSSHandler({
    wss,
    router,
    createContext: async ({ req }) => {
      contexts++;
      if (req.headers['x-fail']) throw new trpc.TRPCError({ code: 'UNAUTHORIZED' });
      return { user: `connection ${contexts}` };
    },
  });
  const url = await listen(wss);
  try {
    const sock = new WebSocket(url);
    const replies: unknown[] = [];
    sock.on('message', (m) => replies.push(JSON.parse(m.toString())));
    await new Promise((resolve) => sock.once('open', resolve));
    sock.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'whoami' } }));
    sock.send(JSON.stringify({ id: 2, method: 'query', params: { path: 'whoami' } }));
    while (replies.length < 2) await new Promise((r) => setTimeout(r, 10));
    assert.deepEqual(replies, [
      { id: 1, result: { type: 'data', data: 'connection 1' } },
      { id: 2, result: { type: 'data', data: 'connection 1' } },
    ]);
    sock.close();

    const rejected = new WebSocket(url, { headers: { 'x-fail': '1' } });
    const messages: { id: unknown; error?: { data: { code: string } } }[] = [];
    rejected.on('message', (m) => messages.push(JSON.parse(m.toString())));
    await new Promise((resolve) => rejected.once('close', resolve));
    assert.equal(messages.length, 1);
    assert.equal(messages[0].id, null);
    assert.equal(messages[0].error?.data.code, 'UNAUTHORIZED');
  } finally {
    for (const c of wss.clients) c.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  }
});

test('WebSocket: a synchronous throw in createContext ends the process', async () => {
  const child = `
    import * as trpc from '@trpc-v9/server';
    import { applyWSSHandler } from '@trpc-v9/server/adapters/ws';
    import { WebSocket, WebSocketServer } from 'ws';
    const router = trpc.router().query('q', { resolve: () => 'hi' });
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    applyWSSHandler({
      wss, router,
      onError: () => console.log('ONERROR'),
      createContext: () => { throw new Error('sync-ctx-failure'); },
    });
    wss.on('listening', () => {
      const sock = new WebSocket('ws://127.0.0.1:' + wss.address().port);
      sock.on('message', (m) => console.log('MESSAGE ' + m));
    });
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
  assert.match(stderr, /sync-ctx-failure/);
  assert.doesNotMatch(stdout, /SURVIVED|MESSAGE|ONERROR/);
});
