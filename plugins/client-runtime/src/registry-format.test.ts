import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  entryName,
  entryRequests,
  registryLines,
  renameEntries,
  shortKeys,
  withoutModuleNames,
} from './registry-format.cjs';

// The shape codegenRoutes.js writes (3.10.2): the last entry closes the object on its line.
const registry = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};
`;

describe('registry format', () => {
  it('reads which module the registry imports under each chunk name', () => {
    assert.deepEqual(
      [...entryRequests(registry)],
      [
        ['0058b4c6', '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json'],
        ['17896441', '@theme/DocItem'],
      ],
    );
  });

  it('splits the source into one line per entry, and names the entry of each line', () => {
    const lines = registryLines(registry);
    assert.deepEqual(lines.map(entryName), [null, '0058b4c6', '17896441', null, null]);
    assert.equal(lines[3], '};');
  });

  it('numbers the chunk names in registry order, in base 36', () => {
    assert.deepEqual(
      [...shortKeys(registry)],
      [
        ['0058b4c6', '0'],
        ['17896441', '1'],
      ],
    );
  });

  it('renames entries and drops module names, leaving loaders and webpack ids', () => {
    const out = withoutModuleNames(renameEntries(registry, (name: string) => `k${name.slice(0, 2)}`));
    assert.match(
      out,
      /^ {2}"k00": \[\(\) => import\(\/\* webpackChunkName: "0058b4c6" \*\/ "@generated\/[^"]+"\), 0, require\.resolveWeak\("@generated\//m,
    );
    assert.match(
      out,
      /^ {2}"k17": \[\(\) => import\(\/\* webpackChunkName: "17896441" \*\/ "@theme\/DocItem"\), 0, require\.resolveWeak\("@theme\/DocItem"\)\],\};$/m,
    );
  });
});
