import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { record } from '../testing/fixtures';
import { parseShard } from './fetchShard';

const ref = { language: 'en', tag: 'default' };

describe('parseShard', () => {
  it('accepts a well-formed shard', () => {
    const shard = { version: 1, language: 'en', docusaurus_tag: 'default', records: [record('/a', 'lvl1', ['A'])] };
    assert.equal(parseShard(shard, ref), shard);
  });

  it('rejects corrupt or mismatched data', () => {
    for (const bad of [
      null,
      'x',
      {},
      { version: 2, language: 'en', docusaurus_tag: 'default', records: [] },
      { version: 1, language: 'en', docusaurus_tag: 'other', records: [] },
      { version: 1, language: 'en', docusaurus_tag: 'default', records: [{ url: 1 }] },
    ]) {
      assert.throws(() => parseShard(bad, ref), /Malformed search index/);
    }
  });
});
