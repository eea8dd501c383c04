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
  // `ci`: exactly the locked tree, the same on every machine. The lock file
  // lists every platform's native packages (Next.js's SWC builds), written
  // by a fresh install; see the README for how to move the pins.
  execFileSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: 'inherit',
  });
}
