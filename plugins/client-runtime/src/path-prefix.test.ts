import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isUnder, normalPath, partClass } from './path-prefix.cjs';

describe('path prefixes', () => {
  it('puts a path under a prefix it equals or continues with a slash, in any case, trailing slash or not', () => {
    assert.equal(isUnder('/docs/v10', '/docs/v10'), true);
    assert.equal(isUnder('/docs/v10/', '/docs/v10'), true);
    assert.equal(isUnder('/Docs/V10/Quickstart', '/docs/v10'), true);
    assert.equal(isUnder('/docs/typedoc/server', '/docs/typedoc/'), true);
    assert.equal(isUnder('/docs/v100', '/docs/v10'), false);
    assert.equal(isUnder('/docs/v10.html', '/docs/v10'), false);
    assert.equal(isUnder('/docs', '/docs/v10'), false);
    assert.equal(isUnder(undefined as unknown as string, '/docs'), false);
  });

  it('puts every path under the root', () => {
    assert.equal(isUnder('/anything', '/'), true);
    assert.equal(normalPath('///'), '/');
  });

  it('names the sidebar part of a prefix by one class, whatever the case or slashes', () => {
    assert.equal(partClass('/docs/typedoc'), 'lazy-sidebar-items--docs-typedoc');
    assert.equal(partClass('/Docs/TypeDoc/'), 'lazy-sidebar-items--docs-typedoc');
    assert.equal(partClass('/docs/v10.x'), 'lazy-sidebar-items--docs-v10-x');
  });
});
