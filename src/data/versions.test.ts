import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DOCS_VERSIONS } from './versions';

const root = path.resolve(__dirname, '../..');

describe('docs versions', () => {
  it('names exactly the versions of versions.json, newest first, after the current one', () => {
    const listed = JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[];
    assert.deepEqual(
      DOCS_VERSIONS.map((v) => v.name),
      ['current', ...listed],
    );
  });

  it('has a sources folder and a sidebar file for every version', () => {
    for (const v of DOCS_VERSIONS) {
      assert.ok(fs.existsSync(path.join(root, v.contentDir)), v.contentDir);
      if (v.name !== 'current') {
        assert.ok(fs.existsSync(path.join(root, 'versioned_sidebars', `version-${v.name}-sidebars.json`)), v.name);
      }
    }
  });

  it('serves the current version at /docs and older ones under their own path', () => {
    const [current, ...older] = DOCS_VERSIONS;
    assert.equal(current!.path, '');
    assert.equal(new Set(older.map((v) => v.path)).size, older.length);
    for (const v of older) assert.match(v.path, /^v\d+$/);
  });
});
