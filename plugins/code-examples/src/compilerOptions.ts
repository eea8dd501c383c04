import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { type PackageSet, type TrpcMajor, aliasesFor } from './packages';

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
