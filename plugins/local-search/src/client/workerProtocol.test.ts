import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import {
  type LocalSearchClient,
  SearchUnavailableError,
  type ShardRef,
  createLocalSearchClient,
} from '../engine/client';
import type { Shard } from '../indexer/record';
import { record } from '../testing/fixtures';
import {
  type WorkerInit,
  type WorkerLike,
  type WorkerRequest,
  type WorkerResponse,
  createWorkerHandler,
  createWorkerSearchClient,
  deserializeError,
  serializeError,
} from './workerProtocol';

const current: Shard = {
  version: 1,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  records: [
    record('/docs/server/routers', 'lvl1', ['Define Routers']),
    record('/docs/server/routers', 'content', ['Define Routers'], 'A router holds procedures.'),
    record('/docs/server/context', 'lvl1', ['Context']),
  ],
};
const pages: Shard = {
  version: 1,
  language: 'en',
  docusaurus_tag: 'default',
  records: [record('/blog/routers', 'lvl1', ['Routers in depth'], null, { docusaurus_tag: 'default', version: '' })],
};
const shards = [current, pages];
const refs: ShardRef[] = shards.map((s) => ({ language: s.language, tag: s.docusaurus_tag }));
const INDEX_URL = 'http://127.0.0.1/search-index/';
const modalRequest = (query: string) => ({
  indexName: 'trpc',
  query,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
});

type Load = (ref: ShardRef) => Promise<Shard>;
const fromMemory: Load = async (ref) => shards.find((s) => s.docusaurus_tag === ref.tag)!;

/**
 * A worker made of a MessageChannel: the page's end is the port the client
 * talks to; the other end runs the worker's handler, with structured
 * cloning in between, as between a page and a real worker.
 */
function channelWorker(load: Load = fromMemory) {
  const { port1, port2 } = new MessageChannel();
  const seen: WorkerRequest[] = [];
  const inits: WorkerInit[] = [];
  const handle = createWorkerHandler((init) => {
    inits.push(init);
    return createLocalSearchClient({ shards: init.shards, loadShard: load });
  });
  port2.on('message', (message: WorkerRequest) => {
    seen.push(message);
    void handle(message).then((response) => response && port2.postMessage(response));
  });
  const errorListeners: ((event: unknown) => void)[] = [];
  const worker: WorkerLike & { crash(): void; close(): void } = {
    postMessage: (message) => port1.postMessage(message),
    addEventListener: (type: string, listener: (event: never) => void) => {
      if (type === 'message')
        (port1 as MessagePort).on('message', (data: WorkerResponse) => listener({ data } as never));
      else errorListeners.push(listener as (event: unknown) => void);
    },
    terminate: () => {
      port1.close();
    },
    crash: () => errorListeners.forEach((l) => l(new Error('worker script failed'))),
    close: () => {
      port1.close();
      port2.close();
    },
  };
  return { worker, seen, inits };
}

function inMemoryClient(): LocalSearchClient {
  return createLocalSearchClient({ shards: refs, loadShard: fromMemory });
}

describe('search worker protocol', () => {
  it('posts the query and receives the same hits the in-thread client gives', async () => {
    const { worker, seen, inits } = channelWorker();
    try {
      const client = createWorkerSearchClient({
        worker,
        indexUrl: INDEX_URL,
        shards: refs,
        fallback: () => assert.fail('no fallback while the worker answers'),
      });
      const viaWorker = await client.search({ requests: [modalRequest('router')] });
      const inThread = await inMemoryClient().search({ requests: [modalRequest('router')] });
      const strip = (r: typeof viaWorker) => r.results.map(({ processingTimeMS: _, ...rest }) => rest);
      assert.deepEqual(strip(viaWorker), strip(inThread));
      assert.ok(viaWorker.results[0]!.hits.length > 0);
      assert.equal(viaWorker.results[0]!.hits[0]!.url, '/docs/server/routers');
      assert.deepEqual(inits, [{ indexUrl: INDEX_URL, shards: refs }]);
      assert.deepEqual(
        seen.map((m) => m.type),
        ['init', 'search'],
      );
    } finally {
      worker.close();
    }
  });

  it('accepts algoliasearch-helper’s request list and answers concurrent searches by id', async () => {
    const { worker } = channelWorker();
    try {
      const client = createWorkerSearchClient({ worker, indexUrl: INDEX_URL, shards: refs, fallback: inMemoryClient });
      const [a, b, c] = await Promise.all([
        client.search([{ indexName: 'trpc', params: { query: 'context' } }]),
        client.search({ requests: [modalRequest('router'), modalRequest('context')] }),
        client.warmUp(['language:en']),
      ]);
      assert.equal(a.results[0]!.hits[0]!.url, '/docs/server/context');
      assert.equal(b.results.length, 2);
      assert.equal(b.results[0]!.query, 'router');
      assert.equal(b.results[1]!.hits[0]!.url, '/docs/server/context');
      assert.equal(c, undefined);
    } finally {
      worker.close();
    }
  });

  it('turns a shard that cannot be loaded into a RetryError on the page, and tries again next time', async () => {
    let fail = true;
    const { worker } = channelWorker(async (ref) => {
      if (fail) throw new Error('Search index answered HTTP 404');
      return fromMemory(ref);
    });
    try {
      const client = createWorkerSearchClient({ worker, indexUrl: INDEX_URL, shards: refs, fallback: inMemoryClient });
      await assert.rejects(client.warmUp(), (error: Error) => {
        assert.ok(error instanceof SearchUnavailableError);
        assert.equal(error.name, 'RetryError');
        return true;
      });
      await assert.rejects(client.search({ requests: [modalRequest('router')] }), { name: 'RetryError' });
      fail = false;
      const { results } = await client.search({ requests: [modalRequest('router')] });
      assert.ok(results[0]!.hits.length > 0);
    } finally {
      worker.close();
    }
  });

  it('runs pending and later searches in the page when the worker fails', async () => {
    // A worker that never answers, then fails (its script did not load).
    const listeners: Record<string, ((event: unknown) => void)[]> = {};
    let terminated = false;
    const posted: WorkerRequest[] = [];
    const dead: WorkerLike = {
      postMessage: (m) => posted.push(m),
      addEventListener: (type: string, l: (event: never) => void) =>
        (listeners[type] ??= []).push(l as (event: unknown) => void),
      terminate: () => {
        terminated = true;
      },
    };
    let fallbacks = 0;
    const client = createWorkerSearchClient({
      worker: dead,
      indexUrl: INDEX_URL,
      shards: refs,
      fallback: () => (fallbacks++, inMemoryClient()),
    });
    const pending = client.search({ requests: [modalRequest('router')] });
    listeners.error!.forEach((l) => l(new Event('error')));
    assert.equal((await pending).results[0]!.hits[0]!.url, '/docs/server/routers');
    assert.equal(
      (await client.search({ requests: [modalRequest('context')] })).results[0]!.hits[0]!.url,
      '/docs/server/context',
    );
    assert.ok(terminated);
    assert.equal(fallbacks, 1);
    assert.deepEqual(
      posted.map((m) => m.type),
      ['init', 'search'],
    );
  });

  it('answers a search before init with an error, and nothing for init', async () => {
    const handle = createWorkerHandler(() => inMemoryClient());
    assert.deepEqual(await handle({ type: 'search', id: 7, requests: [] }), {
      id: 7,
      error: { name: 'Error', message: 'The search worker was not initialised' },
    });
    assert.equal(await handle({ type: 'init', indexUrl: INDEX_URL, shards: refs }), null);
    assert.deepEqual(await handle({ type: 'search', id: 8, requests: [] }), { id: 8, results: [] });
  });

  it('keeps the client, and what it built, when init names the same index and shards again', async () => {
    const loads: string[] = [];
    let created = 0;
    const handle = createWorkerHandler((init) => {
      created++;
      return createLocalSearchClient({
        shards: init.shards,
        loadShard: (ref) => {
          loads.push(ref.tag);
          return fromMemory(ref);
        },
      });
    });
    const facetFilters = modalRequest('router').facetFilters;
    await handle({ type: 'init', indexUrl: INDEX_URL, shards: refs });
    assert.deepEqual(await handle({ type: 'warmUp', id: 0, facetFilters }), { id: 0, results: [] });
    const warmed = [...loads];
    assert.ok(warmed.length > 0);
    // The client that takes the worker over says init again: nothing is fetched twice.
    await handle({ type: 'init', indexUrl: INDEX_URL, shards: [...refs] });
    await handle({ type: 'warmUp', id: 1, facetFilters });
    assert.equal(created, 1);
    assert.deepEqual(loads, warmed);
    // Another index is another client.
    await handle({ type: 'init', indexUrl: 'http://127.0.0.1/other-index/', shards: refs });
    await handle({ type: 'warmUp', id: 2, facetFilters });
    assert.equal(created, 2);
    assert.deepEqual(loads, [...warmed, ...warmed]);
  });

  it('keeps an error’s name and message across the boundary', () => {
    const retry = deserializeError(serializeError(new SearchUnavailableError('index down')));
    assert.ok(retry instanceof SearchUnavailableError);
    assert.equal(retry.message, 'index down');
    const other = deserializeError(serializeError(new TypeError('bad')));
    assert.equal(other.name, 'TypeError');
    assert.equal(other.message, 'bad');
    assert.deepEqual(serializeError('text'), { name: 'Error', message: 'text' });
  });
});
