import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withoutRemount } = require('./tabs-loader.cjs') as { withoutRemount(source: string): string };

const upstream = fs.readFileSync(
  path.join(__dirname, '../../../node_modules/@docusaurus/theme-classic/lib/theme/Tabs/index.js'),
  'utf8',
);

describe('tabs loader', () => {
  it('renders the tabs provider without a key that changes after hydration', () => {
    const out = withoutRemount(upstream);
    const body = /export default function Tabs\(props\) \{[\s\S]*?\n\}/.exec(out)?.[0];
    assert.ok(body, 'the component is still there');
    assert.doesNotMatch(body, /isBrowser|key=/);
    assert.match(body, /<TabsProvider\s+value=\{value\}>/);
    assert.match(body, /useTabsContextValue\(props\)/);
  });

  it('fails the build when the upstream text is gone', () => {
    assert.throws(() => withoutRemount('export default function Tabs(props) {}'), /tabs-loader: .* changed/);
  });
});
