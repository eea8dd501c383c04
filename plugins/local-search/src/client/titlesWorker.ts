/**
 * The quick tier's worker (titles.worker.ts): started by the page's search
 * client when search warms up or, where a keyboard is likely, as soon as the
 * page has loaded (earlyTitlesWorker.ts), so that it has started, compiled
 * its code and rehearsed a search by the time the page has hydrated and a
 * Ctrl+K can come. A worker takes a few hundred milliseconds to get there on
 * a loaded two-core machine; the page hydrates later than `load`. Part of
 * the main bundle: keep it small.
 */

let early: Worker | null = null;

function create(): Worker | null {
  try {
    return new Worker(new URL('./titles.worker.ts', import.meta.url), { name: 'local-search-titles' });
  } catch {
    return null;
  }
}

/** Starts the worker ahead of its client (once); `takeTitlesWorker` hands it over. */
export function startTitlesWorkerEarly(): void {
  early ??= create();
}

/** The worker started early, or a new one; null if none can start. */
export function takeTitlesWorker(): Worker | null {
  const worker = early ?? create();
  early = null;
  return worker;
}
