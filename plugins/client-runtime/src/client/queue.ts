/**
 * The pure parts of link prefetching (no DOM, no bundler): an index from
 * route path to the chunks it needs, and a queue that runs work in idle time.
 */

/** A route's chunk names as Docusaurus generates them: nested objects of strings. */
export type ChunkTree = string | { [key: string]: ChunkTree } | ChunkTree[];

function leaves(tree: ChunkTree, into: string[]): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (Array.isArray(tree)) for (const item of tree) leaves(item, into);
  else for (const value of Object.values(tree)) leaves(value, into);
  return into;
}

/**
 * Route path → the chunk names of every route registered at that path.
 * `routesChunkNames` is keyed `<path>-<hash>` (a path may appear more than
 * once). Upstream scans every key with a regular expression for each link
 * that scrolls into view; this index is built once.
 */
export function indexChunkNames(routesChunkNames: Record<string, ChunkTree>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const path = key.replace(/-[^-]+$/, '');
    const names = index.get(path) ?? [];
    leaves(tree, names);
    index.set(path, names);
  }
  return index;
}

export interface IdleDeadlineLike {
  timeRemaining(): number;
  didTimeout?: boolean;
}

export type Scheduler = (work: (deadline: IdleDeadlineLike) => void) => void;

/**
 * Work per idle period. The browser's deadline can be 50 ms away, but input
 * arriving meanwhile waits for the task, and on a slow phone (or Lighthouse's
 * 4× CPU slowdown of what it measured) 50 ms becomes a long task. A few
 * milliseconds per period drain a page's links quickly enough.
 */
const IDLE_BUDGET_MS = 8;

const clock = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/**
 * A FIFO of jobs run in idle periods: each period runs jobs while the browser
 * says time remains and within a short budget (at least one job per period,
 * so the queue always drains), then yields until the next one. A burst of
 * calls (every link of a page becoming visible at once on load) thus never
 * forms a long task.
 */
export function createIdleQueue<T>(
  run: (item: T) => void,
  schedule: Scheduler,
  { budgetMs = IDLE_BUDGET_MS, now = clock }: { budgetMs?: number; now?: () => number } = {},
): (item: T) => void {
  const pending: T[] = [];
  let scheduled = false;
  const drain = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    const start = now();
    let ran = 0;
    while (pending.length > 0 && (ran === 0 || (deadline.timeRemaining() > 1 && now() - start < budgetMs))) {
      run(pending.shift()!);
      ran++;
    }
    if (pending.length > 0) {
      scheduled = true;
      schedule(drain);
    }
  };
  return (item: T) => {
    pending.push(item);
    if (!scheduled) {
      scheduled = true;
      schedule(drain);
    }
  };
}

/** `requestIdleCallback` where it exists, else (Safari) a short timer with the same budget. */
export const browserScheduler: Scheduler = (work) => {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(work, { timeout: 2000 });
    return;
  }
  setTimeout(() => {
    const start = Date.now();
    work({ timeRemaining: () => Math.max(0, IDLE_BUDGET_MS - (Date.now() - start)) });
  }, 50);
};

/**
 * The files a registry entry's loader would fetch. The compiled loader is
 * `() => __webpack_require__.e("<chunk id>")…`, one `.e()` per chunk it
 * needs; its chunk ids give the URLs. Upstream asks a table from chunk
 * names to ids that its ChunkAssetPlugin writes into the runtime every page
 * loads (3.6 KiB gzip here); that table is not built (see index.ts), the
 * loaders already say the same. A loader of another shape yields no URL,
 * so nothing is prefetched for it: a page then loads on click, as it
 * would on a slow connection.
 */
export function chunkIdsOfLoader(loader: () => unknown): string[] {
  return [...String(loader).matchAll(/\.e\(\s*(?:\/\*[^*]*\*\/\s*)?(["']?)([\w~.-]+)\1\s*\)/g)].map((m) => m[2]!);
}
