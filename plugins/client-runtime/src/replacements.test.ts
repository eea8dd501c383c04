import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  CLIENT_ENTRY_REPLACEMENT,
  PRELOAD_REPLACEMENT,
  REPLACEMENT,
  UPSTREAM_CLIENT_ENTRY,
  UPSTREAM_MODULE,
  UPSTREAM_PRELOAD,
} from './index';

const core = path.join(__dirname, '../../../node_modules/@docusaurus/core/lib/client');

/** The names a module exports, from its source. */
const exportsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/export (?:default )?(?:const|function|let) (\w+)|export (default)/g)]
    .map((m) => m[1] ?? m[2])
    .sort();

describe('upstream modules replaced in the browser bundle', () => {
  for (const [upstream, pattern, replacement] of [
    ['docusaurus.js', UPSTREAM_MODULE, REPLACEMENT],
    ['preload.js', UPSTREAM_PRELOAD, PRELOAD_REPLACEMENT],
    ['clientEntry.js', UPSTREAM_CLIENT_ENTRY, CLIENT_ENTRY_REPLACEMENT],
  ] as const) {
    it(`${upstream}: the pattern matches the installed file, and ours exists`, () => {
      const file = path.join(core, upstream);
      assert.ok(fs.existsSync(file), file);
      assert.match(file, pattern);
      assert.ok(fs.existsSync(replacement), replacement);
    });

    it(`${upstream}: ours exports what upstream exports`, () => {
      assert.deepEqual(exportsOf(replacement), exportsOf(path.join(core, upstream)));
    });
  }
});
