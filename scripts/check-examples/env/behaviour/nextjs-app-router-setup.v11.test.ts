/**
 * Behaviour promised by docs/client/nextjs/app-router-setup.mdx (11.x, @trpc/tanstack-react-query 11.22.1 with its
 * exact peers @trpc/server and @trpc/client 11.22.1, TanStack Query 5, Next.js 15):
 * - `createTRPCOptionsProxy({ router, ctx })` calls procedures in-process and calls a `ctx` function once for every
 *   procedure call (why the page wraps it in React's `cache()`); `keyPrefix` is part of the keys the server-side proxy
 *   builds too (the page must not say it only concerns the client);
 * - Pitfalls: without `staleTime`, a query hydrated from the server is refetched as soon as a component observes it,
 *   and with the page's 30 s it is not; a link with the page's relative URL fails outside the browser with
 *   "Failed to parse URL from /api/trpc/greeting?batch=1&input=…";
 * - "Create the project": Next.js 15 writes `strict: false` (and `moduleResolution: "node"`) into a tsconfig it
 *   creates, so the page must not call its own (strict) tsconfig "what Next.js writes"; the page's tsconfig has every
 *   option Next.js checks, so `next build` leaves it unchanged.
 *
 * The runner's module hook (trpc-aliases.mjs) resolves the imports made inside `@trpc-v11tanstack/*` to that
 * package set (`@tanstack/react-query` to the v5 alias).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(__filename);

async function setup() {
  const { initTRPC } = await import('@trpc-v11tanstack/server');
  const { createTRPCOptionsProxy } = await import('@trpc-v11tanstack/tanstack-react-query');
  const { QueryClient } = await import('@tanstack-v5/react-query');
  const { z } = await import('zod');
  const t = initTRPC.context<{ source: string }>().create();
  const appRouter = t.router({
    greeting: t.procedure
      .input(z.object({ name: z.string().min(1) }))
      .query(({ input, ctx }) => ({ text: `Hello, ${input.name}!`, source: ctx.source })),
  });
  return { appRouter, createTRPCOptionsProxy, QueryClient };
}

test('the server-side proxy calls in-process and builds the context once per procedure call', async () => {
  const { appRouter, createTRPCOptionsProxy, QueryClient } = await setup();
  const queryClient = new QueryClient();
  let built = 0;
  const trpc = createTRPCOptionsProxy({
    router: appRouter,
    ctx: async () => {
      built++;
      return { source: 'rsc' };
    },
    queryClient: () => queryClient,
  });
  await queryClient.prefetchQuery(trpc.greeting.queryOptions({ name: 'Ada' }));
  await queryClient.prefetchQuery(trpc.greeting.queryOptions({ name: 'Grace' }));
  assert.equal(built, 2);
  assert.deepEqual(queryClient.getQueryData(trpc.greeting.queryKey({ name: 'Ada' })), {
    text: 'Hello, Ada!',
    source: 'rsc',
  });

  // Memoised (as React's cache() does within one request): built once.
  let memo: Promise<{ source: string }> | undefined;
  let builtOnce = 0;
  const trpc2 = createTRPCOptionsProxy({
    router: appRouter,
    ctx: () => (memo ??= Promise.resolve({ source: String(++builtOnce) })),
    queryClient: new QueryClient(),
  });
  const qc2 = new QueryClient();
  await qc2.fetchQuery(trpc2.greeting.queryOptions({ name: 'A' }));
  await qc2.fetchQuery(trpc2.greeting.queryOptions({ name: 'B' }));
  assert.equal(builtOnce, 1);
});

test('keyPrefix changes the keys the server-side proxy builds as well', async () => {
  const { appRouter, createTRPCOptionsProxy, QueryClient } = await setup();
  const plain = createTRPCOptionsProxy({ router: appRouter, ctx: { source: 'rsc' }, queryClient: new QueryClient() });
  const prefixed = createTRPCOptionsProxy<typeof appRouter, { keyPrefix: true }>({
    router: appRouter,
    ctx: { source: 'rsc' },
    queryClient: new QueryClient(),
    keyPrefix: 'app',
  });
  assert.deepEqual(plain.greeting.queryKey({ name: 'Ada' }), [['greeting'], { input: { name: 'Ada' }, type: 'query' }]);
  assert.deepEqual(prefixed.greeting.queryKey({ name: 'Ada' }), [
    ['app'],
    ['greeting'],
    { input: { name: 'Ada' }, type: 'query' },
  ]);
});

test('Pitfall: a hydrated query is refetched on mount with the default staleTime, not with 30 s', async () => {
  const { appRouter, createTRPCOptionsProxy, QueryClient } = await setup();
  const { dehydrate, hydrate, QueryObserver } = await import('@tanstack-v5/react-query');
  const server = new QueryClient();
  const trpc = createTRPCOptionsProxy({ router: appRouter, ctx: { source: 'rsc' }, queryClient: server });
  await server.prefetchQuery(trpc.greeting.queryOptions({ name: 'Ada' }));
  const state = JSON.parse(JSON.stringify(dehydrate(server)));

  async function browserFetches(staleTime: number | undefined) {
    const browser = new QueryClient({ defaultOptions: { queries: staleTime === undefined ? {} : { staleTime } } });
    hydrate(browser, state);
    let calls = 0;
    const observer = new QueryObserver(browser, {
      queryKey: trpc.greeting.queryKey({ name: 'Ada' }),
      queryFn: async () => {
        calls++;
        return { text: 'Hello, Ada!', source: 'browser' };
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((r) => setTimeout(r, 20));
    unsubscribe();
    browser.clear();
    return calls;
  }
  assert.equal(await browserFetches(undefined), 1);
  assert.equal(await browserFetches(30 * 1000), 0);
  server.clear();
});

test('Pitfall: the relative link URL fails outside the browser with "Failed to parse URL"', async () => {
  const { createTRPCClient, httpBatchLink, TRPCClientError } = await import('@trpc-v11tanstack/client');
  const { appRouter } = await setup();
  const client = createTRPCClient<typeof appRouter>({ links: [httpBatchLink({ url: '/api/trpc' })] });
  await assert.rejects(client.greeting.query({ name: 'Grace' }), (err: unknown) => {
    assert.ok(err instanceof TRPCClientError);
    assert.match(
      (err as Error).message,
      /^Failed to parse URL from \/api\/trpc\/greeting\?batch=1&input=%7B%220%22%3A%7B%22name%22%3A%22Grace%22%7D%7D$/,
    );
    return true;
  });
});

test("Next.js 15 writes strict: false in a new tsconfig, and leaves the page's tsconfig as it is", async () => {
  const ts = require('typescript');
  const { writeConfigurationDefaults } = require('next/dist/lib/typescript/writeConfigurationDefaults');
  const dir = await mkdtemp(path.join(tmpdir(), 'app-router-tsconfig-'));
  const log = console.log;
  console.log = () => {};
  try {
    const fresh = path.join(dir, 'fresh.json');
    await writeConfigurationDefaults(ts, fresh, true, true, '.next', false);
    const written = JSON.parse(await readFile(fresh, 'utf8'));
    assert.equal(written.compilerOptions.strict, false);
    assert.equal(written.compilerOptions.moduleResolution, 'node');

    const page = readFileSync(path.join(__dirname, '../../../../docs/client/nextjs/app-router-setup.mdx'), 'utf8');
    const block = /```json title="tsconfig\.json"\n([\s\S]*?)\n```/.exec(page);
    assert.ok(block, 'the page has a tsconfig.json block');
    const pageConfig = path.join(dir, 'tsconfig.json');
    await writeFile(pageConfig, `${block[1]}\n`);
    await writeConfigurationDefaults(ts, pageConfig, false, true, '.next', false);
    assert.equal(await readFile(pageConfig, 'utf8'), `${block[1]}\n`);
    assert.equal(JSON.parse(block[1]).compilerOptions.strict, true);
  } finally {
    console.log = log;
    await rm(dir, { recursive: true, force: true });
  }
});
