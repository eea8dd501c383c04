/**
 * The quick tier's worker (titles.worker.ts): started by the page's search
 * client when search warms up or, where a keyboard is likely, as soon as the
 * page has loaded (earlySearch.ts), so that it has started, compiled its
 * code, rehearsed a search and, on a docs page, indexed the page's titles by
 * the time the page has hydrated and a Ctrl+K can come. A worker takes a few
 * hundred milliseconds to get there on a loaded two-core machine, and the
 * page usually hydrates later than `load` (the bench's "load → press"
 * column). Part of the main bundle: keep it small.
 */
import type { FacetFilters } from '../engine/client';
import type { LocalSearchGlobalData } from '../index';
import type { WorkerInit } from './workerProtocol';

let early: Worker | null = null;
/** Whether the early worker failed to start (its script did not load, or it crashed) before a client took it. */
let earlyFailed = false;
/** Whether a client has taken a worker: none is started early after that. */
let taken = false;

function create(): Worker | null {
  try {
    return new Worker(new URL('./titles.worker.ts', import.meta.url), { name: 'local-search-titles' });
  } catch {
    return null;
  }
}

/**
 * What a worker's `init` says for the site's index: the index URL made
 * absolute (a worker resolves URLs against its own script's URL) and the
 * shards. The early warm-up and the client build it here alike: the worker
 * keeps what it has built only for the same `init` (workerProtocol.ts).
 */
export function workerInit(data: Pick<LocalSearchGlobalData, 'indexUrl' | 'shards'>): WorkerInit {
  return { indexUrl: new URL(data.indexUrl, window.location.href).href, shards: [...data.shards] };
}

/**
 * Starts the worker ahead of its client (once, and not once a client has
 * taken one); `takeTitlesWorker` hands it over. Given the site's index and
 * the page's facet filters, the worker also fetches and indexes those titles
 * now: the client's own `init`, the same, keeps what it has built.
 */
export function startTitlesWorkerEarly(warm: (WorkerInit & { facetFilters: FacetFilters }) | null = null): void {
  if (early || taken) return;
  const worker = create();
  if (!worker) return;
  early = worker;
  // A client listens for failures only once it has the worker: until then, note them here.
  const failed = () => {
    earlyFailed = true;
  };
  worker.addEventListener('error', failed);
  worker.addEventListener('messageerror', failed);
  if (!warm) return;
  worker.postMessage({ type: 'init', indexUrl: warm.indexUrl, shards: warm.shards });
  // Id 0: no client waits for this answer (theirs start at 1).
  worker.postMessage({ type: 'warmUp', id: 0, facetFilters: warm.facetFilters });
}

/**
 * The worker started early, or a new one if none was; null if none can
 * start, or if the early one failed (its script would fail again: the full
 * tier answers alone).
 */
export function takeTitlesWorker(): Worker | null {
  taken = true;
  const worker = earlyFailed ? null : (early ?? create());
  if (earlyFailed) early?.terminate();
  early = null;
  return worker;
}
