/**
 * The generated API reference of the current docs (11.x): which packages,
 * which entry points, and where they are installed. Read by the config (the
 * api-reference plugin, the remark plugin that links prose to it) and by the
 * sidebar (its category).
 *
 * The packages are the ones the 11.x code samples compile against, installed
 * in the examples environment under npm aliases (see PACKAGE_ALIASES[11] in
 * plugins/code-examples/src/packages.ts, which a unit test keeps in step with
 * `API_REFERENCE_RESOLVE`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ReferencePackage } from '../../plugins/api-reference/src/options';
import { EXAMPLES_ENV_DIR } from '../../plugins/code-examples/src/environment';

/** Unless TYPEDOC is 0 or false, the reference is generated. */
export function apiReferenceEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !['0', 'false'].includes((env.TYPEDOC ?? '').trim().toLowerCase());
}

/** The npm project the packages are installed in: the examples environment. */
export const API_REFERENCE_INSTALL_DIR = EXAMPLES_ENV_DIR;
const INSTALLED = `${API_REFERENCE_INSTALL_DIR}/node_modules`;

/** Folder of the generated pages inside the docs (never checked in). */
export const API_REFERENCE_DIR = 'docs/typedoc';
/**
 * Whether the reference's pages are in place (its manifest is written last).
 * The development server prepares the reference in the background: until
 * it lands, the sidebar has no category for it.
 */
export function apiReferenceBuilt(siteDir: string): boolean {
  return fs.existsSync(path.join(siteDir, API_REFERENCE_DIR, '_manifest.json'));
}

/** Where the reference is served (the docs' route base plus its folder under `docs/`). */
export const API_REFERENCE_ROUTE = '/docs/typedoc';

/**
 * Entry points per package (routes.md §A.4): `@trpc/client` has one module
 * per link subpath it exports (since 11.x moved the WebSocket link, its
 * subpath and module is `links/wsLink/wsLink`), `@trpc/react-query` its four
 * subpaths, `@trpc/next` and `@trpc/tanstack-react-query` their main entry
 * (the only subpath the latter exports).
 *
 * `@trpc/server` deliberately differs from the reference site, which
 * documented only `src/shared.ts`: in 11.x that file re-exports six
 * deprecated names, so the reference would have no `initTRPC`, no
 * `TRPCError` and nothing for the prose to link to. The main entry
 * (`src/index.ts`, a superset of those six) keeps the reference site's
 * shape: one module, pages directly under /docs/typedoc/server/<kind>/<Name>.
 */
export const API_REFERENCE_PACKAGES: ReferencePackage[] = [
  {
    name: '@trpc/server',
    slug: 'server',
    dir: `${INSTALLED}/@trpc-v11/server`,
    entryPoints: ['src/index.ts'],
  },
  {
    name: '@trpc/client',
    slug: 'client',
    dir: `${INSTALLED}/@trpc-v11/client`,
    entryPoints: [
      'src/index.ts',
      'src/links/httpBatchLink.ts',
      'src/links/httpLink.ts',
      'src/links/loggerLink.ts',
      'src/links/splitLink.ts',
      'src/links/wsLink/wsLink.ts',
    ],
  },
  {
    name: '@trpc/react-query',
    slug: 'react-query',
    dir: `${INSTALLED}/@trpc-v11/react-query`,
    entryPoints: ['src/index.ts', 'src/rsc.tsx', 'src/server/index.ts', 'src/shared/index.ts'],
  },
  {
    name: '@trpc/next',
    slug: 'next',
    dir: `${INSTALLED}/@trpc-v11/next`,
    entryPoints: ['src/index.ts'],
  },
  {
    name: '@trpc/tanstack-react-query',
    slug: 'tanstack-react-query',
    dir: `${INSTALLED}/@trpc-v11tanstack/tanstack-react-query`,
    entryPoints: ['src/index.ts'],
  },
];

/**
 * How the packages' imports of each other and of their React Query peer
 * resolve. TypeDoc compiles the five packages as one program, so the
 * integrations' `@trpc/server` and `@trpc/client` are the newest release's
 * (whose reference pages their types link to), not the exact versions their
 * peers name; the examples check compiles pages against those exact sets.
 */
export const API_REFERENCE_RESOLVE: Record<string, string> = {
  '@trpc/server': `${INSTALLED}/@trpc-v11/server`,
  '@trpc/client': `${INSTALLED}/@trpc-v11/client`,
  '@trpc/react-query': `${INSTALLED}/@trpc-v11/react-query`,
  '@trpc/next': `${INSTALLED}/@trpc-v11/next`,
  '@trpc/tanstack-react-query': `${INSTALLED}/@trpc-v11tanstack/tanstack-react-query`,
  '@tanstack/react-query': `${INSTALLED}/@tanstack-v5/react-query`,
};
