/**
 * The quick tier's worker (tieredClient.ts): fetches the titles files of the
 * shards a search needs and answers from the page titles alone with
 * engine/titles.ts, off the page's main thread, while the search worker
 * (search.worker.ts) fetches and indexes every record. It carries no
 * MiniSearch, so it loads and compiles sooner than that one. Same messages
 * (workerProtocol.ts).
 */
import { createSearchClient } from '../engine/contract';
import { LEVEL_WEIGHT, type SearchRecord } from '../indexer/record';
import { TitleEngine } from '../engine/titles';
import { fetchShard } from './fetchShard';
import { type WorkerRequest, type WorkerResponse, createWorkerHandler } from './workerProtocol';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: { data: WorkerRequest }) => void): void;
  postMessage(message: WorkerResponse): void;
}

const scope = self as unknown as WorkerScope;

/**
 * A search rehearsed on a few made-up titles as soon as the worker starts,
 * its answer dropped: a worker's first searches run its code cold, several
 * times slower than the later ones, and the reader's first keystrokes
 * should not pay for that. One letter (a prefix that many words answer:
 * ranking and highlighting several hits) and two words (typos, word forms,
 * a title's coverage), as the modal asks them.
 */
const REHEARSAL_QUERIES = ['s', 'server calls'];
const MODAL_SNIPPETS = ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'];
const REHEARSAL_TAG = 'rehearsal';

function madeUpTitle(title: string, position: number): SearchRecord {
  const url = `/rehearsal/${position}`;
  return {
    objectID: url,
    type: 'lvl1',
    hierarchy: { lvl0: 'Rehearsal', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    url,
    url_without_anchor: url,
    anchor: null,
    language: 'en',
    version: '',
    docusaurus_tag: REHEARSAL_TAG,
    position,
    weight: { level: LEVEL_WEIGHT.lvl1, position, pageRank: 0 },
    keywords: ['serverSideCalls'],
  };
}

async function rehearse(): Promise<void> {
  const records = ['Server Side Calls', 'Subscriptions', 'Set up a Server', 'Static Site Generation'].map(madeUpTitle);
  const ref = { language: 'en', tag: REHEARSAL_TAG };
  const client = createSearchClient({
    shards: [ref],
    loadShard: async () => ({ version: 1, language: 'en', docusaurus_tag: REHEARSAL_TAG, records }),
    createEngine: (shardRecords) => new TitleEngine(shardRecords),
  });
  for (const query of REHEARSAL_QUERIES) {
    await client.search([
      { indexName: REHEARSAL_TAG, query, facetFilters: ['language:en'], attributesToSnippet: MODAL_SNIPPETS },
    ]);
  }
}

const rehearsed = rehearse().catch(() => undefined);

const handle = createWorkerHandler(({ indexUrl, shards }) => {
  const client = createSearchClient({
    shards,
    loadShard: (ref) => fetchShard(indexUrl, ref, 'titles'),
    createEngine: (records) => new TitleEngine(records),
  });
  return {
    ...client,
    // Once more on the real titles, a few hundred of them rather than four.
    warmUp: (facetFilters) =>
      client.warmUp(facetFilters).then(async () => {
        await client.search([
          { indexName: REHEARSAL_TAG, query: REHEARSAL_QUERIES[0], facetFilters, attributesToSnippet: MODAL_SNIPPETS },
        ]);
      }),
  };
});

scope.addEventListener('message', ({ data }) => {
  void rehearsed
    .then(() => handle(data))
    .then((response) => {
      if (response) scope.postMessage(response);
    });
});
