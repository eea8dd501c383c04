export type TrpcMajor = 9 | 10 | 11;

/**
 * Which 11.x packages a page is compiled against. tRPC's React integrations
 * declare exact-version peers on `@trpc/server` and `@trpc/client`, and are
 * not published at every version, so a page is compiled against the set its
 * reader is told to install:
 * - `core`: `@trpc/server` and `@trpc/client` at the newest release;
 * - `classic`: `@trpc/react-query` and `@trpc/next` with the `@trpc/server`
 *   and `@trpc/client` of the same (exact) version;
 * - `tanstack`: `@trpc/tanstack-react-query` likewise.
 * A page's set follows from what its blocks import (see `packageSetOf`); a
 * block can name another with `trpc-packages="classic"` in its fence meta.
 */
export type PackageSet = 'core' | 'classic' | 'tanstack';
export const PACKAGE_SETS: readonly PackageSet[] = ['core', 'classic', 'tanstack'];

/**
 * Which installed package (an npm alias in package.json) answers an import
 * specifier, per tRPC major. Everything not listed resolves normally.
 */
export const PACKAGE_ALIASES: Record<TrpcMajor, Record<string, string>> = {
  11: {
    '@trpc/server': '@trpc-v11/server',
    '@trpc/client': '@trpc-v11/client',
    '@trpc/react-query': '@trpc-v11/react-query',
    '@trpc/next': '@trpc-v11/next',
    '@tanstack/react-query': '@tanstack-v5/react-query',
  },
  10: {
    '@trpc/server': '@trpc-v10/server',
    '@trpc/client': '@trpc-v10/client',
    '@trpc/react-query': '@trpc-v10/react-query',
    '@trpc/next': '@trpc-v10/next',
    '@tanstack/react-query': '@tanstack-v4/react-query',
  },
  9: {
    '@trpc/server': '@trpc-v9/server',
    '@trpc/client': '@trpc-v9/client',
    '@trpc/react': '@trpc-v9/react',
    '@trpc/next': '@trpc-v9/next',
  },
};

/** The 11.x aliases of each package set (`core` is PACKAGE_ALIASES[11]). */
export const V11_PACKAGE_SETS: Record<PackageSet, Record<string, string>> = {
  core: PACKAGE_ALIASES[11],
  classic: {
    ...PACKAGE_ALIASES[11],
    '@trpc/server': '@trpc-v11classic/server',
    '@trpc/client': '@trpc-v11classic/client',
  },
  tanstack: {
    '@trpc/server': '@trpc-v11tanstack/server',
    '@trpc/client': '@trpc-v11tanstack/client',
    '@trpc/tanstack-react-query': '@trpc-v11tanstack/tanstack-react-query',
    '@tanstack/react-query': '@tanstack-v5/react-query',
  },
};

/** The aliases a page of `major` compiled against `set` resolves its imports with. */
export function aliasesFor(major: TrpcMajor, set: PackageSet = 'core'): Record<string, string> {
  return major === 11 ? V11_PACKAGE_SETS[set] : PACKAGE_ALIASES[major];
}

const IMPORTS_TANSTACK = /['"]@trpc\/tanstack-react-query['"/]/;
const IMPORTS_CLASSIC = /['"]@trpc\/(react-query|next)['"/]/;

/**
 * The package set of a page's blocks of 11.x: `tanstack` if any imports
 * `@trpc/tanstack-react-query`, else `classic` if any imports
 * `@trpc/react-query` or `@trpc/next`, else `core`.
 */
export function packageSetOf(codes: string[]): PackageSet {
  if (codes.some((c) => IMPORTS_TANSTACK.test(c))) return 'tanstack';
  if (codes.some((c) => IMPORTS_CLASSIC.test(c))) return 'classic';
  return 'core';
}

/**
 * The aliases an installed package's own imports resolve with, by installed
 * package (`@trpc-v11/react-query` → the classic set). The packages import
 * each other by their real names (`@trpc/react-query` imports `@trpc/server`),
 * and each must get the ones of its own set: its exact-version peers.
 * A package more than one set lists belongs to the integrations' set
 * (tanstack, then classic) before core: core lists `@trpc-v11/react-query`
 * and `@trpc-v11/next` too, but their peers are the classic set's.
 * Used by the behaviour tests' module hook (trpc-aliases.mjs).
 */
export function importerAliases(): Record<string, Record<string, string>> {
  const byInstalled: Record<string, Record<string, string>> = {};
  const sets = [
    V11_PACKAGE_SETS.tanstack,
    V11_PACKAGE_SETS.classic,
    V11_PACKAGE_SETS.core,
    PACKAGE_ALIASES[10],
    PACKAGE_ALIASES[9],
  ];
  for (const aliases of sets) {
    for (const installed of Object.values(aliases)) byInstalled[installed] ??= aliases;
  }
  return byInstalled;
}
