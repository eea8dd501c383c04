import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The site's root folder. */
export const SITE_DIR = path.resolve(__dirname, '../../..');

/**
 * The examples environment, relative to the site: the npm project that
 * installs every tRPC major side by side (npm aliases) with their peers. The
 * samples compile against it, the API reference documents its 11.x packages,
 * and the behaviour tests (`npm run test:behaviour`) live in it, so their
 * bare imports resolve to its node_modules.
 */
export const EXAMPLES_ENV_DIR = 'scripts/check-examples/env';
export const EXAMPLES_ENV = path.join(SITE_DIR, EXAMPLES_ENV_DIR);

/**
 * Installs the examples environment (EXAMPLES_ENV_DIR) when it is
 * missing or older than its lock file, so `npm test` works on a fresh clone
 * without a separate setup step.
 */
export function ensureEnvironment(dir: string): void {
  const lock = path.join(dir, 'package-lock.json');
  const installed = path.join(dir, 'node_modules', '.package-lock.json');
  const fresh =
    fs.existsSync(installed) && (!fs.existsSync(lock) || fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs);
  if (fresh) return;
  console.log(`Installing the packages the code samples compile against (${EXAMPLES_ENV_DIR})…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // `ci`: exactly the locked tree, the same on every machine. The lock file
  // lists every platform's native packages (Next.js's SWC builds), written
  // by a fresh install; see CONTRIBUTING.md, "Versions the examples compile against", for how to move the pins.
  execFileSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: 'inherit',
  });
}
