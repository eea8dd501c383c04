import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { MANIFEST_FILE, type Manifest, pagesByName } from './manifest';
import {
  classify,
  importPath,
  pageDescription,
  pageTitle,
  postprocess,
  refineMarkdown,
  withFrontMatter,
} from './postprocess';

const SERVER = { name: '@trpc/server', slug: 'server' };
const CLIENT = { name: '@trpc/client', slug: 'client' };

describe('classify', () => {
  it('reads name, kind and module from the path of a member page', () => {
    assert.deepEqual(classify(SERVER, 'classes/TRPCError.md'), {
      name: 'TRPCError',
      kind: 'classes',
      package: '@trpc/server',
      module: null,
    });
    assert.deepEqual(classify(CLIENT, 'links/httpBatchLink/functions/httpBatchLink.md'), {
      name: 'httpBatchLink',
      kind: 'functions',
      package: '@trpc/client',
      module: 'links/httpBatchLink',
    });
    assert.equal(classify(CLIENT, 'type-aliases/TRPCLink.md')?.kind, 'type-aliases');
  });

  it('tells index pages from member pages', () => {
    assert.equal(classify(CLIENT, 'index.md'), null);
    assert.equal(classify(CLIENT, 'links/httpBatchLink/index.md'), null);
  });
});

describe('refineMarkdown', () => {
  it('drops type parameters from the title, and keeps the source line out of the search index', () => {
    const page = [
      '# Class: TRPCClientError\\<TRouterOrProcedure\\>',
      '',
      'Defined in: [TRPCClientError.ts:64](https://github.com/trpc/trpc/blob/v11.25.2/packages/client/src/TRPCClientError.ts#L64)',
      '',
      'The error a client call throws.',
      '',
      '> **new TRPCClientError**\\<`TRouterOrProcedure`\\>(`message`): `TRPCClientError`',
      '',
    ].join('\n');
    assert.equal(
      refineMarkdown(page, { index: false }),
      [
        '# Class: TRPCClientError',
        '',
        '<p className="search-index-skip">Defined in: [TRPCClientError.ts:64](https://github.com/trpc/trpc/blob/v11.25.2/packages/client/src/TRPCClientError.ts#L64)</p>',
        '',
        'The error a client call throws.',
        '',
        '> **new TRPCClientError**\\<`TRouterOrProcedure`\\>(`message`): `TRPCClientError`',
        '',
      ].join('\n'),
    );
    assert.equal(
      refineMarkdown('# ~~Type Alias: inferRouterClient\\<TRouter\\>~~\n', { index: false }),
      '# ~~Type Alias: inferRouterClient~~\n',
    );
  });

  it('keeps the lists of an index page out of the search index, not its title', () => {
    assert.equal(
      refineMarkdown('# @trpc/client\n\n## Modules\n\n- [index](index/index.md)\n', { index: true }),
      '# @trpc/client\n\n<div className="search-index-skip">\n\n## Modules\n\n- [index](index/index.md)\n\n</div>\n',
    );
  });
});

describe('withFrontMatter', () => {
  it('adds front matter to a page without any', () => {
    assert.equal(
      withFrontMatter('# Class: TRPCError\n', { sidebar_label: 'TRPCError', custom_edit_url: null }),
      '---\nsidebar_label: "TRPCError"\ncustom_edit_url: null\n---\n\n# Class: TRPCError\n',
    );
  });

  it('merges into existing front matter', () => {
    assert.equal(
      withFrontMatter('---\ntitle: x\n---\n\nBody', { pagination_next: null }),
      '---\npagination_next: null\ntitle: x\n---\n\nBody',
    );
  });
});

describe('postprocess', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-reference-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (rel: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  };
  write('server/index.md', '# @trpc/server\n');
  write('server/classes/TRPCError.md', '# Class: TRPCError\n');
  write('server/variables/initTRPC.md', '# Variable: initTRPC\n');
  write('server/functions/_private.md', '# Function: _private()\n');
  write('client/index.md', '# @trpc/client\n');
  write('client/index/index.md', '# index\n');
  write('client/index/functions/createTRPCClient.md', '# Function: createTRPCClient()\n');
  write('client/links/httpBatchLink/index.md', '# links/httpBatchLink\n');
  write('client/links/httpBatchLink/functions/httpBatchLink.md', '# Function: httpBatchLink()\n');
  write('client/links/httpBatchLink/type-aliases/TRPCError.md', '# Type Alias: TRPCError\n');
  const manifest = postprocess(dir, [SERVER, CLIENT], 'abc');
  const read = (rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');

  it('lists member pages with name, kind, package and module, main modules first', () => {
    assert.deepEqual(
      manifest.pages.map((p) => p.file),
      [
        'server/classes/TRPCError.md',
        'server/variables/initTRPC.md',
        'client/index/functions/createTRPCClient.md',
        'client/links/httpBatchLink/functions/httpBatchLink.md',
        'client/links/httpBatchLink/type-aliases/TRPCError.md',
      ],
    );
    assert.deepEqual(JSON.parse(read(MANIFEST_FILE)), manifest);
    assert.equal(manifest.hash, 'abc');
    assert.deepEqual(manifest.packages, ['@trpc/server', '@trpc/client']);
  });

  it('leaves out pages Docusaurus does not build (names starting with "_")', () => {
    assert.ok(!manifest.pages.some((p) => p.name === '_private'));
  });

  it('links a name documented twice to the earlier package', () => {
    assert.equal(pagesByName(manifest).get('TRPCError')?.file, 'server/classes/TRPCError.md');
  });

  it('gives every page front matter, and member pages their bare name as sidebar label', () => {
    assert.match(
      read('client/index/functions/createTRPCClient.md'),
      /^---\n(.+\n)*sidebar_label: "createTRPCClient"\n/,
    );
    for (const rel of ['server/index.md', 'client/index/index.md', 'server/classes/TRPCError.md']) {
      const page = read(rel);
      assert.match(page, /custom_edit_url: null\n/, rel);
      assert.match(page, /pagination_prev: null\n/, rel);
      assert.match(page, /pagination_next: null\n/, rel);
    }
    assert.doesNotMatch(read('server/index.md'), /sidebar_label/);
  });

  it("gives package and module pages their folder's URL without a trailing slash", () => {
    assert.match(read('server/index.md'), /\nslug: "\.\.\/server"\n/);
    assert.match(read('client/index/index.md'), /\nslug: "\.\.\/index"\n/);
    assert.match(read('client/links/httpBatchLink/index.md'), /\nslug: "\.\.\/httpBatchLink"\n/);
    assert.doesNotMatch(read('client/index/functions/createTRPCClient.md'), /slug:/);
  });

  it('labels the package categories in order, and the kind folders', () => {
    const category = (rel: string) => JSON.parse(read(`${rel}/_category_.json`)) as Record<string, unknown>;
    assert.deepEqual(category('server'), { label: '@trpc/server', position: 1, collapsed: true });
    assert.deepEqual(category('client'), { label: '@trpc/client', position: 2, collapsed: true });
    assert.deepEqual(category('server/classes'), { label: 'Classes' });
    assert.deepEqual(category('client/links/httpBatchLink/type-aliases'), { label: 'Type Aliases' });
  });
});

describe('pagesByName', () => {
  it('prefers the main module of a package over its other modules', () => {
    const manifest: Manifest = {
      hash: 'x',
      packages: ['@trpc/client'],
      pages: [
        {
          name: 'a',
          kind: 'functions',
          package: '@trpc/client',
          module: 'links/x',
          file: 'client/links/x/functions/a.md',
        },
        { name: 'a', kind: 'functions', package: '@trpc/client', module: 'index', file: 'client/index/functions/a.md' },
      ],
    };
    assert.equal(pagesByName(manifest).get('a')?.module, 'index');
  });
});

describe('titles and descriptions', () => {
  it('gives the browser tab the heading as text, marking what TypeDoc struck through', () => {
    assert.equal(pageTitle('---\na: 1\n---\n\n# Function: httpBatchLink()\n'), 'Function: httpBatchLink()');
    assert.equal(
      pageTitle('# ~~Function: experimental\\_standaloneMiddleware()~~\n'),
      'Function: experimental_standaloneMiddleware() (deprecated)',
    );
    assert.equal(pageTitle('no heading'), null);
  });

  it('takes the first sentence of the doc comment, past the signature and the source line', () => {
    const page = [
      '# Class: TRPCError',
      '',
      '<p className="search-index-skip">Defined in: [x.ts:95](https://example.com)</p>',
      '',
      'An error with a tRPC error code, which sets the HTTP status. Throw it from resolvers (see',
      '[error handling](https://trpc.io/docs/server/error-handling)), e.g. `new TRPCError({ code: "x.y" })`.',
      '',
      '## Example',
    ].join('\n');
    assert.equal(pageDescription(page, 'fallback'), 'An error with a tRPC error code, which sets the HTTP status.');
    const signatureFirst = [
      '# Function: splitLink()',
      '',
      '> **splitLink**(`opts`): `TRPCLink`',
      '',
      '<p className="search-index-skip">Defined in: x</p>',
      '',
      'Routes each operation to one of two links, by `op.type` e.g. `subscription`.',
    ].join('\n');
    assert.equal(
      pageDescription(signatureFirst, 'fallback'),
      'Routes each operation to one of two links, by `op.type` e.g. `subscription`.',
    );
  });

  it('falls back when the export has no doc comment', () => {
    const page = [
      '# Type Alias: X',
      '',
      '> **X** = `string`',
      '',
      '<p>Defined in: x</p>',
      '',
      '## Type Parameters',
      '',
      'T',
    ].join('\n');
    assert.equal(pageDescription(page, 'Type alias `X` of `@trpc/server`.'), 'Type alias `X` of `@trpc/server`.');
  });

  it('names a module by its import path', () => {
    assert.equal(importPath('@trpc/client', 'index'), '@trpc/client');
    assert.equal(importPath('@trpc/client', 'links/httpLink'), '@trpc/client/links/httpLink');
    assert.equal(importPath('@trpc/next', null), '@trpc/next');
  });
});
