/**
 * Loaded on demand (hover or focus of the search button, or the search
 * page): the engine, its index and the hosted client never weigh on the
 * main bundle.
 */
import { type LocalSearchClient, createLocalSearchClient } from '../engine/client';
import type { LocalSearchGlobalData } from '../index';
import { shardFileName } from '../indexer/record';
import { fetchShard, parseShard } from './fetchShard';
import { withParamsBody } from './hostedRequests';
import { createWorkerSearchClient } from './workerProtocol';

let local: { key: string; client: LocalSearchClient } | null = null;

/** The client that does the work on the page's main thread. */
function inThreadClient(data: LocalSearchGlobalData): LocalSearchClient {
  return createLocalSearchClient({
    shards: data.shards,
    loadShard: data.dev
      ? async (ref) => {
          // Development server: the index built from the sources.
          const { default: loaders } = await import('@generated/local-search/default/dev-index.js');
          const load = loaders[shardFileName(ref.language, ref.tag)];
          if (!load) throw new Error(`No development index for ${ref.language}/${ref.tag}`);
          return parseShard((await load()).default, ref);
        }
      : (ref) => fetchShard(data.indexUrl, ref),
  });
}

/**
 * The production site searches in a Web Worker, so that fetching, parsing,
 * indexing and searching never hold up a frame of the page. Without
 * `Worker` (old browsers, tests), on the development server (whose index
 * comes from generated modules), or if the worker fails to start, the same
 * client runs in the page instead.
 */
function createClient(data: LocalSearchGlobalData): LocalSearchClient {
  if (data.dev || typeof Worker === 'undefined') return inThreadClient(data);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./search.worker.ts', import.meta.url), { name: 'local-search' });
  } catch {
    return inThreadClient(data);
  }
  return createWorkerSearchClient({
    worker,
    // The worker resolves URLs against its own script's URL.
    indexUrl: new URL(data.indexUrl, window.location.href).href,
    shards: data.shards,
    fallback: () => inThreadClient(data),
  });
}

/** The browser-side client over the index built with the site. */
export function getLocalSearchClient(data: LocalSearchGlobalData): LocalSearchClient {
  const key = JSON.stringify([data.indexUrl, data.shards]);
  if (!local || local.key !== key) {
    local = { key, client: createClient(data) };
  }
  return local.client;
}

/** The hosted service's client, for the search page in hosted mode. */
export async function getHostedSearchClient(hosted: NonNullable<LocalSearchGlobalData['hosted']>) {
  const { liteClient } = await import('algoliasearch/lite');
  return withParamsBody(liteClient(hosted.appId, hosted.apiKey));
}
