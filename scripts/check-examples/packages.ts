import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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

type ExportTarget = string | { [condition: string]: ExportTarget } | null;

/**
 * The type declarations a bundler-style import of `subpath` gets: the
 * `import` condition's `types`, as in a real project. Mapping a specifier to
 * the package folder instead would pick the package's top-level `types`
 * (often the CommonJS flavour) and clash with ESM types of other packages.
 */
function importTypes(target: ExportTarget): string | null {
  if (target === null || typeof target === 'string') return null;
  for (const condition of ['import', 'types', 'default']) {
    const next = target[condition];
    if (next === undefined) continue;
    if (typeof next === 'string') {
      if (condition === 'types') return next;
      continue;
    }
    const found = importTypes(next);
    if (found) return found;
  }
  return null;
}

/**
 * compilerOptions.paths for one bare specifier answered by an installed
 * folder (an npm alias such as `@trpc-v11/server` for `@trpc/server`): each
 * subpath of its `exports`, then plain folder lookup for the rest. Also used
 * by the API reference, which TypeDoc compiles the same way.
 */
export function pathsFor(name: string, dir: string): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, ExportTarget> | string;
  };
  const exports = typeof manifest.exports === 'object' && manifest.exports !== null ? manifest.exports : {};
  for (const [subpath, target] of Object.entries(exports)) {
    const types = importTypes(target);
    if (!types || subpath.includes('*')) continue;
    paths[path.posix.join(name, subpath)] = [path.join(dir, types)];
  }
  // Packages without exports, and subpaths not listed: plain folder lookup.
  paths[name] ??= [dir];
  paths[`${name}/*`] = [`${dir}/*`];
  return paths;
}

export function compilerOptionsFor(major: TrpcMajor, root: string, set: PackageSet = 'core'): ts.CompilerOptions {
  const paths: Record<string, string[]> = {};
  for (const [name, alias] of Object.entries(aliasesFor(major, set))) {
    Object.assign(paths, pathsFor(name, path.join(root, 'node_modules', alias)));
  }
  return {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.esnext.disposable.d.ts'],
    types: ['node'],
    typeRoots: [path.join(root, 'node_modules/@types')],
    esModuleInterop: true,
    allowJs: true,
    checkJs: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    forceConsistentCasingInFileNames: true,
    paths,
  };
}
