import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PageRecords, packShard, unpackShard } from './record';

describe('PageRecords and packed shards', () => {
  it("put a page's keywords on its title record only, and keep them through packing", () => {
    const page = new PageRecords({
      path: '/docs/client/vanilla/setup',
      language: 'en',
      version: 'current',
      tag: 'docs-default-current',
      lvl0: 'Client Usage',
      keywords: ['createTRPCClient'],
    });
    page.heading('lvl1', 'Set up a tRPC Client', null);
    page.add('content', 'Text.');
    page.heading('lvl2', 'Links', 'links');
    assert.deepEqual(
      page.records.map((r) => [r.type, r.keywords]),
      [
        ['lvl1', ['createTRPCClient']],
        ['content', undefined],
        ['lvl2', undefined],
      ],
    );
    const shard = {
      version: 1 as const,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      records: page.records,
    };
    const file = packShard(shard);
    assert.deepEqual(file.pages[0]![2][0], [
      1,
      null,
      [0, 'Client Usage', 'Set up a tRPC Client'],
      0,
      { keywords: ['createTRPCClient'] },
    ]);
    assert.deepEqual(unpackShard(JSON.parse(JSON.stringify(file))).records, page.records);
    for (const bad of ['createTRPCClient', [1], null]) {
      const corrupt = JSON.parse(JSON.stringify(file)) as typeof file;
      corrupt.pages[0]![2][0] = [1, null, 0, 0, { keywords: bad as unknown as string[] }];
      assert.throws(() => unpackShard(corrupt), /Malformed keywords/);
    }
  });
});
