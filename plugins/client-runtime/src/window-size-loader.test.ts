import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withMeasureAsTransition } = require('./window-size-loader.cjs') as {
  withMeasureAsTransition(source: string): string;
};

const upstream = fs.readFileSync(
  path.join(__dirname, '../../../node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js'),
  'utf8',
);

describe('window size loader', () => {
  it('measures the window after hydration in a transition, and on resize at once', () => {
    const out = withMeasureAsTransition(upstream);
    assert.match(out, /^import \{ startTransition, useEffect, useState \} from 'react';$/m);
    const effect = /useEffect\(\(\) => \{([\s\S]*?)\}, \[desktopBreakpoint\]\);/.exec(out)?.[1];
    assert.ok(effect, 'the measuring effect is still there');
    assert.match(effect, /\n\s*startTransition\(updateWindowSize\);/);
    assert.doesNotMatch(effect, /\n\s*updateWindowSize\(\);/);
    assert.match(effect, /window\.addEventListener\('resize', updateWindowSize\);/);
  });

  it('fails the build when the upstream text is gone', () => {
    assert.throws(
      () => withMeasureAsTransition('export function useWindowSize() {}'),
      /window-size-loader: .* changed/,
    );
  });
});
