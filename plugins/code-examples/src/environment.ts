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

/** Whether `dir` was installed from its lock file as it is now. */
export function isInstalled(dir: string): boolean {
  const lock = path.join(dir, 'package-lock.json');
  const installed = path.join(dir, 'node_modules', '.package-lock.json');
  return (
    fs.existsSync(installed) && (!fs.existsSync(lock) || fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs)
  );
}

/** Marks an install in progress; holds the installing process's id. */
const INSTALL_LOCK = '.installing';

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the install lock of `dir`, waiting while another live process holds
 * it (the development server's hover worker and the API reference may both
 * find the environment missing). Returns the function that releases it.
 */
function lockInstall(dir: string): () => void {
  const file = path.join(dir, INSTALL_LOCK);
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(file, 'utf8'));
    if (!Number.isInteger(holder) || holder <= 0 || !isRunning(holder)) fs.rmSync(file, { force: true });
    else sleep(500);
  }
}

/**
 * Installs the examples environment (EXAMPLES_ENV_DIR) when it is
 * missing or older than its lock file, so `npm test` works on a fresh clone
 * without a separate setup step. One process installs at a time; the others
 * wait for it and find the environment installed.
 */
export function ensureEnvironment(dir: string): void {
  if (isInstalled(dir)) return;
  const unlock = lockInstall(dir);
  try {
    if (isInstalled(dir)) return;
    console.log(`Installing the packages the code samples compile against (${path.relative(SITE_DIR, dir) || dir})…`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    // `ci`: exactly the locked tree, the same on every machine. The lock file
    // lists every platform's native packages (Next.js's SWC builds), written
    // by a fresh install; see CONTRIBUTING.md, "Versions the examples compile against", for how to move the pins.
    execFileSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
    });
  } finally {
    unlock();
  }
}
