import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { LoadContext, Plugin } from '@docusaurus/types';
import clientRuntimePlugin, { validateOptions } from '../client-runtime/src/index';
import pluginLocalSearch from '../local-search/src/index';
import { DEFAULT_OPTIONS as LOCAL_SEARCH_DEFAULTS } from '../local-search/src/options';
import { type LedgerRow, UPSTREAM_LEDGER } from './upstreamLedger';

const ROOT = path.join(__dirname, '../..');
const NODE_MODULES = path.join(ROOT, 'node_modules');
const installed = (row: LedgerRow) => path.join(NODE_MODULES, row.file);
const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const packageOf = (file: string) =>
  file
    .split('/')
    .slice(0, file.startsWith('@') ? 2 : 1)
    .join('/');

function installedVersion(row: LedgerRow): string {
  try {
    const json = fs.readFileSync(path.join(NODE_MODULES, packageOf(row.file), 'package.json'), 'utf8');
    return (JSON.parse(json) as { version?: string }).version ?? '?';
  } catch {
    return 'not installed';
  }
}

describe('upstream ledger (plugins/shared/upstreamLedger.ts)', () => {
  it('every upstream file we replace, patch, stand in for or mirror is the one we read', () => {
    const moved = UPSTREAM_LEDGER.flatMap((row) => {
      const file = installed(row);
      if (!fs.existsSync(file))
        return [`${row.file}: gone (read at ${row.version}; installed ${installedVersion(row)})`];
      if (sha256(file) === row.sha256) return [];
      return [
        `${row.file}: changed (read at ${row.version}; installed ${installedVersion(row)})\n` +
          `    ${row.action}: ${row.what}\n    ours: ${row.ours.join(', ')}\n    also guarded by: ${row.guards.join(', ') || 'nothing else'}`,
      ];
    });
    if (moved.length > 0) {
      assert.fail(
        `Upstream files changed since we read them. Re-read each, adapt our code, then record its new sha256 and version in plugins/shared/upstreamLedger.ts and the plugin's README:\n  ${moved.join('\n  ')}`,
      );
    }
  });

  it('lists each file once, and names files of ours that exist', () => {
    const files = UPSTREAM_LEDGER.map((row) => row.file);
    assert.deepEqual(
      files.filter((file, i) => files.indexOf(file) !== i),
      [],
    );
    for (const row of UPSTREAM_LEDGER) {
      for (const ours of [...row.ours, ...row.guards.filter((g) => /^(plugins|src|e2e)\//.test(g))]) {
        assert.ok(fs.existsSync(path.join(ROOT, ours.split(' ')[0]!)), `${row.file}: ${ours} does not exist`);
      }
    }
  });
});

/** What a plugin's bundler configuration points at: module replacements, loader rules' file tests and aliases. */
interface Targets {
  replaced: RegExp[];
  rules: RegExp[];
  aliases: string[];
}

class FakeReplacement {
  constructor(
    readonly pattern: RegExp,
    readonly replacement: string,
  ) {}
}

function targetsOf(plugin: Plugin, isServer: boolean): Targets {
  const config = { plugins: [], output: { chunkFilename: 'assets/js/[name].js' }, optimization: { splitChunks: {} } };
  const utils = { currentBundler: { name: 'rspack', instance: { NormalModuleReplacementPlugin: FakeReplacement } } };
  const out = plugin.configureWebpack!(config as never, isServer, utils as never, undefined) as {
    plugins?: unknown[];
    module?: { rules?: { test?: unknown }[] };
    resolve?: { alias?: Record<string, string> };
  };
  return {
    replaced: (out.plugins ?? []).flatMap((p) => (p instanceof FakeReplacement ? [p.pattern] : [])),
    rules: (out.module?.rules ?? []).flatMap((rule) => (rule.test instanceof RegExp ? [rule.test] : [])),
    aliases: Object.keys(out.resolve?.alias ?? {}),
  };
}

/** The ledger rows whose installed file (by its real path, as the bundler resolves it) a pattern matches. */
const rowsMatching = (pattern: RegExp) =>
  UPSTREAM_LEDGER.filter((row) => fs.existsSync(installed(row)) && pattern.test(fs.realpathSync(installed(row))));

function checkTargets(name: string, targets: Targets[], ownPrefix: string): void {
  const matched = new Set<LedgerRow>();
  for (const { replaced, rules, aliases } of targets) {
    for (const [patterns, action] of [
      [replaced, 'replaced'],
      [rules, 'patched'],
    ] as const) {
      for (const pattern of patterns) {
        const rows = rowsMatching(pattern);
        assert.ok(rows.length > 0, `${name}: ${pattern} matches no installed file of the ledger`);
        for (const row of rows) {
          assert.equal(row.action, action, `${name}: ${pattern} (${row.file})`);
          matched.add(row);
        }
      }
    }
    for (const alias of aliases) {
      const row = UPSTREAM_LEDGER.find(
        (r) => r.action === 'stand-in' && packageOf(r.file) === alias.replace(/\$$/, ''),
      );
      assert.ok(row, `${name}: the alias ${alias} stands in for a package with no ledger row`);
      matched.add(row);
    }
  }
  const unmatched = UPSTREAM_LEDGER.filter(
    (row) =>
      ['replaced', 'patched', 'stand-in'].includes(row.action) &&
      row.ours.some((file) => file.startsWith(ownPrefix)) &&
      !matched.has(row),
  );
  assert.deepEqual(
    unmatched.map((row) => row.file),
    [],
    `${name}: ledger rows no rule of the plugin touches`,
  );
}

describe('upstream ledger: the bundler rules point at the files it pins', () => {
  it('client-runtime: each module replacement, loader rule and alias, browser and server', () => {
    const context = { siteDir: ROOT, generatedFilesDir: path.join(ROOT, '.docusaurus') } as LoadContext;
    const options = validateOptions({
      options: {
        lazyRoutePrefixes: ['/docs/v10'],
        lazySidebarPrefixes: ['/docs/v10'],
        globalDataOmitDocsUnder: ['/docs/typedoc'],
        lazyCssUnder: ['src/pages'],
      },
      validate: (() => {}) as never,
    });
    const plugin = clientRuntimePlugin(context, options);
    checkTargets('client-runtime', [targetsOf(plugin, false), targetsOf(plugin, true)], 'plugins/client-runtime/');
  });

  it('local-search: the DocSearch patch', () => {
    const context = { siteDir: ROOT, baseUrl: '/', i18n: { locales: ['en'] } } as unknown as LoadContext;
    const plugin = pluginLocalSearch(context, LOCAL_SEARCH_DEFAULTS);
    checkTargets('local-search', [targetsOf(plugin, false), targetsOf(plugin, true)], 'plugins/local-search/');
  });

  it('code-highlight: the Prism client module it replaces, resolved as the plugin resolves it', () => {
    const require = createRequire(path.join(ROOT, 'plugins/code-highlight/src/index.ts'));
    const resolved = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
    const row = UPSTREAM_LEDGER.find((r) => r.file === '@docusaurus/theme-classic/lib/prism-include-languages.js');
    assert.ok(row);
    assert.equal(fs.realpathSync(resolved), fs.realpathSync(installed(row)));
  });
});
