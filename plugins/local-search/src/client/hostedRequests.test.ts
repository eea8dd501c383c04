import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serializeParams, toParamsBody, withParamsBody } from './hostedRequests';

describe('hosted request body', () => {
  it('puts each request’s parameters in a params query string', () => {
    const body = toParamsBody([
      { indexName: 'trpc', query: 'a&b', hitsPerPage: 20, facetFilters: ['language:en', ['docusaurus_tag:default']] },
    ]);
    assert.deepEqual(body.requests[0]!.indexName, 'trpc');
    const params = new URLSearchParams(body.requests[0]!.params);
    assert.equal(params.get('query'), 'a&b');
    assert.equal(params.get('hitsPerPage'), '20');
    assert.deepEqual(JSON.parse(params.get('facetFilters')!), ['language:en', ['docusaurus_tag:default']]);
  });

  it('keeps algoliasearch-helper’s { indexName, params } requests', () => {
    const body = toParamsBody([{ indexName: 'trpc', params: { query: 'x', page: 2 } }]);
    assert.equal(body.requests[0]!.params, 'query=x&page=2');
    assert.equal(serializeParams({ a: undefined, b: true }), 'b=true');
  });

  it('sends through the client’s transporter', async () => {
    const seen: { path: string; data: unknown; useReadTransporter: boolean }[] = [];
    const client = withParamsBody({
      transporter: {
        request: async (r: { path: string; data: unknown; useReadTransporter: boolean }) => (
          seen.push(r),
          { results: [] }
        ),
      },
    });
    await client.search({ requests: [{ indexName: 'trpc', query: 'q' }] });
    assert.equal(seen[0]!.path, '/1/indexes/*/queries');
    assert.equal(seen[0]!.useReadTransporter, true);
    assert.deepEqual(seen[0]!.data, { requests: [{ indexName: 'trpc', params: 'query=q' }] });
  });
});
