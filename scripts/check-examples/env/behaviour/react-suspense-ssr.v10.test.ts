/**
 * Behaviour promised by the 10.x page "Suspense" (versioned_docs/version-10.x/client/react/suspense.md) about
 * `useSuspenseQuery()` under `@trpc/next`'s `ssr: true` (@trpc/next 10.45.4, React Query 4; withTRPC's prepass
 * renders with `react-dom/server`'s `renderToString`):
 * - without a `<Suspense>` boundary above it, a suspense query makes the prepass throw ("A component suspended
 *   while responding to synchronous input"), even when the query succeeds, and an error boundary does not help;
 * - inside a `<Suspense>` boundary, a failing query does not fail the page: getInitialProps resolves with the error
 *   in the dehydrated state, and rendering the page leaves that boundary to the client (`<!--$!-->`) without
 *   throwing; a succeeding query is rendered with its data.
 *
 * The same was observed with React 18.3.1 (installed outside this environment); this environment has React 19.
 * `@trpc-v10/*` import `@tanstack/react-query`, which this environment has only as `@tanstack-v4/react-query`:
 * the runner's module hook (trpc-aliases.mjs) maps that name for imports made from a 10.x package.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

type ReactModule = typeof import('react');
let React: ReactModule;
let renderToString: typeof import('react-dom/server').renderToString;
let trpc: any;

before(async () => {
  const { initTRPC, callProcedure, TRPCError } = await import('@trpc-v10/server');
  const { observable } = await import('@trpc-v10/server/observable');
  const { createTRPCNext } = await import('@trpc-v10/next');
  React = await import('react');
  ({ renderToString } = await import('react-dom/server'));

  const t = initTRPC.create();
  const appRouter = t.router({
    ok: t.procedure.query(async () => 'fine'),
    bad: t.procedure.query(async () => {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'No such post' });
    }),
  });
  trpc = createTRPCNext<typeof appRouter>({
    ssr: true,
    config: () => ({
      // In-process link: calls the router directly
      links: [
        () =>
          ({ op }) =>
            observable((observer) => {
              callProcedure({
                procedures: appRouter._def.procedures,
                path: op.path,
                rawInput: op.input,
                ctx: {},
                type: op.type,
              }).then(
                (data) => {
                  observer.next({ result: { data } });
                  observer.complete();
                },
                (cause) => observer.error(cause),
              );
            }),
      ],
      queryClientConfig: { logger: { log() {}, warn() {}, error() {} } } as never,
    }),
  });
});

/** Runs withTRPC's getInitialProps for an _app wrapping `page`, then renders the app as Next.js would. */
async function ssr(path: 'ok' | 'bad', wrap: 'suspense' | 'error-boundary' | 'none') {
  function Query() {
    const [data] = trpc[path].useSuspenseQuery();
    return React.createElement('p', null, String(data));
  }
  class Boundary extends React.Component<{ children: React.ReactNode }, { error: unknown }> {
    state = { error: null as unknown };
    static getDerivedStateFromError(error: unknown) {
      return { error };
    }
    render() {
      return this.state.error ? 'caught' : this.props.children;
    }
  }
  function Page() {
    const query = React.createElement(Query);
    if (wrap === 'suspense') return React.createElement(React.Suspense, { fallback: 'loading' }, query);
    if (wrap === 'error-boundary') return React.createElement(Boundary, null, query);
    return query;
  }
  function MyApp({ Component, pageProps }: { Component: () => React.ReactNode; pageProps: object }) {
    return React.createElement(Component, pageProps);
  }
  const App = trpc.withTRPC(MyApp);
  const AppTree = (props: object) => React.createElement(App, { Component: Page, router: {}, ...props });
  const ctx = { pathname: '/', query: {}, asPath: '/', AppTree };
  const props = await App.getInitialProps({ AppTree, Component: Page, router: {}, ctx });
  const html = renderToString(React.createElement(App, { Component: Page, router: {}, ...props }));
  return { props, html };
}

test('no <Suspense> boundary: the prepass throws, even for a query that succeeds', async () => {
  await assert.rejects(ssr('ok', 'none'), /suspended while responding to synchronous input/);
  await assert.rejects(ssr('bad', 'none'), /suspended while responding to synchronous input/);
});

test('an error boundary without <Suspense> does not help on the server', async () => {
  await assert.rejects(ssr('bad', 'error-boundary'), /suspended while responding to synchronous input/);
});

test('inside <Suspense>, a failing query does not fail the page; its boundary is left to the client', async () => {
  const { props, html } = await ssr('bad', 'suspense');
  const [query] = props.pageProps.trpcState.queries;
  assert.equal(query.state.status, 'error');
  assert.equal(query.state.error.message, 'No such post');
  assert.match(html, /^<!--\$!-->/);
  assert.doesNotMatch(html, /<p>/);
});

test('inside <Suspense>, a succeeding query is rendered with its data', async () => {
  const { html } = await ssr('ok', 'suspense');
  assert.equal(html, '<!--$--><p>fine</p><!--/$-->');
});
