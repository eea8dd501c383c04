import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

interface Item {
  type?: string;
  items?: Item[];
}

/** The component type the theme's NavbarItem picks for an item (an untyped item with `items` is a dropdown). */
function typeOf(item: Item): string {
  return !item.type || item.type === 'default' ? ('items' in item ? 'dropdown' : 'default') : item.type;
}

function typesOf(items: Item[]): string[] {
  return items.flatMap((item) => [typeOf(item), ...typesOf(item.items ?? [])]);
}

describe('navbar item types', () => {
  it('has a component for every navbar item the config declares', async () => {
    let config: unknown = await import('../../../docusaurus.config');
    while (config && typeof config === 'object' && 'default' in config) config = config.default;
    if (typeof config === 'function') config = await (config as () => Promise<unknown>)();
    const items = (config as { themeConfig: { navbar: { items: Item[] } } }).themeConfig.navbar.items;
    const declared = new Set(typesOf(items));
    // The map's keys, read from its source: the module imports theme components the test cannot load.
    const source = fs.readFileSync(path.join(__dirname, 'ComponentTypes.tsx'), 'utf8');
    const map = source.slice(source.indexOf('export default {'));
    const keys = new Set([...map.matchAll(/^\s+'?([\w-]+)'?: \w+,$/gm)].map((m) => m[1]));
    assert.ok(declared.size >= 4, `navbar types read from the config: ${[...declared].join(', ')}`);
    assert.deepEqual(
      [...declared].filter((type) => !keys.has(type)),
      [],
    );
  });
});
