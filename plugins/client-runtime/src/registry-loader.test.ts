import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const strip = require('./registry-loader.cjs') as (source: string) => string;

describe('registry loader', () => {
  it('drops the module names and keeps the loaders and webpack ids', () => {
    const source = [
      'export default {',
      '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-175.json"), "@generated/p/docs-175.json", require.resolveWeak("@generated/p/docs-175.json")],',
      '  "014a226e": [() => import(/* webpackChunkName: "014a226e" */ "@site/docs/a b.mdx"), "@site/docs/a b.mdx", require.resolveWeak("@site/docs/a b.mdx")],',
      '};',
    ].join('\n');
    assert.equal(
      strip(source),
      [
        'export default {',
        '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-175.json"), 0, require.resolveWeak("@generated/p/docs-175.json")],',
        '  "014a226e": [() => import(/* webpackChunkName: "014a226e" */ "@site/docs/a b.mdx"), 0, require.resolveWeak("@site/docs/a b.mdx")],',
        '};',
      ].join('\n'),
    );
  });
});
