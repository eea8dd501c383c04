import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withModuleOrigins } from './pageChunks';
import { entryRequests } from './registry-format.cjs';

const registry = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
};`;

describe('page chunks in the client manifest', () => {
  it("adds an origin per module, listing its chunk group's chunks that have assets", () => {
    const manifest = {
      entrypoints: ['main'],
      origins: { '106': ['106'] },
      assets: { '106': { js: [] }, '266': { js: [] }, '7638': { js: [] } },
    };
    const groups: [string, { chunks: { id: string | number }[] }][] = [
      ['17896441', { chunks: [{ id: 7638 }, { id: 106 }] }],
      ['0058b4c6', { chunks: [{ id: '266' }, { id: 'no-assets' }] }],
      ['local-search', { chunks: [{ id: 9 }] }],
    ];
    const updated = withModuleOrigins(manifest, entryRequests(registry), groups);
    assert.deepEqual(updated.origins, {
      '106': ['106'],
      '@theme/DocItem': ['7638', '106'],
      '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json': ['266'],
    });
    assert.deepEqual(manifest.origins, { '106': ['106'] }, 'the input is left as it was');
  });
});
