/**
 * The engine on the page's main thread, for when there is no worker: the
 * development server (whose index comes from generated modules), browsers
 * without `Worker`, and a worker that fails. A chunk of its own, loaded
 * only then: the page's search chunk stays free of the engine.
 */
import { type LocalSearchClient, createLocalSearchClient } from '../engine/client';
import type { LocalSearchGlobalData } from '../index';
import { shardFileName } from '../indexer/record';
import { fetchShard, parseShard } from './fetchShard';

export function createInThreadClient(data: LocalSearchGlobalData): LocalSearchClient {
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
