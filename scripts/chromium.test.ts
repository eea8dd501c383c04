import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CHROMIUM_FLAGS, OWN_DISABLED_FEATURES, PLAYWRIGHT_DISABLED_FEATURES, disableFeatures } from './chromium';

/** The `disabledFeatures` list of the installed playwright-core, read from its source. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const lib = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib');
  const files = fs.readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  for (const file of files) {
    const source = fs.readFileSync(path.join(lib, file), 'utf8');
    const start = source.search(/disabledFeatures\s*=\s*\[/);
    if (start === -1) continue;
    // Its entries are quoted names, one a line, between comments without brackets.
    const open = source.indexOf('[', start);
    const list = source.slice(open, source.indexOf(']', open));
    return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((m) => m[1]!);
  }
  throw new Error('playwright-core has no disabledFeatures list');
}

describe('Chromium flags', () => {
  it('carry every feature Playwright turns off: Chromium reads the last --disable-features only', () => {
    const installed = playwrightDisabledFeatures();
    assert.ok(installed.length > 5, 'the list was found');
    assert.deepEqual(
      installed.filter((f) => !PLAYWRIGHT_DISABLED_FEATURES.includes(f)),
      [],
    );
  });

  it('have one --disable-features switch, with ours in it', () => {
    const switches = CHROMIUM_FLAGS.filter((f) => f.startsWith('--disable-features='));
    assert.equal(switches.length, 1);
    const features = switches[0]!.slice('--disable-features='.length).split(',');
    for (const feature of [...OWN_DISABLED_FEATURES, ...PLAYWRIGHT_DISABLED_FEATURES])
      assert.ok(features.includes(feature));
    assert.equal(
      disableFeatures(['A', 'PreloadTopChromeWebUI']),
      `--disable-features=A,${OWN_DISABLED_FEATURES.join(',')}`,
    );
  });
});
