import { type LocalSearchClientOptions, createSearchClient } from './contract';
import { SearchEngine } from './engine';

export * from './contract';

/**
 * The client over every record of the shards (the search worker's, the
 * in-page fallback's, the bench's): the Algolia search contract of
 * contract.ts, answered by SearchEngine.
 */
export function createLocalSearchClient(options: LocalSearchClientOptions) {
  return createSearchClient({ ...options, createEngine: (records) => new SearchEngine(records) });
}
