/**
 * Replaces `@docusaurus/core/lib/client/clientEntry.js` (3.10.2), the
 * browser bundle's entry: it mounts `window.docusaurus`, preloads the
 * components of the current route, then hydrates the server's HTML in a
 * transition.
 *
 * Why: upstream imports the whole app statically, so the browser evaluated
 * React DOM, the route table, the theme and the page's components and
 * started hydrating in two long tasks: 45 ms when main.js ran and 42 ms when
 * the page's route part arrived, on /docs/quickstart here (180 and 170 ms at
 * Lighthouse's 4× mobile CPU), the largest blocking time of a doc page. The
 * same modules are evaluated here, those with styles in the order App imports
 * them (so the stylesheet is the same, byte for byte), but in steps, each in
 * a task of its own, so a reader's tap or a frame can come between them.
 *
 * Behaviour is upstream's: the router (hash or browser, from the site
 * configuration), the head manager, the hydration in a transition (a fresh
 * render in development), the recoverable-error log, and the self-accepting
 * hot update.
 */
import type * as ReactModule from 'react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type * as ClientAppModule from './clientApp';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/* eslint-disable @typescript-eslint/no-require-imports -- each step evaluates its modules when it runs */

declare const module: { hot?: { accept(): void } };
declare const process: { env: { HYDRATE_CLIENT_ENTRY?: unknown } };

/** Resolves in a new task: a message to ourselves (timers may be clamped). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

type DocusaurusGlobal = typeof window.docusaurus;
let loadedGlobal: DocusaurusGlobal | undefined;

/**
 * `window.docusaurus` from the entry's first task, as upstream's entry sets
 * it: the home page's server-rendered base-URL check shows its "did not
 * load properly" banner at DOMContentLoaded unless the object exists by
 * then. Its methods forward to ours (./docusaurus.ts) once that is loaded;
 * links call them only after hydration, which comes later.
 */
const earlyGlobal: DocusaurusGlobal = Object.freeze({
  prefetch: (routePath: string) => loadedGlobal?.prefetch(routePath) ?? false,
  preload: (routePath: string) => loadedGlobal?.preload(routePath) ?? false,
});

async function start(): Promise<void> {
  const { pathname } = window.location;

  await nextTask();
  const React = require('react') as typeof ReactModule;
  const ReactDOM = require('react-dom/client') as typeof ReactDomClient;

  // In App's own import order: its client modules (the site's styles), the
  // route table, then the rest of the app and the theme.
  await nextTask();
  require('@generated/client-modules');
  require('@generated/routes');

  await nextTask();
  const { App, BrowserRouter, HashRouter, HelmetProvider, docusaurus, ensureRoutes, preload } = (
    require('./clientApp') as typeof ClientAppModule
  ).default;
  loadedGlobal = docusaurus;
  window.docusaurus = loadedGlobal;

  // The route part the page needs (its chunk is in the page's HTML), then,
  // in a task of their own, the page's matched routes and their components.
  await ensureRoutes(pathname);
  await nextTask();
  await preload(pathname);
  await nextTask();

  const Router = (siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter) as ComponentType<{
    children: ReactNode;
  }>;
  const app: ReactElement = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  React.startTransition(() => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    let root: Root;
    if (hydrate) {
      root = ReactDOM.hydrateRoot(document.getElementById('__docusaurus')!, app, { onRecoverableError });
    } else {
      root = ReactDOM.createRoot(document.getElementById('__docusaurus')!, { onRecoverableError });
      root.render(app);
    }
    window.docusaurusRoot = root;
  });
}

if (ExecutionEnvironment.canUseDOM) {
  window.docusaurus = earlyGlobal;
  void start();
  // Hot updates in development re-run this module, which renders again.
  if (module.hot) module.hot.accept();
}
