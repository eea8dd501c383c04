/**
 * The quick tier's worker (titles.worker.ts): started by the page's search
 * client when search warms up or, where a keyboard is likely, as soon as the
 * page has loaded (earlySearch.ts), so that it has started, compiled its
 * code, rehearsed a search and, on a docs page, indexed the page's titles by
 * the time the page has hydrated and a Ctrl+K can come. A worker takes a few
 * hundred milliseconds to get there on a loaded two-core machine; the page
 * hydrates later than `load`. Part of the main bundle: keep it small.
 */
import type { FacetFilters } from '../engine/client';
import type { WorkerInit } from './workerProtocol';

let early: Worker | null = null;

function create(): Worker | null {
  try {
    return new Worker(new URL('./titles.worker.ts', import.meta.url), { name: 'local-search-titles' });
  } catch {
    return null;
  }
}

/**
 * Starts the worker ahead of its client (once); `takeTitlesWorker` hands it
 * over. Given the index and the page's facet filters, the worker also
 * fetches and indexes those titles now: the client's own `init`, with the
 * same index and shards, keeps what it has built (workerProtocol.ts).
 */
export function startTitlesWorkerEarly(warm: (WorkerInit & { facetFilters: FacetFilters }) | null = null): void {
  if (early) return;
  early = create();
  if (!early || !warm) return;
  early.postMessage({ type: 'init', indexUrl: warm.indexUrl, shards: [...warm.shards] });
  // Id 0: no client waits for this answer (theirs start at 1).
  early.postMessage({ type: 'warmUp', id: 0, facetFilters: warm.facetFilters });
}

/** The worker started early, or a new one; null if none can start. */
export function takeTitlesWorker(): Worker | null {
  const worker = early ?? create();
  early = null;
  return worker;
}
