import { spawn } from 'node:child_process';
import fs from 'node:fs';

export interface BuildMeasurement {
  seconds: number;
  peakMemoryMiB: number;
  exitCode: number | null;
}

/** Resident memory (KiB) of a process and all its descendants, from /proc. */
function treeRssKiB(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const vmRss = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const pid = Number(entry);
      rss.set(pid, vmRss);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we read it.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs a cold production build (bundler caches removed first, so both
 * toolchains are measured the same way), sampling the memory of its
 * process tree.
 */
export function measureBuild(env: NodeJS.ProcessEnv = {}): Promise<BuildMeasurement> {
  for (const cache of ['rspack', 'webpack', 'babel-loader']) {
    fs.rmSync(`node_modules/.cache/${cache}`, { recursive: true, force: true });
  }
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn('npm', ['run', '--silent', 'build'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRssKiB(child.pid));
    }, 200);
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({ seconds, peakMemoryMiB: peak / 1024, exitCode: code });
    });
  });
}
