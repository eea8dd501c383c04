/**
 * Loaded on demand (from the `load` event where a keyboard is likely, when
 * the page is idle, on hover or focus of the search button, or by the search
 * page): the page's side of the search. The engines and the index live in
 * Web Workers; this chunk only talks to them.
 */
import type { LocalSearchClient } from '../engine/client';
import { SearchUnavailableError } from '../errors';
import type { LocalSearchGlobalData } from '../index';
import { withParamsBody } from './hostedRequests';
import { type TieredSearchClient, createTieredSearchClient } from './tieredClient';
import { takeTitlesWorker, workerInit } from './titlesWorker';
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

/** The search worker (every record, MiniSearch), or null if it cannot start. */
function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./search.worker.ts', import.meta.url), { name: 'local-search' });
  } catch {
    return null;
  }
}

/**
 * How long (ms) the full index's warm-up waits when the titles tier has
 * already started (tieredClient.ts). On a two-core machine, with Ctrl+K
 * pressed as the page hydrated and a word typed, the first hit came at a
 * median of 304 and 293 ms (two pages, eight first visits each, interleaved)
 * with the full index built meanwhile, 236 and 215 ms with this wait. One
 * second is not tuned: it outlasts that first search. A search the titles
 * cannot answer does not wait.
 */
const FULL_WARM_UP_DELAY = 1000;

/**
 * The production site searches in Web Workers, so that fetching, parsing,
 * indexing and searching never hold up a frame of the page: one indexes
 * every record, and, from the first warm-up until that one is ready,
 * another answers from the page titles alone (tieredClient.ts). That one
 * has no MiniSearch (engine/titles.ts) and its files are a few KB, so it is
 * ready sooner. Without `Worker` (old browsers, tests), on
 * the development server (whose index comes from generated modules), or if
 * the worker fails to start, the full client runs in the page instead.
 */
function createClient(data: LocalSearchGlobalData): LocalSearchClient | TieredSearchClient {
  if (data.dev || typeof Worker === 'undefined') return inThreadClient(data);
  const { indexUrl } = workerInit(data);
  // Started at its first use, not with the quick tier: its script is the
  // engine's, and a page that warms only the titles need not load it yet.
  let started: LocalSearchClient | null = null;
  const startFull = (): LocalSearchClient => {
    if (started) return started;
    const worker = startWorker();
    started = worker
      ? createWorkerSearchClient({ worker, indexUrl, shards: data.shards, fallback: () => inThreadClient(data) })
      : inThreadClient(data);
    return started;
  };
  const full: LocalSearchClient = {
    warmUp: (facetFilters) => startFull().warmUp(facetFilters),
    search: (requests) => startFull().search(requests),
    addAlgoliaAgent(): void {},
  };
  return createTieredSearchClient({
    full,
    fullWarmUpDelay: () => new Promise((resolve) => setTimeout(resolve, FULL_WARM_UP_DELAY)),
    startQuick: () => {
      const titlesWorker = takeTitlesWorker();
      if (!titlesWorker) return null;
      const client = createWorkerSearchClient({
        worker: titlesWorker,
        indexUrl,
        shards: data.shards,
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
