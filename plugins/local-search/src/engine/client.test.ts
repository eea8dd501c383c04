import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Shard } from '../indexer/record';
import { record } from '../testing/fixtures';
import {
  MAX_QUERY_LENGTH,
  type ShardRef,
  createLocalSearchClient,
  matchesFacetFilters,
  normalizeFacetFilters,
  shardsFor,
} from './client';

const current: Shard = {
  version: 1,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  records: [
    record('/docs/server/context', 'lvl1', ['Context']),
    record('/docs/server/context', 'content', ['Context'], 'The <b>context</b> object is created per request.'),
  ],
};
const v10: Shard = {
  version: 1,
  language: 'en',
  docusaurus_tag: 'docs-default-10.x',
  records: [
    record('/docs/v10/server/context', 'lvl1', ['Context'], null, {
      docusaurus_tag: 'docs-default-10.x',
      version: '10.x',
    }),
  ],
};
const pages: Shard = {
  version: 1,
  language: 'en',
  docusaurus_tag: 'default',
  records: [record('/blog/context-tips', 'lvl1', ['Context tips'], null, { docusaurus_tag: 'default', version: '' })],
};
const shards = [current, v10, pages];
const refs: ShardRef[] = shards.map((s) => ({ language: s.language, tag: s.docusaurus_tag }));

function makeClient(loadShard?: (ref: ShardRef) => Promise<Shard>) {
  const loaded: string[] = [];
  const client = createLocalSearchClient({
    shards: refs,
    loadShard:
      loadShard ??
      (async (ref) => {
        loaded.push(ref.tag);
        return shards.find((s) => s.docusaurus_tag === ref.tag)!;
      }),
  });
  return { client, loaded };
}

const contextual = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-10.x']];

describe('facet filters', () => {
  const r = record('/x', 'lvl1', ['X']);
  it('ANDs groups, ORs nested values and supports negation', () => {
    assert.equal(
      matchesFacetFilters(
        r,
        normalizeFacetFilters(['language:en', ['docusaurus_tag:a', 'docusaurus_tag:docs-default-current']]),
      ),
      true,
    );
    assert.equal(matchesFacetFilters(r, normalizeFacetFilters(['language:en', 'docusaurus_tag:a'])), false);
    assert.equal(matchesFacetFilters(r, normalizeFacetFilters(['-docusaurus_tag:docs-default-current'])), false);
    assert.equal(matchesFacetFilters(r, normalizeFacetFilters('-version:10.x')), true);
  });

  it('chooses only the shards the filters allow', () => {
    assert.deepEqual(
      shardsFor(refs, normalizeFacetFilters(contextual)).map((s) => s.tag),
      ['docs-default-10.x', 'default'],
    );
    assert.equal(shardsFor(refs, []).length, 3);
  });
});

describe('local search client', () => {
  it('answers the modal call shape, filtered by version, and loads only the shards it needs', async () => {
    const { client, loaded } = makeClient();
    const { results } = await client.search({
      requests: [
        {
          indexName: 'trpc',
          query: 'context',
          facetFilters: contextual,
          hitsPerPage: 20,
          attributesToSnippet: ['content:10'],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          snippetEllipsisText: '…',
          clickAnalytics: true,
        },
      ],
    });
    const [result] = results;
    assert.deepEqual(
      result!.hits.map((h) => h.url),
      ['/docs/v10/server/context', '/blog/context-tips'],
    );
    assert.equal(result!.nbHits, 2);
    assert.equal(result!.nbPages, 1);
    assert.match(result!.queryID!, /^[0-9a-f]{32}$/);
    assert.deepEqual(loaded.sort(), ['default', 'docs-default-10.x']);
    const hit = result!.hits[0] as { _highlightResult: { hierarchy: { lvl1: { value: string } } } };
    assert.equal(hit._highlightResult.hierarchy.lvl1.value, '<mark>Context</mark>');
  });

  it("answers algoliasearch-helper's array call with params, pages and facets", async () => {
    const { client } = makeClient();
    const { results } = await client.search([
      {
        indexName: 'trpc',
        params: {
          query: 'context',
          facetFilters: [['docusaurus_tag:docs-default-current', 'docusaurus_tag:default'], ['language:en']],
          hitsPerPage: 1,
          page: 1,
          facets: ['docusaurus_tag'],
          attributesToSnippet: ['content:3'],
          highlightPreTag: '<em>',
          highlightPostTag: '</em>',
        },
      },
      { indexName: 'trpc', params: 'query=context&hitsPerPage=0&facets=%5B%22language%22%5D' },
    ]);
    const [paged, facetsOnly] = results;
    // One record per URL: the page title and its first paragraph share one.
    assert.equal(paged!.nbHits, 2);
    assert.equal(paged!.page, 1);
    assert.equal(paged!.nbPages, 2);
    assert.equal(paged!.hits.length, 1);
    assert.deepEqual(paged!.facets, { docusaurus_tag: { 'docs-default-current': 1, default: 1 } });
    assert.equal(facetsOnly!.hits.length, 0);
    assert.deepEqual(facetsOnly!.facets, { language: { en: 3 } });
  });

  it("finds a page by its keywords and leaves them out of the hit's attributes", async () => {
    const keyworded: Shard = {
      ...current,
      records: [{ ...record('/docs/client/setup', 'lvl1', ['Set up a client']), keywords: ['createTRPCClient'] }],
    };
    const client = createLocalSearchClient({ shards: refs.slice(0, 1), loadShard: async () => keyworded });
    const { results } = await client.search({ requests: [{ indexName: 'trpc', query: 'createTRPCClient' }] });
    const [hit] = results[0]!.hits;
    assert.equal(hit!.url, '/docs/client/setup');
    assert.ok(!('keywords' in hit!));
  });

  it('escapes record text in snippets; only the requested tags are markup', async () => {
    const { client } = makeClient();
    const { results } = await client.search([
      {
        indexName: 'trpc',
        params: {
          query: 'object',
          attributesToSnippet: ['content:4'],
          highlightPreTag: '<em>',
          highlightPostTag: '</em>',
          snippetEllipsisText: '…',
        },
      },
    ]);
    const hit = results[0]!.hits[0] as { _snippetResult: { content: { value: string } } };
    assert.equal(hit._snippetResult.content.value, '…&lt;b&gt;context&lt;/b&gt; <em>object</em> is created…');
  });

  it('cuts overlong queries and survives hostile ones', async () => {
    const { client } = makeClient();
    const long = `context ${'x'.repeat(10_000)}`;
    const { results } = await client.search({ requests: [{ indexName: 'trpc', query: long }] });
    assert.equal(results[0]!.query.length, MAX_QUERY_LENGTH);
    const hostile = await client.search({
      requests: [
        {
          indexName: 'trpc',
          query: '"><img src=x onerror=alert(1)>',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      ],
    });
    assert.ok(!JSON.stringify(hostile.results[0]!.hits).includes('<img'));
  });

  it('reports an index that cannot be loaded as a RetryError, then retries on the next search', async () => {
    let attempts = 0;
    const { client } = makeClient(async (ref) => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return shards.find((s) => s.docusaurus_tag === ref.tag)!;
    });
    await assert.rejects(
      client.search({ requests: [{ indexName: 'trpc', query: 'context', facetFilters: ['docusaurus_tag:default'] }] }),
      (error: Error) => error.name === 'RetryError',
    );
    const { results } = await client.search({
      requests: [{ indexName: 'trpc', query: 'context', facetFilters: ['docusaurus_tag:default'] }],
    });
    assert.equal(results[0]!.nbHits, 1);
  });
});
