import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveVersionedDocPath } from './resolve';

describe('resolveVersionedDocPath', () => {
  const v10 = new Set(['/docs/v10', '/docs/v10/community/love', '/docs/v10/further-reading']);
  const v9 = new Set(['/docs/v9', '/docs/v9/love']);

  it("points at the page in the reader's version", () => {
    assert.equal(resolveVersionedDocPath('/docs/v10/', '/community/love', v10), '/docs/v10/community/love');
    assert.equal(resolveVersionedDocPath('/docs/v10', '/further-reading', v10), '/docs/v10/further-reading');
    assert.equal(resolveVersionedDocPath('/docs/v10', '/', v10), '/docs/v10');
  });

  it('falls back to the top-level Community path, then to nothing', () => {
    assert.equal(resolveVersionedDocPath('/docs/v9', '/community/love', v9), '/docs/v9/love');
    assert.equal(resolveVersionedDocPath('/docs/v9', '/further-reading', v9), undefined);
  });
});
