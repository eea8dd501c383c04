/**
 * Behaviour promised by docs/client/nextjs/ssr.md (11.x, @trpc/next 11.19.0 with `ssrPrepass`, and its exact peers
 * @trpc/react-query, @trpc/server and @trpc/client 11.19.0), running `_app.getInitialProps` the way Next.js does on the
 * server:
 * - `config({ ctx })` gets Next's page context; the page is rendered until a render starts no new fetch, so a query
 *   that depends on another one's result is fetched in a later round;
 * - queries with `trpc: { ssr: false }`, `enabled: false` or the `skipToken` input are not fetched and not dehydrated;
 *   the rest end up in `pageProps.trpcState`, failed ones included;
 * - `responseMeta` receives the failed queries as `clientErrors`; its `status` is set on `ctx.res`, and only string
 *   values of a plain `headers` object are copied (a `Headers` instance is ignored);
 * - an `ssr` function that throws turns the prepass off for that request.
 *
 * The runner's module hook (trpc-aliases.mjs) resolves the imports made inside `@trpc-v11/next`,
 * `@trpc-v11/react-query` and `@trpc-v11classic/*` to the 11.19.0 set (`@tanstack/react-query` to the v5 alias). The API is a standalone server on 127.0.0.1:0.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';

let httpServer: import('node:http').Server;
let url = '';
const calls: string[] = [];

async function makeRouter() {
  const { initTRPC, TRPCError } = await import('@trpc-v11classic/server');
  const { z } = await import('zod');
  const t = initTRPC.create();
  return t.router({
    viewer: t.procedure.query(() => {
      calls.push('viewer');
      return 'Ada';
    }),
    noSsr: t.procedure.query(() => {
      calls.push('noSsr');
      return 1;
    }),
    disabled: t.procedure.query(() => {
      calls.push('disabled');
      return 1;
    }),
    skipped: t.procedure.input(z.string()).query(() => {
      calls.push('skipped');
      return 1;
    }),
    postsBy: t.procedure.input(z.string()).query(({ input }) => {
      calls.push(`postsBy:${input}`);
      return [`${input}'s post`];
    }),
    missing: t.procedure.query(() => {
      calls.push('missing');
      throw new TRPCError({ code: 'NOT_FOUND' });
    }),
  });
}
type AppRouter = Awaited<ReturnType<typeof makeRouter>>;

before(async () => {
  const { createHTTPServer } = await import('@trpc-v11classic/server/adapters/standalone');
  httpServer = createHTTPServer({ router: await makeRouter(), createContext: () => ({}), onError() {} });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => httpServer.close(() => resolve())));

/** Runs the wrapped `_app`'s getInitialProps as Next.js does for a server render of `Page`. */
async function runPrepass(opts: {
  ssr: boolean | (() => boolean);
  headers: Record<string, unknown> | Headers;
}) {
  const React = await import('react');
  const RQ = await import('@tanstack-v5/react-query');
  const { createTRPCNext } = await import('@trpc-v11/next');
  const { ssrPrepass } = await import('@trpc-v11/next/ssrPrepass');
  const { httpBatchLink } = await import('@trpc-v11classic/client');
  const h = React.createElement;

  const configCalls: unknown[] = [];
  const metaCalls: unknown[] = [];
  const trpc = createTRPCNext<AppRouter>({
    ssr: opts.ssr as true,
    ssrPrepass,
    config({ ctx }) {
      configCalls.push(ctx?.pathname);
      return { links: [httpBatchLink({ url })] };
    },
    responseMeta({ clientErrors }) {
      metaCalls.push(clientErrors.map((error) => error.data?.code));
      return { status: clientErrors[0]?.data?.httpStatus ?? 200, headers: opts.headers as never };
    },
  });
  function Page() {
    const viewer = trpc.viewer.useQuery();
    trpc.noSsr.useQuery(undefined, { trpc: { ssr: false } });
    trpc.disabled.useQuery(undefined, { enabled: false });
    trpc.skipped.useQuery(RQ.skipToken);
    trpc.postsBy.useQuery(viewer.data ?? RQ.skipToken); // needs the viewer first
    trpc.missing.useQuery(undefined, { retry: false });
    return null;
  }
  const App = (props: { Component: typeof Page; pageProps: object }) => h(props.Component, props.pageProps);
  const Wrapped = trpc.withTRPC(App as never) as unknown as {
    getInitialProps: (ctx: unknown) => Promise<{ pageProps: { trpcState?: { queries: { queryKey: unknown }[] } } }>;
  };
  const setHeaders: Record<string, unknown> = {};
  const res = { statusCode: 200, setHeader: (name: string, value: unknown) => void (setHeaders[name] = value) };
  const ctx = { req: { headers: {} }, res, pathname: '/posts/[id]', asPath: '/posts/1', query: {} };
  const AppTree = (props: object) => h(Wrapped as never, { ...props, Component: Page, router: {} });
  calls.length = 0;
  const props = await Wrapped.getInitialProps({ AppTree, Component: Page, ctx, router: {} });
  return { props, configCalls, metaCalls, res, setHeaders };
}

test('the prepass fetches in rounds, skips ssr: false / enabled: false / skipToken, and sets status and headers', async () => {
  const { props, configCalls, metaCalls, res, setHeaders } = await runPrepass({
    ssr: true,
    headers: { 'cache-control': 's-maxage=60', 'x-number': 5 },
  });
  assert.deepEqual(configCalls, ['/posts/[id]']);
  assert.deepEqual(calls.sort(), ['missing', "postsBy:Ada", 'viewer']);
  assert.deepEqual(
    props.pageProps.trpcState?.queries.map((query) => query.queryKey),
    [
      [['viewer'], { type: 'query' }],
      [['missing'], { type: 'query' }],
      [['postsBy'], { input: 'Ada', type: 'query' }],
    ],
  );
  assert.deepEqual(metaCalls, [['NOT_FOUND']]);
  assert.equal(res.statusCode, 404);
  assert.deepEqual(setHeaders, { 'cache-control': 's-maxage=60' });
});

test('a Headers instance from responseMeta is ignored', async () => {
  const { setHeaders } = await runPrepass({ ssr: true, headers: new Headers({ 'cache-control': 's-maxage=60' }) });
  assert.deepEqual(setHeaders, {});
});

test('an ssr function that throws turns the prepass off', async () => {
  const { props, configCalls, metaCalls } = await runPrepass({
    ssr: () => {
      throw new Error('flag service down');
    },
    headers: {},
  });
  assert.equal(props.pageProps.trpcState, undefined);
  assert.deepEqual(configCalls, []);
  assert.deepEqual(metaCalls, []);
  assert.deepEqual(calls, []);
});
