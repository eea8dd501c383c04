/**
 * Loaded on demand (hover or focus of the search button, or the search
 * page): the engine, its index and the hosted client never weigh on the
 * main bundle.
 */
import { type LocalSearchClient, createLocalSearchClient } from '../engine/client';
import type { LocalSearchGlobalData } from '../index';
import { fetchShard } from './fetchShard';

let local: { key: string; client: LocalSearchClient } | null = null;

/** The browser-side client over the index built with the site. */
export function getLocalSearchClient(data: LocalSearchGlobalData): LocalSearchClient {
  const key = JSON.stringify([data.indexUrl, data.shards]);
  if (!local || local.key !== key) {
    local = {
      key,
      client: createLocalSearchClient({
        shards: data.shards,
        loadShard: (ref) => fetchShard(data.indexUrl, ref),
      }),
    };
  }
  return local.client;
}

/** The hosted service's client, for the search page in hosted mode. */
export async function getHostedSearchClient(hosted: NonNullable<LocalSearchGlobalData['hosted']>) {
  const { liteClient } = await import('algoliasearch/lite');
  return liteClient(hosted.appId, hosted.apiKey);
}
