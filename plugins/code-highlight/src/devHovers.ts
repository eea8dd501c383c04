/**
 * Type hovers under the development server (hover mode `lazy`, see
 * mode.ts): a page whose hovers the cache lacks is served at once without
 * them, and a background process compiles its code blocks
 * (hoverWorker.ts), the page the author opened last first. When they are in
 * the cache, the page's stamp file is rewritten: its Markdown module depends
 * on the stamp (hover-stamp-loader.cjs), so the bundler builds the page
 * again, with its hovers, and the browser hot-reloads it.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const stampOf = (
  createRequire(__filename)('./hover-stamp-loader.cjs') as { stampFile(dir: string, file: string): string }
).stampFile;

/** A page's hovers request: its Markdown source (relative to the site) and absolute path. */
export interface HoverRequest {
  source: string;
  file: string;
  /** What the page's blocks compile as (their cache keys): a page edited since its last attempt is tried again. */
  key: string;
}

/** What the worker answers for one page. */
export interface HoverResult {
  source: string;
  /** Type errors in the page's blocks (they still get their hovers). */
  errors: string[];
  /** The compile itself failed (no hovers stored). */
  failure?: string;
  seconds: number;
}

/** Runs one page's compile: the worker process (workerRunner), or a test's stand-in. */
export type Runner = (source: string) => Promise<HoverResult>;

/**
 * The pages waiting for their hovers, one compile at a time, the most
 * recently requested first (the page the author is looking at).
 */
export class HoverQueue {
  private readonly waiting: HoverRequest[] = [];
  private running: HoverRequest | null = null;
  /** Per source, the key of the last compile started: the same content is compiled once per session. */
  private readonly attempted = new Map<string, string>();

  constructor(
    private readonly stampDir: string,
    private readonly run: Runner,
    private readonly log: (result: HoverResult) => void = () => {},
  ) {}

  /** Serve-time: marks the page as waiting for its hovers and queues it (once per content). */
  request(req: HoverRequest): void {
    const stamp = stampOf(this.stampDir, req.file);
    if (!fs.existsSync(stamp)) {
      fs.mkdirSync(this.stampDir, { recursive: true });
      fs.writeFileSync(stamp, 'waiting for hovers\n');
    }
    if (this.attempted.get(req.source) === req.key) return;
    const queued = this.waiting.findIndex((w) => w.source === req.source);
    if (queued !== -1) this.waiting.splice(queued, 1);
    this.waiting.unshift(req);
    void this.next();
  }

  /** Sources in the order they will be compiled (tests). */
  pending(): string[] {
    return this.waiting.map((w) => w.source);
  }

  /** Resolves when nothing is queued or running (tests). */
  async idle(): Promise<void> {
    while (this.running || this.waiting.length > 0) await new Promise((r) => setTimeout(r, 10));
  }

  private async next(): Promise<void> {
    if (this.running) return;
    const req = this.waiting.shift();
    if (!req) return;
    this.running = req;
    this.attempted.set(req.source, req.key);
    try {
      const result = await this.run(req.source);
      this.log(result);
      // Rewritten only when hovers were stored: a rebuild would otherwise
      // find the page still without them and start over.
      if (!result.failure)
        fs.writeFileSync(stampOf(this.stampDir, req.file), `hovers stored ${new Date().toISOString()}\n`);
    } catch (error) {
      this.log({ source: req.source, errors: [], failure: String(error), seconds: 0 });
    } finally {
      this.running = null;
      void this.next();
    }
  }
}

/** The background compiles run in a child process, at a lower priority than the server. */
function workerRunner(siteDir: string): Runner {
  let child: ChildProcess | null = null;
  let pending: { resolve(r: HoverResult): void; reject(e: Error): void } | null = null;
  const start = (): ChildProcess => {
    const worker = fork(path.join(__dirname, 'hoverWorker.ts'), [], {
      cwd: siteDir,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      if (worker.pid !== undefined) os.setPriority(worker.pid, 10);
    } catch {
      // Not permitted here: it runs at the server's priority.
    }
    worker.on('message', (result: HoverResult) => {
      pending?.resolve(result);
      pending = null;
    });
    worker.on('exit', (code, signal) => {
      child = null;
      pending?.reject(new Error(`the hovers process exited (${signal ?? `code ${code}`})`));
      pending = null;
    });
    // The server's end is the worker's: it exits when its channel closes.
    worker.unref();
    worker.channel?.unref();
    return worker;
  };
  return (source) =>
    new Promise<HoverResult>((resolve, reject) => {
      child ??= start();
      pending = { resolve, reject };
      child.send({ source });
    });
}

function logResult(result: HoverResult): void {
  if (result.failure) {
    console.warn(`[code-hovers] ${result.source}: no type hovers: ${result.failure}`);
  } else if (result.errors.length > 0) {
    console.warn(
      `[code-hovers] ${result.source}: ${result.errors.length} type errors in code blocks ` +
        `(npm run check:examples -- ${result.source}):\n${result.errors.join('\n')}`,
    );
  } else {
    console.log(`[code-hovers] ${result.source}: type hovers ready (${result.seconds.toFixed(1)} s)`);
  }
}

/** One queue per development server, however often Docusaurus reloads this module. */
const QUEUE = Symbol.for('trpc-docs.code-hovers.queue');
const global = globalThis as { [QUEUE]?: HoverQueue };

/**
 * Starts lazy hovers for this process: stamps of an earlier session go (a
 * page the bundler's persistent cache kept without hovers then depends on a
 * missing stamp and is built again when next opened).
 */
export function startDevHovers(siteDir: string, stampDir: string): void {
  if (global[QUEUE]) return;
  fs.rmSync(stampDir, { recursive: true, force: true });
  global[QUEUE] = new HoverQueue(stampDir, workerRunner(siteDir), logResult);
}

/** Queues a page served without its hovers; false when lazy hovers are not started (the caller compiles itself). */
export function requestHovers(req: HoverRequest): boolean {
  const queue = global[QUEUE];
  if (!queue) return false;
  queue.request(req);
  return true;
}
