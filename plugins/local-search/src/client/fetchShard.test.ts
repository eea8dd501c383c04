import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { record } from '../testing/fixtures';
import { PageRecords, isTitleType, packShard, unpackShard } from '../indexer/record';
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
    const made = new PageRecords({
      path: '/docs/x',
      language: 'en',
      version: 'current',
      tag: 'docs-default-current',
      lvl0: 'Docs',
    });
    made.heading('lvl1', 'X', null);
    made.add('content', 'Some text');
    made.heading('lvl2', 'Y', 'y');
    made.add('content', 'More text');
    made.add('content', 'More text');
    const file = packShard({ ...shard, records: made.records });
    assert.deepEqual(file.pages, [
      [
        '/docs/x',
        0,
        [
          [1, null, [0, 'Docs', 'X']],
          [0, 'Some text'],
          [2, null, [2, 'Y'], 'y'],
          [0, 'More text'],
          [0, 'More text'],
        ],
      ],
    ]);
    assert.deepEqual(unpackShard(file).records, made.records);
  });

  it('unpacks the page titles alone as a full unpack gives them (ids, positions, hierarchy), from the shard or its titles file', () => {
    const page = { language: 'en', version: 'current', tag: 'docs-default-current', lvl0: 'Docs' };
    const made = new PageRecords({ ...page, path: '/docs/x' });
    made.heading('lvl1', 'X', null);
    made.add('content', 'Intro');
    made.heading('lvl2', 'Y', 'y');
    made.add('content', 'Text');
    made.heading('lvl3', 'Z', 'z');
    made.add('content', 'Text');
    made.heading('lvl2', 'Y', 'y-1');
    const other = new PageRecords({ ...page, path: '/docs/w' });
    other.heading('lvl1', 'W', null);
    other.add('content', 'More');
    const file = JSON.parse(JSON.stringify(packShard({ ...shard, records: [...made.records, ...other.records] })));
    const all = parseShard(file, ref).records;
    const titles = parseShard(file, ref, 'titles').records;
    assert.deepEqual(
      titles,
      all.filter((r) => r.type === 'lvl1'),
    );
    assert.deepEqual(
      titles.map((r) => [r.url, r.position]),
      [
        ['/docs/x', 0],
        ['/docs/w', 0],
      ],
    );
    // The titles file the indexer writes holds the same records, packed on their own.
    const titlesFile = JSON.parse(
      JSON.stringify(packShard({ ...shard, records: all.filter((r) => isTitleType(r.type)) })),
    );
    assert.deepEqual(parseShard(titlesFile, ref, 'titles').records, titles);
  });

  it('rejects corrupt or mismatched data', () => {
    const good = packShard(shard);
    for (const bad of [
      null,
      'x',
      {},
      { ...good, version: 2 },
      { ...good, docusaurus_tag: 'other' },
      { ...good, pages: [['/a', 0, [{ url: 1 }]]] },
      { ...good, pages: [['/a', 0, [[9, null]]]] },
      { ...good, pages: [['/a', 0, [[1, null, [8, 'x']]]]] },
      { ...good, pages: [['/a', 0, [[0, 'x', 0, 0, { position: -1 }]]]] },
      { ...good, pages: [['/a', '0', []]] },
    ]) {
      assert.throws(() => parseShard(bad, ref), /Malformed search index/);
    }
  });
});

describe('packShard / unpackShard', () => {
  it('round-trips anchors, content, deep hierarchies and ids, positions and weights it cannot rebuild', () => {
    const deep = record('/docs/x', 'content', ['Docs', 'X', 'Y', 'Z'], 'Some text');
    const odd = { ...record('/b', 'lvl2', ['B', 'C']), objectID: 'custom-id' };
    const heavy = { ...record('/b', 'lvl3', ['B', 'C', 'D']), weight: { level: 5, position: 0, pageRank: 0 } };
    const ranked = { ...record('/c', 'lvl1', ['C']), weight: { level: 100, position: 0, pageRank: -1 } };
    const full = { ...shard, records: [deep, odd, { ...heavy, position: 0 }, { ...ranked, position: 0 }] };
    const file = packShard(full);
    assert.deepEqual(unpackShard(file), full);
    assert.deepEqual(unpackShard(JSON.parse(JSON.stringify(file)) as typeof file), full);
    assert.deepEqual(parseShard(JSON.parse(JSON.stringify(file)), ref), full);
  });

  it('refuses a record of another shard', () => {
    assert.throws(() => packShard({ ...shard, docusaurus_tag: 'docs-default-10.x' }), /does not belong/);
  });
});
