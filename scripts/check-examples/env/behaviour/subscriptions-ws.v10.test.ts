/**
 * Behaviour promised by the 10.x Subscriptions / WebSockets page
 * (versioned_docs/version-10.x/further/subscriptions.md), tRPC 10.45.4:
 * - a synchronous `createContext` that throws is NOT answered with an
 *   `id: null` error: `applyWSSHandler` calls it inside an async `connection`
 *   listener, the throw is an unhandled rejection and the process exits
 *   (run in a child process);
 * - an async `createContext` that rejects IS handled: `onError` (type
 *   `unknown`), an `{"id":null,"error":…}` message, then the socket closes; the
 *   v10 client ignores that message, fails pending queries with "WebSocket
 *   closed prematurely", gives the subscription no `onError`, and reconnects
 *   without a pause (many connections in a fraction of a second);
 * - the page's advice (catch inside `createContext`, reject in a middleware)
 *   gives the subscription one UNAUTHORIZED `onError` over one connection;
 * - without a global `WebSocket` (Node.js 20), `createWSClient` without the
 *   `WebSocket` option throws "ReferenceError: WebSocket is not defined", not
 *   "No WebSocket implementation found";
 * - an observable whose subscribe function returns nothing works (the
 *   teardown is optional), and `emit.complete()` gives `onStopped` then
 *   `onComplete`.
 *
 * `@trpc-v10/client` imports `@trpc/server/...` at run time, so the tRPC
 * packages are imported dynamically, after the runner's module hook
 * (trpc-aliases.mjs).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { before, test } from 'node:test';
import { WebSocket, WebSocketServer } from 'ws';

type Server = typeof import('@trpc-v10/server');
type Ws = typeof import('@trpc-v10/server/adapters/ws');
type Obs = typeof import('@trpc-v10/server/observable');
type Client = typeof import('@trpc-v10/client');

let server: Server;
let ws: Ws;
let obs: Obs;
let client: Client;

before(async () => {
  server = await import('@trpc-v10/server');
  ws = await import('@trpc-v10/server/adapters/ws');
  obs = await import('@trpc-v10/server/observable');
  client = await import('@trpc-v10/client');
});

const ENV = path.join(__dirname, '..');
const ALIASES = path.join(__dirname, '..', '..', 'trpc-aliases.mjs');

async function listen(wss: WebSocketServer): Promise<string> {
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
}

function closeServer(wss: WebSocketServer) {
  for (const c of wss.clients) c.terminate();
  return new Promise<void>((resolve) => wss.close(() => resolve()));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('a synchronous throw in createContext crashes the process, no id:null error is sent', async () => {
  const child = `
    import { initTRPC } from '@trpc-v10/server';
    import { applyWSSHandler } from '@trpc-v10/server/adapters/ws';
    import { WebSocket, WebSocketServer } from 'ws';
    const t = initTRPC.create();
    const router = t.router({ q: t.procedure.query(() => 'hi') });
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
    ['--import', ALIASES, '--input-type=module', '-e', child],
    { cwd: ENV, stdio: ['ignore', 'pipe', 'pipe'] },
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

test('an async createContext that rejects: id:null error, close, client reconnects without a pause', async () => {
  const t = server.initTRPC.context<{ user: string }>().create();
  const router = t.router({
    q: t.procedure.query(() => 'hi'),
    sub: t.procedure.subscription(() => obs.observable<number>((emit) => emit.next(1))),
  });
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const onErrors: string[] = [];
  let contextCalls = 0;
  ws.applyWSSHandler({
    wss,
    router,
    onError: ({ error, type }) => onErrors.push(`${type}:${error.code}`),
    createContext: async () => {
      contextCalls++;
      throw new server.TRPCError({ code: 'UNAUTHORIZED', message: 'no token' });
    },
  });
  const url = await listen(wss);
  try {
    // What the server sends, on a raw socket.
    const raw = new WebSocket(url);
    const messages: unknown[] = [];
    raw.on('message', (m) => messages.push(JSON.parse(String(m))));
    const closeCode = await new Promise<number>((resolve) => raw.on('close', resolve));
    assert.equal(messages.length, 1);
    const msg = messages[0] as { id: unknown; error: { message: string; code: number; data: { code: string } } };
    assert.equal(msg.id, null);
    assert.equal(msg.error.message, 'no token');
    assert.equal(msg.error.code, -32001);
    assert.equal(msg.error.data.code, 'UNAUTHORIZED');
    assert.equal(closeCode, 1005);
    assert.deepEqual(onErrors, ['unknown:UNAUTHORIZED']);

    // What the v10 client does with it.
    let opens = 0;
    const wsClient = client.createWSClient({
      url,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      onOpen: () => opens++,
    });
    const trpc = client.createTRPCProxyClient<typeof router>({ links: [client.wsLink({ client: wsClient })] });
    const subErrors: unknown[] = [];
    const sub = trpc.sub.subscribe(undefined, { onError: (e) => subErrors.push(e) });
    await assert.rejects(trpc.q.query(), /WebSocket closed prematurely/);
    await sleep(300);
    sub.unsubscribe();
    wsClient.close();
    assert.deepEqual(subErrors, []);
    assert.ok(opens >= 10, `expected a reconnect loop, saw ${opens} connections`);
    assert.ok(contextCalls >= 10);
  } finally {
    await closeServer(wss);
  }
});

test('the fix: createContext does not throw, a middleware rejects: one UNAUTHORIZED onError, one connection', async () => {
  const t = server.initTRPC.context<{ user: string | null }>().create();
  const authed = t.procedure.use(({ ctx, next }) => {
    if (!ctx.user) throw new server.TRPCError({ code: 'UNAUTHORIZED' });
    return next({ ctx: { user: ctx.user } });
  });
  const router = t.router({
    sub: authed.subscription(() => obs.observable<number>((emit) => emit.next(1))),
  });
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  ws.applyWSSHandler({
    wss,
    router,
    createContext: () => {
      try {
        throw new Error('session store down');
      } catch {
        return { user: null };
      }
    },
  });
  const url = await listen(wss);
  let opens = 0;
  const wsClient = client.createWSClient({
    url,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    onOpen: () => opens++,
  });
  try {
    const trpc = client.createTRPCProxyClient<typeof router>({ links: [client.wsLink({ client: wsClient })] });
    const code = await new Promise<string | undefined>((resolve) => {
      trpc.sub.subscribe(undefined, { onError: (e) => resolve(e.data?.code) });
    });
    assert.equal(code, 'UNAUTHORIZED');
    await sleep(100);
    assert.equal(opens, 1);
  } finally {
    wsClient.close();
    await closeServer(wss);
  }
});

test('createWSClient without a global WebSocket throws ReferenceError', () => {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'WebSocket');
  // Node.js 20 has none; on a newer Node, remove it for the duration of the test.
  if (descriptor) delete (globalThis as { WebSocket?: unknown }).WebSocket;
  try {
    assert.throws(
      () => client.createWSClient({ url: 'ws://127.0.0.1:1' }),
      (err: unknown) => err instanceof ReferenceError && /WebSocket is not defined/.test(err.message),
    );
  } finally {
    if (descriptor) Object.defineProperty(globalThis, 'WebSocket', descriptor);
  }
});

test('an observable without a teardown works; complete() gives onStopped then onComplete', async () => {
  const t = server.initTRPC.create();
  const router = t.router({
    ticks: t.procedure.subscription(() =>
      obs.observable<number>((emit) => {
        setTimeout(() => {
          emit.next(1);
          emit.complete();
        }, 10);
        // no teardown returned
      }),
    ),
  });
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  ws.applyWSSHandler({ wss, router });
  const url = await listen(wss);
  const wsClient = client.createWSClient({ url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket });
  try {
    const trpc = client.createTRPCProxyClient<typeof router>({ links: [client.wsLink({ client: wsClient })] });
    const events: string[] = [];
    await new Promise<void>((resolve) => {
      trpc.ticks.subscribe(undefined, {
        onStarted: () => events.push('started'),
        onData: (n) => events.push(`data ${n}`),
        onStopped: () => events.push('stopped'),
        onComplete: () => {
          events.push('complete');
          resolve();
        },
      });
    });
    assert.deepEqual(events, ['started', 'data 1', 'stopped', 'complete']);
  } finally {
    wsClient.close();
    await closeServer(wss);
  }
});
