import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

const require = createRequire(__filename);
const loader = require('./docsearch-error-status-loader.cjs') as ((source: string) => string) & {
  PATCHES: { from: string; to: string }[];
};

describe('DocSearch error-status loader', () => {
  const bundle = fs.readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8');

  it('patches the installed DocSearch bundle exactly where intended', () => {
    const out = loader(bundle);
    for (const patch of loader.PATCHES) {
      assert.equal(out.split(patch.to).length - 1, 1);
      assert.equal(out.includes(patch.from), false);
    }
    assert.equal(
      out.length - bundle.length,
      loader.PATCHES.reduce((n, p) => n + p.to.length - p.from.length, 0),
    );
  });

  it('fails loudly when the code it patches is not there', () => {
    assert.throws(() => loader('export {}'), /was @docsearch\/react upgraded/i);
  });
});
