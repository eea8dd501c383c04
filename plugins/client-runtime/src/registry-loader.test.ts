import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { lightenRegistry: lighten } = require('./registry-loader.cjs') as {
  lightenRegistry(source: string, wholeRegistry?: string): string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renameChunkNames } = require('./routes-chunk-names-loader.cjs') as {
  renameChunkNames(source: string, registrySource: string): string;
};

const registry = [
  'export default {',
  '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-175.json"), "@generated/p/docs-175.json", require.resolveWeak("@generated/p/docs-175.json")],',
  '  "014a226e": [() => import(/* webpackChunkName: "014a226e" */ "@site/docs/a b.mdx"), "@site/docs/a b.mdx", require.resolveWeak("@site/docs/a b.mdx")],',
  '};',
].join('\n');

describe('registry loader', () => {
  it('drops the module names, shortens the keys, and keeps the loaders, chunk names and webpack ids', () => {
    assert.equal(
      lighten(registry),
      [
        'export default {',
        '  "0": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-175.json"), 0, require.resolveWeak("@generated/p/docs-175.json")],',
        '  "1": [() => import(/* webpackChunkName: "014a226e" */ "@site/docs/a b.mdx"), 0, require.resolveWeak("@site/docs/a b.mdx")],',
        '};',
      ].join('\n'),
    );
  });

  it('numbers keys in base 36, so 400 entries need two characters', () => {
    const many = ['export default {'];
    for (let i = 0; i < 400; i++)
      many.push(`  "k${i}": [() => import("./m${i}"), "./m${i}", require.resolveWeak("./m${i}")],`);
    many.push('};');
    const out = lighten(many.join('\n'));
    assert.match(out, /^ {2}"0": \[/m);
    assert.match(out, /^ {2}"b3": \[\(\) => import\("\.\/m399"\)/m);
  });
});

describe('routes chunk names loader', () => {
  it("renames every route's module names to the registry's keys, nested ones too", () => {
    const routes = {
      '/docs-175': { __comp: '0058b4c6', __props: { version: '014a226e' } },
      '/docs/quickstart-7b2': { __comp: '014a226e', content: 'unknown', items: [{ content: '0058b4c6' }] },
    };
    assert.deepEqual(JSON.parse(renameChunkNames(JSON.stringify(routes), registry)), {
      '/docs-175': { __comp: '0', __props: { version: '1' } },
      '/docs/quickstart-7b2': { __comp: '1', content: 'unknown', items: [{ content: '0' }] },
    });
  });
});
