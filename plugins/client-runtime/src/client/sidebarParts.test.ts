import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { registerRouteParts } from './routeParts';
import { loadSidebarPart, restoreSidebarItems } from './sidebarParts';

describe('sidebar parts in the browser', () => {
  it('puts a full list back into the category the path names, as a new array', () => {
    const stubItems = [{ type: 'link' }];
    const category = { type: 'category', items: stubItems };
    const data = { version: { docsSidebars: { docs: [{ type: 'link' }, { type: 'category', items: [category] }] } } };
    const full = [{ type: 'link' }, { type: 'link' }];
    restoreSidebarItems(data, [{ sidebar: 'docs', path: [1, 0], items: full }]);
    assert.equal(category.items, full);
    assert.notEqual(category.items, stubItems);
  });

  it('fails clearly when the path names no category', () => {
    const data = { version: { docsSidebars: { docs: [{ type: 'link' }] } } };
    assert.throws(
      () => restoreSidebarItems(data, [{ sidebar: 'docs', path: [0], items: [] }]),
      /no category at docs \[0\]/,
    );
  });

  it("loads the part a category's class names, and only that one", async () => {
    const loaded: string[] = [];
    const part = (prefix: string) => ({
      prefix,
      load: () => {
        loaded.push(prefix);
        return Promise.resolve({ default: [] });
      },
    });
    registerRouteParts([], [part('/docs/v10'), part('/docs/typedoc')]);
    await loadSidebarPart(['menu__list-item', 'lazy-sidebar-items', 'lazy-sidebar-items--docs-typedoc']);
    assert.deepEqual(loaded, ['/docs/typedoc']);
    await loadSidebarPart(['lazy-sidebar-items--docs-typedoc']);
    assert.deepEqual(loaded, ['/docs/typedoc']);
  });
});
