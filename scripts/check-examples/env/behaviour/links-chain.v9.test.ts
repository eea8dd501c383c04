/**
 * Behaviour promised by the 9.x page "Links & Request Batching"
 * (versioned_docs/version-9.x/client/links.md), tRPC 9.27.4:
 * - a chain without a terminating link makes `client.query()` throw
 *   `TypeError: link is not a function` synchronously (the page once said
 *   the promise stays pending);
 * - the default `loggerLink` logger prints no CSS text in Node.js (its `%c`
 *   arguments are dropped by Node's console), and logs failures with
 *   `console.error`;
 * - the page's `networkRetryLink` retries a query whose request got no answer,
 *   up to its limit, and leaves server errors alone;
 * - a terminating link that calls `prev` itself answers without a server,
 *   but only if it answers asynchronously: an error passed to `prev`
 *   synchronously is lost and the promise never settles (the page's fake
 *   link once did that).
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { format } from 'node:util';
import { after, before, test } from 'node:test';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc-v9/client';
import { httpBatchLink } from '@trpc-v9/client/links/httpBatchLink';
import { loggerLink } from '@trpc-v9/client/links/loggerLink';
import * as trpc from '@trpc-v9/server';
import { createHTTPHandler } from '@trpc-v9/server/adapters/standalone';
import { z } from 'zod';

const router = trpc
  .router()
  .query('post.list', { resolve: () => [{ id: '1', title: 'Hello' }] })
  .query('post.byId', { input: z.object({ id: z.string() }), resolve: ({ input }) => input.id });
type AppRouter = typeof router;

let server: http.Server;
let url = '';
before(async () => {
  const handler = createHTTPHandler({ router });
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('no terminating link: client.query() throws TypeError synchronously', () => {
  const client = createTRPCClient<AppRouter>({ links: [loggerLink({ logger: () => {} })] });
  assert.throws(() => client.query('post.list'), { name: 'TypeError', message: 'link is not a function' });
});

test('loggerLink in Node.js: no CSS in the printed lines, failures go to console.error', async () => {
  const lines: { fn: string; text: string }[] = [];
  const capture = (fn: string) => (...args: unknown[]) => lines.push({ fn, text: format(...args) });
  const client = createTRPCClient<AppRouter>({
    links: [loggerLink({ console: { log: capture('log'), error: capture('error') } }), httpBatchLink({ url })],
  });
  await client.query('post.list');
  await assert.rejects(client.query('post.byId', { id: 1 } as never));
  assert.equal(lines.length, 4);
  for (const { text } of lines) assert.doesNotMatch(text, /background-color|font-weight/);
  assert.match(lines[0].text, />> query #\d+ post\.list \{ input: undefined, context: \{\} \}/);
  assert.deepEqual(
    lines.map((l) => l.fn),
    ['log', 'log', 'log', 'error'],
  );
});

function networkRetryLink(maxAttempts = 3): TRPCLink<AppRouter> {
  return () => {
    return ({ op, next, prev }) => {
      let attempts = 0;
      function attempt() {
        attempts++;
        next(op, (result) => {
          const noAnswer = result instanceof TRPCClientError && !result.data;
          if (noAnswer && op.type === 'query' && attempts < maxAttempts) {
            attempt();
            return;
          }
          prev(result);
        });
      }
      attempt();
    };
  };
}

test("the page's networkRetryLink retries unanswered queries up to its limit", async () => {
  let failuresLeft = 2;
  let calls = 0;
  const flakyFetch = ((input: string, init?: RequestInit) => {
    calls++;
    return failuresLeft-- > 0 ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
  }) as typeof fetch;
  const client = createTRPCClient<AppRouter>({
    fetch: flakyFetch,
    links: [networkRetryLink(3), httpBatchLink({ url })],
  });
  assert.deepEqual(await client.query('post.list'), [{ id: '1', title: 'Hello' }]);
  assert.equal(calls, 3);

  failuresLeft = 10;
  calls = 0;
  await assert.rejects(client.query('post.list'), { message: 'fetch failed' });
  assert.equal(calls, 3);

  calls = 0;
  failuresLeft = 0;
  await assert.rejects(client.query('post.byId', { id: 1 } as never), (err: unknown) => {
    assert.ok(err instanceof TRPCClientError);
    assert.equal(err.data?.code, 'BAD_REQUEST');
    return true;
  });
  assert.equal(calls, 1);
});

test('a fake terminating link answers without a server; a synchronous error never settles', async () => {
  // The page's fake link: it answers in a microtask.
  const fakeLink: TRPCLink<AppRouter> = () => {
    return ({ op, prev }) => {
      queueMicrotask(() => {
        if (op.path === 'post.list') {
          prev({ type: 'data', data: [{ id: '1', title: 'From the fake link' }] });
          return;
        }
        prev(TRPCClientError.from<AppRouter>(new Error(`No fake answer for ${op.path}`)));
      });
    };
  };
  const client = createTRPCClient<AppRouter>({ links: [fakeLink] });
  assert.deepEqual(await client.query('post.list'), [{ id: '1', title: 'From the fake link' }]);
  await assert.rejects(client.query('post.byId', { id: '2' }), { message: 'No fake answer for post.byId' });

  // The same error passed to `prev` synchronously is lost: still pending later.
  const syncLink: TRPCLink<AppRouter> = () => ({ prev }) => prev(TRPCClientError.from<AppRouter>(new Error('lost')));
  const syncClient = createTRPCClient<AppRouter>({ links: [syncLink] });
  const outcome = await Promise.race([
    syncClient.query('post.list').then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 200)),
  ]);
  assert.equal(outcome, 'pending');
});
