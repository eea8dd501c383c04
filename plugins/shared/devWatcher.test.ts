import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { coalesceByKey, coalesceDevServerReloads } from './devWatcher';

describe('coalesceByKey', () => {
  it('calls back once per key, after the last event of a burst', async () => {
    const calls: string[] = [];
    const handle = coalesceByKey(
      (e: { plugin: string; n: number }) => e.plugin,
      (e) => calls.push(`${e.plugin}${e.n}`),
      20,
    );
    for (let n = 1; n <= 200; n++) handle({ plugin: 'docs', n });
    handle({ plugin: 'blog', n: 1 });
    assert.deepEqual(calls, [], 'nothing during the burst');
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.deepEqual(calls.sort(), ['blog1', 'docs200']);
    handle({ plugin: 'docs', n: 201 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.deepEqual(calls.sort(), ['blog1', 'docs200', 'docs201'], 'a later edit reloads again');
  });
});

describe('coalesceDevServerReloads', () => {
  it("wraps Docusaurus's setupSiteFileWatchers once, where start.js reads it", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module the wrapper patches
    const watcher = require('@docusaurus/core/lib/commands/start/watcher') as { setupSiteFileWatchers: unknown };
    const original = watcher.setupSiteFileWatchers;
    assert.equal(typeof original, 'function');
    coalesceDevServerReloads();
    const wrapped = watcher.setupSiteFileWatchers;
    assert.notEqual(wrapped, original);
    coalesceDevServerReloads();
    assert.equal(watcher.setupSiteFileWatchers, wrapped, 'idempotent');
    // start.js calls it through the module's exports, so the wrapper is what runs.
    const start = fs.readFileSync(require.resolve('@docusaurus/core/lib/commands/start/start.js'), 'utf8') as string;
    assert.match(start, /\(0, watcher_1\.setupSiteFileWatchers\)\(/);
  });
});
