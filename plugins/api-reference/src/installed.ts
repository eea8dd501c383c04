import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the reference is generated from: installed packages and their versions. */

interface PackageManifest {
  name?: string;
  version?: string;
}

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
