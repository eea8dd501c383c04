import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type LocalSearchClient, type ShardRef, createLocalSearchClient, createSearchClient } from '../engine/client';
import { TitleEngine } from '../engine/titles';
import { SearchUnavailableError } from '../errors';
import type { Shard } from '../indexer/record';
import { record } from '../testing/fixtures';
import { createTieredSearchClient } from './tieredClient';
import { requestList } from './workerProtocol';

const current: Shard = {
  version: 1,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  records: [
    record('/docs/server/routers', 'lvl1', ['Define Routers']),
    // Under sections of their own: one hit per URL, so a page's title and its text are two hits.
    record('/docs/server/routers', 'content', ['Define Routers', 'Procedures'], 'A router holds procedures.'),
    record('/docs/server/context', 'lvl1', ['Context']),
    record('/docs/server/context', 'content', ['Context', 'Creation'], 'Built once per request from the adapter.'),
  ],
};
const refs: ShardRef[] = [{ language: 'en', tag: 'docs-default-current' }];
const request = (query: string) => ({ indexName: 'trpc', query, facetFilters: ['language:en'] });
const titlesOnly: Shard = { ...current, records: current.records.filter((r) => r.type === 'lvl1') };

/** A deferred: a promise and the functions that settle it, for ordering events in a test. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A client whose index becomes available when `ready` settles (a worker
 * still fetching and indexing, or the titles still being fetched): the full
 * engine's, or with `titles` the quick tier's, as the page builds them.
 */
function gatedClient(shard: Shard, ready: Promise<void>, titles = false) {
  const searched: string[] = [];
  let loads = 0;
  const loadShard = async () => {
    loads++;
    await ready;
    return shard;
  };
  const inner = titles
    ? createSearchClient({ shards: refs, loadShard, createEngine: (records) => new TitleEngine(records) })
    : createLocalSearchClient({ shards: refs, loadShard });
  const client: LocalSearchClient = {
    warmUp: (filters) => inner.warmUp(filters),
    search: (requests) => {
      searched.push(...requestList(requests).map((r) => String(r.query)));
      return inner.search(requests);
    },
    addAlgoliaAgent() {},
  };
  return { client, searched, loads: () => loads };
}

function setup(fullWarmUpDelay?: () => Promise<void>) {
  const fullReady = deferred();
  const quickReady = deferred();
  const full = gatedClient(current, fullReady.promise);
  const quick = gatedClient(titlesOnly, quickReady.promise, true);
  let started = 0;
  let retired = 0;
  const tiered = createTieredSearchClient({
    full: full.client,
    startQuick: () => {
      started++;
      return { client: quick.client, retire: () => retired++ };
    },
    fullWarmUpDelay,
  });
  return {
    tiered,
    full,
    quick,
    fullReady,
    quickReady,
    started: () => started,
    retired: () => retired,
  };
}

const firstUrl = (answer: { results: { hits: Record<string, unknown>[] }[] }) => answer.results[0]!.hits[0]?.url;

describe('tiered search client', () => {
  it('answers from the titles while the full index is being built, then from the full index', async () => {
    const t = setup();
    let upgrades = 0;
    t.tiered.onFullIndex(() => upgrades++);
    void t.tiered.warmUp(['language:en']);
    assert.equal(t.started(), 1);
    t.quickReady.resolve();
    const early = await t.tiered.search({ requests: [request('router')] });
    assert.equal(firstUrl(early), '/docs/server/routers');
    // Headings only: the content record is not there.
    assert.ok(early.results[0]!.hits.every((h) => h.type !== 'content'));
    assert.equal(upgrades, 0);

    t.fullReady.resolve();
    await t.tiered.warmUp(['language:en']);
    await new Promise((r) => setImmediate(r));
    assert.equal(upgrades, 1, 'the listeners hear that the full index is ready');
    assert.equal(t.retired(), 1, 'the quick tier is dropped');
    const later = await t.tiered.search({ requests: [request('router')] });
    assert.ok(later.results[0]!.hits.some((h) => h.type === 'content'));
    assert.deepEqual(t.quick.searched, ['router']);
    assert.deepEqual(t.full.searched, ['router']);
    assert.equal(t.started(), 1, 'a quick tier is started once');
  });

  it('sends the newest of the searches made while the titles are being indexed, the others to the full index', async () => {
    const t = setup();
    void t.tiered.warmUp();
    const answers = ['r', 'ro', 'router'].map((q) => t.tiered.search({ requests: [request(q)] }));
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(t.quick.searched, [], 'nothing is sent before the index is built');
    t.quickReady.resolve();
    assert.equal((await answers[2]!).results[0]!.query, 'router');
    assert.deepEqual(t.quick.searched, ['router'], 'the modal shows the latest answer only');
    t.fullReady.resolve();
    const [r, ro] = await Promise.all(answers);
    // Each search still gets the answer to its own query.
    assert.deepEqual(
      [r!, ro!].map((a) => a.results[0]!.query),
      ['r', 'ro'],
    );
    assert.deepEqual(t.full.searched.sort(), ['r', 'ro']);
  });

  it('sends one search at a time to the quick tier: of those that wait, only the newest', async () => {
    const t = setup();
    void t.tiered.warmUp();
    t.quickReady.resolve();
    await new Promise((r) => setImmediate(r));
    const first = t.tiered.search({ requests: [request('c')] });
    const skipped = t.tiered.search({ requests: [request('co')] });
    const newest = t.tiered.search({ requests: [request('context')] });
    assert.equal(firstUrl(await first), '/docs/server/context');
    assert.equal(firstUrl(await newest), '/docs/server/context');
    assert.deepEqual(t.quick.searched, ['c', 'context']);
    t.fullReady.resolve();
    assert.equal((await skipped).results[0]!.query, 'co', 'the one overtaken is answered by the full index');
  });

  it('does not show "no results" from the titles: such a search waits for the full index', async () => {
    const t = setup();
    void t.tiered.warmUp();
    t.quickReady.resolve();
    const answer = t.tiered.search({ requests: [request('adapter')] });
    await new Promise((r) => setImmediate(r));
    t.fullReady.resolve();
    assert.equal(firstUrl(await answer), '/docs/server/context#creation');
    assert.deepEqual(t.quick.searched, ['adapter']);
    assert.deepEqual(t.full.searched, ['adapter']);
  });

  it('takes the full index when it is ready before the titles', async () => {
    const t = setup();
    let upgrades = 0;
    t.tiered.onFullIndex(() => upgrades++);
    void t.tiered.warmUp();
    const answer = t.tiered.search({ requests: [request('router')] });
    t.fullReady.resolve();
    assert.ok((await answer).results[0]!.hits.some((h) => h.type === 'content'));
    assert.equal(upgrades, 0, 'nothing partial was shown');
    assert.equal(t.retired(), 1);
  });

  it('leaves the search to the full tier when the quick one fails, and shows the full tier’s error', async () => {
    const t = setup();
    void t.tiered.warmUp().catch(() => undefined);
    t.quickReady.reject(new Error('quick worker crashed'));
    const answer = t.tiered.search({ requests: [request('router')] });
    await new Promise((r) => setImmediate(r));
    t.fullReady.resolve();
    assert.equal(firstUrl(await answer), '/docs/server/routers');

    const broken = createTieredSearchClient({
      full: createLocalSearchClient({
        shards: refs,
        loadShard: () => Promise.reject(new Error('Search index answered HTTP 404')),
      }),
      startQuick: () => ({
        client: createLocalSearchClient({
          shards: refs,
          loadShard: () => Promise.reject(new Error('Search index answered HTTP 404')),
        }),
        retire: () => undefined,
      }),
    });
    await assert.rejects(broken.warmUp(), SearchUnavailableError);
    await assert.rejects(broken.search({ requests: [request('router')] }), { name: 'RetryError' });
  });

  it('warms the quick tier alone: it answers, the full tier starts only when a search needs it', async () => {
    const t = setup();
    let upgrades = 0;
    t.tiered.onFullIndex(() => upgrades++);
    const warm = t.tiered.warmUpQuick(['language:en']);
    t.quickReady.resolve();
    await warm;
    assert.equal(firstUrl(await t.tiered.search({ requests: [request('router')] })), '/docs/server/routers');
    assert.equal(t.full.loads(), 0, 'the full index is not fetched');
    // Only the body text has "adapter": the titles have no answer, so the full tier is asked.
    const answer = t.tiered.search({ requests: [request('adapter')] });
    await new Promise((r) => setImmediate(r));
    assert.equal(t.full.loads(), 1);
    t.fullReady.resolve();
    assert.equal(firstUrl(await answer), '/docs/server/context#creation');
    await new Promise((r) => setImmediate(r));
    assert.equal(t.retired(), 1, 'the quick tier is dropped once the full one has answered');
    assert.equal(upgrades, 1, 'the answer shown for "router" came from the titles');
    await t.tiered.warmUp();
    assert.equal(t.started(), 1, 'a quick tier is started once');
  });

  describe('with a wait for the full tier’s warm-up (fullWarmUpDelay)', () => {
    const settle = () => new Promise((r) => setImmediate(r));
    /** The quick tier started alone (as at a page's load) and its titles indexed. */
    const titlesAnswering = async (t: ReturnType<typeof setup>) => {
      const warmQuick = t.tiered.warmUpQuick(['language:en']);
      t.quickReady.resolve();
      await warmQuick;
    };

    it('waits when the quick tier is already answering; the titles answer meanwhile', async () => {
      const delay = deferred();
      const t = setup(() => delay.promise);
      await titlesAnswering(t);
      const warm = t.tiered.warmUp(['language:en']);
      void t.tiered.warmUp(['language:en']);
      await settle();
      assert.equal(t.full.loads(), 0, 'the full index waits');
      assert.equal(firstUrl(await t.tiered.search([request('router')])), '/docs/server/routers');
      assert.equal(t.full.loads(), 0);
      delay.resolve();
      await settle();
      assert.ok(t.full.loads() > 0, 'then it is fetched');
      t.fullReady.resolve();
      await warm;
      assert.equal(t.retired(), 1);
    });

    it('starts the full tier at once for a search the titles cannot answer', async () => {
      const t = setup(() => new Promise(() => undefined));
      await titlesAnswering(t);
      void t.tiered.warmUp(['language:en']);
      const answer = t.tiered.search([request('adapter')]);
      await settle();
      assert.equal(t.full.loads(), 1);
      t.fullReady.resolve();
      assert.equal(firstUrl(await answer), '/docs/server/context#creation');
    });

    it('does not wait when the first warm-up starts both tiers', async () => {
      const t = setup(() => new Promise(() => undefined));
      void t.tiered.warmUp(['language:en']);
      await settle();
      assert.equal(t.started(), 1);
      assert.equal(t.full.loads(), 1);
    });

    it('does not start the full tier for a search overtaken while it waited', async () => {
      const delay = deferred();
      const t = setup(() => delay.promise);
      await titlesAnswering(t);
      void t.tiered.warmUp(['language:en']);
      // "r" goes to the quick tier; "ro" waits and is overtaken by "router".
      const answers = ['r', 'ro', 'router'].map((q) => t.tiered.search([request(q)]));
      assert.equal((await answers[2]!).results[0]!.query, 'router');
      await settle();
      assert.deepEqual(t.quick.searched, ['r', 'router']);
      assert.equal(t.full.loads(), 0, 'the overtaken search waits for the full tier to start');
      delay.resolve();
      t.fullReady.resolve();
      assert.equal((await answers[1]!).results[0]!.query, 'ro');
      assert.deepEqual(t.full.searched, ['ro']);
    });

    it('sends an overtaken search to the full tier at once when no warm-up waits', async () => {
      const t = setup(() => new Promise(() => undefined));
      await titlesAnswering(t);
      t.fullReady.resolve();
      const answers = ['r', 'ro', 'router'].map((q) => t.tiered.search([request(q)]));
      assert.equal((await answers[1]!).results[0]!.query, 'ro');
      assert.deepEqual(t.full.searched, ['ro']);
    });

    it('warms the full tier all the same when the wait fails', async () => {
      const t = setup(() => Promise.reject(new Error('no timer')));
      await titlesAnswering(t);
      const warm = t.tiered.warmUp(['language:en']);
      t.fullReady.resolve();
      await warm;
      assert.equal(t.full.loads(), 1);
    });
  });

  it('drops a quick tier whose titles cannot be loaded', async () => {
    const t = setup();
    void t.tiered.warmUpQuick();
    t.quickReady.reject(new Error('Search index answered HTTP 404'));
    await new Promise((r) => setImmediate(r));
    assert.equal(t.retired(), 1);
    const answer = t.tiered.search({ requests: [request('router')] });
    t.fullReady.resolve();
    assert.ok(
      (await answer).results[0]!.hits.some((h) => h.type === 'content'),
      'the full tier answers',
    );
    assert.deepEqual(t.quick.searched, []);
  });

  it('starts no quick tier without a warm-up, nor once the full index has answered', async () => {
    const t = setup();
    t.fullReady.resolve();
    assert.equal(firstUrl(await t.tiered.search([request('context')])), '/docs/server/context');
    await t.tiered.warmUp();
    assert.equal(t.started(), 0);
    assert.deepEqual(t.quick.searched, []);
  });

  it('gives the full tier alone to a caller that must not see a partial answer', async () => {
    const t = setup();
    void t.tiered.warmUp();
    t.quickReady.resolve();
    const answer = t.tiered.full.search([request('router')]);
    await new Promise((r) => setImmediate(r));
    t.fullReady.resolve();
    assert.ok((await answer).results[0]!.hits.some((h) => h.type === 'content'));
    assert.deepEqual(t.quick.searched, []);
  });

  it('lets a listener unsubscribe', async () => {
    const t = setup();
    let upgrades = 0;
    const off = t.tiered.onFullIndex(() => upgrades++);
    void t.tiered.warmUp();
    t.quickReady.resolve();
    await t.tiered.search({ requests: [request('router')] });
    off();
    t.fullReady.resolve();
    await t.tiered.warmUp();
    await new Promise((r) => setImmediate(r));
    assert.equal(upgrades, 0);
  });
});
