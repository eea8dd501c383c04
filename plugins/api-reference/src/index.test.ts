import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { LoadContext } from '@docusaurus/types';
import apiReferencePlugin, { bundlerCacheVersion, typedocSourceLinkTemplate } from './index';
import { MANIFEST_FILE, type Manifest } from './manifest';
import type { PluginOptions } from './options';

describe('typedocSourceLinkTemplate', () => {
  it('fills in version and package, and makes {path} relative to the package', () => {
    assert.equal(
      typedocSourceLinkTemplate(
        'https://github.com/trpc/trpc/blob/v{version}/packages/{package}/{path}#L{line}',
        { slug: 'client', version: '11.25.2' },
        'src',
      ),
      'https://github.com/trpc/trpc/blob/v11.25.2/packages/client/src/{path}#L{line}',
    );
  });
});

describe('bundlerCacheVersion', () => {
  it("adds the reference's state to the persistent cache version of Rspack and of Webpack", () => {
    const rspack = { experiments: { cache: { type: 'persistent', version: 'client-production-en-3.10.2-abc' } } };
    assert.deepEqual(bundlerCacheVersion(rspack, 'off'), {
      experiments: { cache: { type: 'persistent', version: 'client-production-en-3.10.2-abc-api-reference-off' } },
    });
    const webpack = { cache: { type: 'filesystem', name: 'client', version: '3.10.2-abc' } };
    assert.deepEqual(bundlerCacheVersion(webpack, '9b4c2f6d'), {
      cache: { type: 'filesystem', name: 'client', version: '3.10.2-abc-api-reference-9b4c2f6d' },
    });
  });

  it('leaves a build without a persistent cache alone', () => {
    assert.deepEqual(bundlerCacheVersion({ cache: true, experiments: {} }, 'off'), {});
    assert.deepEqual(bundlerCacheVersion({}, 'off'), {});
  });
});

/**
 * The plugin end to end on a small package: TypeDoc runs once, and a build
 * with the same versions takes the pages from the cache.
 */
describe('apiReferencePlugin', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-reference-site-'));
  after(() => fs.rmSync(siteDir, { recursive: true, force: true }));
  const pkgDir = path.join(siteDir, 'installed/@acme/lib');
  fs.mkdirSync(path.join(pkgDir, 'src'), { recursive: true });
  const setVersion = (version: string) =>
    fs.writeFileSync(path.join(pkgDir, 'package.json'), JSON.stringify({ name: '@acme/lib', version }));
  setVersion('1.2.3');
  fs.writeFileSync(
    path.join(pkgDir, 'src/index.ts'),
    [
      '/** Says hello to {name} in a <p> element. */',
      'export function greet(name: string, times?: number): string {',
      '  return `<p>${name}</p>`.repeat(times ?? 1);',
      '}',
      '/** @internal */',
      'export const secret = 1;',
    ].join('\n'),
  );
  const options: PluginOptions = {
    enabled: true,
    packages: [{ name: '@acme/lib', slug: 'lib', dir: 'installed/@acme/lib', entryPoints: ['src/index.ts'] }],
    resolve: {},
    installDir: null,
    outDir: 'docs/typedoc',
    cacheDir: 'cache',
    sourceLinkTemplate: 'https://github.com/acme/lib/blob/v{version}/packages/{package}/{path}#L{line}',
    background: false,
  };
  const context = { siteDir } as LoadContext;
  const outDir = path.join(siteDir, 'docs/typedoc');
  const read = (rel: string) => fs.readFileSync(path.join(outDir, rel), 'utf8');
  const manifest = () => JSON.parse(read(MANIFEST_FILE)) as Manifest;

  it('generates Markdown pages, parameters as a table, with source links at the version', async () => {
    await apiReferencePlugin(context, options);
    const page = read('lib/functions/greet.md');
    assert.match(page, /^---\n/);
    assert.match(page, /sidebar_label: "greet"/);
    assert.match(page, /\| Parameter \| Type \|/);
    assert.match(page, /https:\/\/github\.com\/acme\/lib\/blob\/v1\.2\.3\/packages\/lib\/src\/index\.ts#L2/);
    // Comment text is escaped for MDX.
    assert.match(page, /Says hello to \\\{name\\\} in a \\<p\\?> element\./);
    assert.deepEqual(
      manifest().pages.map((p) => p.file),
      ['lib/functions/greet.md'],
    );
    assert.ok(fs.existsSync(path.join(siteDir, 'cache', manifest().hash, MANIFEST_FILE)));
  });

  it('takes the pages from the cache while the versions stay the same', async () => {
    const entry = path.join(siteDir, 'cache', manifest().hash);
    fs.appendFileSync(path.join(entry, 'lib/functions/greet.md'), '\nfrom the cache\n');
    fs.rmSync(outDir, { recursive: true });
    await apiReferencePlugin(context, options);
    assert.match(read('lib/functions/greet.md'), /from the cache/);
  });

  it('generates again when a version changes', async () => {
    const before = manifest().hash;
    setVersion('1.2.4');
    await apiReferencePlugin(context, options);
    assert.notEqual(manifest().hash, before);
    assert.doesNotMatch(read('lib/functions/greet.md'), /from the cache/);
    assert.match(read('lib/functions/greet.md'), /blob\/v1\.2\.4\//);
  });

  it('in the background, returns before the pages exist, and they land whole', async () => {
    setVersion('1.2.5');
    fs.rmSync(outDir, { recursive: true });
    await apiReferencePlugin(context, { ...options, background: true });
    assert.equal(fs.existsSync(outDir), false, 'nothing yet');
    const deadline = Date.now() + 120_000;
    while (!fs.existsSync(path.join(outDir, MANIFEST_FILE)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.match(read('lib/functions/greet.md'), /blob\/v1\.2\.5\//);
  });

  it('removes the pages when switched off', async () => {
    await apiReferencePlugin(context, { ...options, enabled: false });
    assert.equal(fs.existsSync(outDir), false);
  });
});
