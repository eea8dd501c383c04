/**
 * Loaded on demand (when the page is idle, on hover or focus of the search
 * button, or by the search page): the page's side of the search. The
 * engine and the index live in Web Workers; this chunk only talks to them.
 */
import type { LocalSearchClient } from '../engine/client';
import { SearchUnavailableError } from '../errors';
import type { LocalSearchGlobalData } from '../index';
import { withParamsBody } from './hostedRequests';
import { type TieredSearchClient, createTieredSearchClient } from './tieredClient';
import { createWorkerSearchClient } from './workerProtocol';

export type { TieredSearchClient };

let local: { key: string; client: LocalSearchClient | TieredSearchClient } | null = null;

/**
 * The in-thread client (inThread.ts), its chunk loaded at the first call.
 * A chunk that cannot load is an unreachable index for DocSearch (its
 * error screen), and the next call tries again.
 */
function inThreadClient(data: LocalSearchGlobalData): LocalSearchClient {
  let loading: Promise<LocalSearchClient> | null = null;
  const load = () =>
    (loading ??= import('./inThread').then(
      ({ createInThreadClient }) => createInThreadClient(data),
      (error: unknown) => {
        loading = null;
        throw new SearchUnavailableError('The search engine could not be loaded', { cause: error });
      },
    ));
  return {
    warmUp: (facetFilters) => load().then((client) => client.warmUp(facetFilters)),
    search: (requests) => load().then((client) => client.search(requests)),
    addAlgoliaAgent(): void {},
  };
}

function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./search.worker.ts', import.meta.url), { name: 'local-search' });
  } catch {
    return null;
  }
}

/**
 * The production site searches in Web Workers, so that fetching, parsing,
 * indexing and searching never hold up a frame of the page: one indexes
 * every record, and, from the first warm-up until that one is ready,
 * another indexes only the page titles and answers first (tieredClient.ts).
 * Without `Worker` (old browsers, tests), on the development server (whose
 * index comes from generated modules), or if the worker fails to start,
 * the same client runs in the page instead.
 */
function createClient(data: LocalSearchGlobalData): LocalSearchClient | TieredSearchClient {
  if (data.dev || typeof Worker === 'undefined') return inThreadClient(data);
  const worker = startWorker();
  if (!worker) return inThreadClient(data);
  // The worker resolves URLs against its own script's URL.
  const indexUrl = new URL(data.indexUrl, window.location.href).href;
  const full = createWorkerSearchClient({
    worker,
    indexUrl,
    shards: data.shards,
    fallback: () => inThreadClient(data),
  });
  return createTieredSearchClient({
    full,
    startQuick: () => {
      const quickWorker = startWorker();
      if (!quickWorker) return null;
      const client = createWorkerSearchClient({
        worker: quickWorker,
        indexUrl,
        shards: data.shards,
        part: 'titles',
        // A quick worker that fails leaves the searches to the full one.
        fallback: () => unavailable,
      });
      return { client, retire: () => client.terminate() };
    },
  });
}

const unavailable: LocalSearchClient = {
  warmUp: () => Promise.reject(new SearchUnavailableError('The quick search worker failed')),
  search: () => Promise.reject(new SearchUnavailableError('The quick search worker failed')),
  addAlgoliaAgent(): void {},
};

/** The browser-side client over the index built with the site. */
export function getLocalSearchClient(data: LocalSearchGlobalData): LocalSearchClient | TieredSearchClient {
  const key = JSON.stringify([data.indexUrl, data.shards]);
  if (!local || local.key !== key) {
    local = { key, client: createClient(data) };
  }
  return local.client;
}

/** The same client, without the quick first answers from the titles alone (the search page's). */
export function getCompleteLocalSearchClient(data: LocalSearchGlobalData): LocalSearchClient {
  const client = getLocalSearchClient(data);
  return 'full' in client ? client.full : client;
}

/** The hosted service's client, for the search page in hosted mode. */
export async function getHostedSearchClient(hosted: NonNullable<LocalSearchGlobalData['hosted']>) {
  const { liteClient } = await import('algoliasearch/lite');
  return withParamsBody(liteClient(hosted.appId, hosted.apiKey));
}
