import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Installs the examples environment (scripts/check-examples/env) when it is
 * missing or older than its lock file, so `npm test` works on a fresh clone
 * without a separate setup step.
 */
export function ensureEnvironment(dir: string): void {
  const lock = path.join(dir, 'package-lock.json');
  const installed = path.join(dir, 'node_modules', '.package-lock.json');
  const fresh =
    fs.existsSync(installed) && (!fs.existsSync(lock) || fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs);
  if (fresh) return;
  console.log('Installing the packages the code samples compile against (scripts/check-examples/env)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // `install`, not `ci`: lock files written here omit the optional native
  // packages of other platforms (Next.js's SWC builds), which `ci` rejects.
  execFileSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: 'inherit',
  });
}
