import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { record } from '../testing/fixtures';
import { packShard, unpackShard } from '../indexer/record';
import { parseShard } from './fetchShard';

const ref = { language: 'en', tag: 'docs-default-current' };

const shard = {
  version: 1 as const,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  records: [record('/a', 'lvl1', ['A'])],
};

describe('parseShard', () => {
  it('unpacks a well-formed shard file into the records the indexer made', () => {
    const file = JSON.parse(JSON.stringify(packShard(shard))) as unknown;
    assert.deepEqual(parseShard(file, ref), shard);
  });

  it('stores no field a record can rebuild', () => {
    const [packed] = packShard(shard).records;
    assert.deepEqual(Object.keys(packed!).sort(), ['hierarchy', 'id', 'position', 'type', 'url', 'weight']);
  });

  it('rejects corrupt or mismatched data', () => {
    const good = packShard(shard);
    for (const bad of [
      null,
      'x',
      {},
      { ...good, version: 1 },
      { ...good, docusaurus_tag: 'other' },
      { ...good, records: [{ url: 1 }] },
      { ...good, records: [{ ...good.records[0], weight: [1] }] },
    ]) {
      assert.throws(() => parseShard(bad, ref), /Malformed search index/);
    }
  });
});

describe('packShard / unpackShard', () => {
  it('round-trips anchors, content, deep hierarchies and ids without a url prefix', () => {
    const deep = record('/docs/x', 'content', ['Docs', 'X', 'Y', 'Z'], 'Some text');
    const withPrefix = { ...deep, objectID: `${deep.url.replace(/[^\w/-]+/g, '-')}-1ke8ot2` };
    const odd = { ...record('/b', 'lvl2', ['B', 'C']), objectID: 'custom-id' };
    const full = { ...shard, records: [withPrefix, odd] };
    assert.equal(packShard(full).records[0]!.id, '1ke8ot2');
    assert.deepEqual(unpackShard(packShard(full)), full);
  });

  it('refuses a record of another shard', () => {
    assert.throws(() => packShard({ ...shard, docusaurus_tag: 'docs-default-10.x' }), /does not belong/);
  });
});
