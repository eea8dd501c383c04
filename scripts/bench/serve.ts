import { type ChildProcess, spawn } from 'node:child_process';
import { CHROMIUM_FLAGS as BASE_FLAGS } from '../chromium';

/**
 * Serves the production build on 127.0.0.1 for browser measurements, compressed
 * as a static host serves it (scripts/serve, the same server as `npm run serve`).
 */
export async function serveBuild(port: number, dir = 'build'): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn('npx', ['tsx', 'scripts/serve/index.ts', '--port', String(port), '--dir', dir], {
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/sitemap.xml`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the build could not be served');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

export { CHROMIUM } from '../chromium';

/** Lighthouse launches Chromium itself, so it needs the headless switch too. */
export const CHROMIUM_FLAGS = ['--headless=new', ...BASE_FLAGS];
