import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseShard } from '../client/fetchShard';
import { record } from '../testing/fixtures';
import type { Shard } from './record';
import { writeShards } from './site';

describe('writeShards', () => {
  it("writes each shard and, beside it, its page titles alone (the quick search tier's file)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shards-'));
    try {
      const shard: Shard = {
        version: 1,
        language: 'en',
        docusaurus_tag: 'docs-default-current',
        records: [
          record('/docs/server/routers', 'lvl1', ['Define Routers']),
          record('/docs/server/routers', 'lvl2', ['Define Routers', 'Merging']),
          record('/docs/server/routers', 'content', ['Define Routers'], 'A router holds procedures.'),
          record('/docs/server/context', 'lvl1', ['Context']),
        ],
      };
      const total = await writeShards(dir, new Map([['en.docs-default-current.json', shard]]));
      assert.equal(total, 4);
      assert.deepEqual(fs.readdirSync(dir).sort(), [
        'en.docs-default-current.json',
        'en.docs-default-current.titles.json',
      ]);
      const ref = { language: 'en', tag: 'docs-default-current' };
      const read = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as unknown;
      const titles = parseShard(read('en.docs-default-current.titles.json'), ref, 'titles').records;
      assert.deepEqual(
        titles.map((r) => r.url),
        ['/docs/server/routers', '/docs/server/context'],
      );
      assert.equal(parseShard(read('en.docs-default-current.json'), ref).records.length, 4);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
