import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the reference is generated from: installed packages and their versions. */

interface PackageManifest {
  name?: string;
  version?: string;
  exports?: Record<string, ExportTarget> | string;
}
type ExportTarget = string | { [condition: string]: ExportTarget } | null;

export function readPackageJson(dir: string): PackageManifest {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageManifest;
}

/**
 * Folder of an installed package, found as Node.js finds it: in
 * `node_modules` of `fromDir` or of a folder above. (Reads no `exports`, so
 * it works for packages that do not export their package.json.)
 */
export function packageDir(name: string, fromDir: string): string {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`api-reference: ${name} is not installed (from ${fromDir})`);
  }
}

/** The declarations a bundler-style import of a subpath gets: the `import` condition's `types`. */
function importTypes(target: ExportTarget | undefined): string | null {
  if (target === null || target === undefined || typeof target === 'string') return null;
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
 * subpath of its `exports`, then plain folder lookup for the rest.
 */
export function pathsFor(specifier: string, dir: string): Record<string, string[]> {
  const manifest = readPackageJson(dir);
  const paths: Record<string, string[]> = {};
  const exports = typeof manifest.exports === 'object' && manifest.exports !== null ? manifest.exports : {};
  for (const [subpath, target] of Object.entries(exports)) {
    const types = importTypes(target);
    if (!types || subpath.includes('*')) continue;
    paths[path.posix.join(specifier, subpath)] = [path.join(dir, types)];
  }
  paths[specifier] ??= [dir];
  paths[`${specifier}/*`] = [`${dir}/*`];
  return paths;
}

/**
 * Runs `npm ci` in an npm project that has never been installed, so a fresh
 * clone builds without a setup step. An install older than its lock file is
 * only reported: a build never replaces packages (the examples check, which
 * installs the same project, updates it).
 */
export function ensureInstalled(dir: string): void {
  const lock = path.join(dir, 'package-lock.json');
  const installed = path.join(dir, 'node_modules', '.package-lock.json');
  if (fs.existsSync(installed)) {
    if (fs.existsSync(lock) && fs.statSync(installed).mtimeMs < fs.statSync(lock).mtimeMs) {
      console.warn(
        `[api-reference] ${dir}/node_modules is older than its lock file; \`npm run check:examples\` updates it`,
      );
    }
    return;
  }
  console.log(`[api-reference] installing the packages the reference is generated from (${dir})…`);
  execFileSync(
    process.platform === 'win32' ? 'npm.cmd' : 'npm',
    ['ci', '--no-audit', '--no-fund', '--loglevel=error'],
    {
      cwd: dir,
      stdio: 'inherit',
    },
  );
}
