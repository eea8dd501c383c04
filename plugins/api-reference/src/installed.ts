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
