import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { MANIFEST_FILE, type Manifest } from './manifest';
import remarkApiLinks, { linkInlineCode, namedExport } from './remark';

interface Node {
  type: string;
  value?: string;
  name?: string;
  url?: string;
  title?: string | null;
  depth?: number;
  children?: Node[];
}

const code = (value: string): Node => ({ type: 'inlineCode', value });
const text = (value: string): Node => ({ type: 'text', value });
const paragraph = (...children: Node[]): Node => ({ type: 'paragraph', children });
const root = (...children: Node[]): Node => ({ type: 'root', children });

const LINKS = new Map([
  ['createTRPCClient', '@site/docs/typedoc/client/index/functions/createTRPCClient.md'],
  ['httpBatchLink', '@site/docs/typedoc/client/links/httpBatchLink/functions/httpBatchLink.md'],
  ['TRPCError', '@site/docs/typedoc/server/classes/TRPCError.md'],
  ['initTRPC', '@site/docs/typedoc/server/variables/initTRPC.md'],
]);

/** The inline codes of a tree, each with the URL of the link around it (or null). */
function linkedCodes(tree: Node): [string, string | null][] {
  const out: [string, string | null][] = [];
  const visit = (node: Node, link: string | null) => {
    if (node.type === 'inlineCode') out.push([node.value!, link]);
    for (const child of node.children ?? []) visit(child, node.type === 'link' ? node.url! : link);
  };
  visit(tree, null);
  return out;
}

describe('namedExport', () => {
  it('reads the name from a name, a call, a generic call or a construction', () => {
    assert.equal(namedExport('createTRPCClient'), 'createTRPCClient');
    assert.equal(namedExport('httpBatchLink()'), 'httpBatchLink');
    assert.equal(namedExport('httpBatchLink({ url })'), 'httpBatchLink');
    assert.equal(namedExport('createTRPCReact<AppRouter>()'), 'createTRPCReact');
    assert.equal(namedExport('TRPCClient<AppRouter>'), 'TRPCClient');
    assert.equal(namedExport('new TRPCError({ code: "NOT_FOUND" })'), 'TRPCError');
  });

  it('finds no export in members, values and code', () => {
    assert.equal(namedExport('initTRPC.create()'), null);
    assert.equal(namedExport('opts.ctx'), null);
    assert.equal(namedExport("'NOT_FOUND'"), null);
    assert.equal(namedExport('const t = initTRPC.create()'), null);
    assert.equal(namedExport('npm install @trpc/server'), null);
    assert.equal(namedExport(''), null);
  });
});

describe('linkInlineCode', () => {
  it('links inline code that names an export with a page, and leaves other names plain', () => {
    const tree = root(
      paragraph(
        text('Create the client with '),
        code('createTRPCClient'),
        text(' and '),
        code('httpBatchLink()'),
        text('.'),
      ),
      paragraph(code('initTRPC.create()'), text(' and '), code('createTRPCProxyClient'), text(' and '), code('fetch')),
    );
    assert.equal(linkInlineCode(tree, LINKS), 2);
    assert.deepEqual(linkedCodes(tree), [
      ['createTRPCClient', LINKS.get('createTRPCClient')],
      ['httpBatchLink()', LINKS.get('httpBatchLink')],
      ['initTRPC.create()', null],
      ['createTRPCProxyClient', null],
      ['fetch', null],
    ]);
    // The link wraps the inline code as it was, so it still reads as code.
    const link = tree.children![0]!.children![1]!;
    assert.deepEqual(link, {
      type: 'link',
      url: LINKS.get('createTRPCClient'),
      title: null,
      children: [code('createTRPCClient')],
    });
  });

  it('links in lists, tables, emphasis and JSX components such as tabs', () => {
    const tree = root(
      { type: 'list', children: [{ type: 'listItem', children: [paragraph(code('TRPCError'))] }] },
      {
        type: 'table',
        children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: [code('initTRPC')] }] }],
      },
      paragraph({ type: 'strong', children: [code('httpBatchLink')] }),
      { type: 'mdxJsxFlowElement', name: 'TabItem', children: [paragraph(code('createTRPCClient'))] },
    );
    assert.equal(linkInlineCode(tree, LINKS), 4);
  });

  it('leaves headings, links, link references, code blocks and JSX links alone', () => {
    const tree = root(
      { type: 'heading', depth: 2, children: [code('createTRPCClient')] },
      paragraph({ type: 'link', url: 'https://example.com', children: [code('TRPCError')] }),
      paragraph({ type: 'linkReference', children: [code('initTRPC')] }),
      { type: 'code', value: 'createTRPCClient' },
      paragraph({ type: 'mdxJsxTextElement', name: 'a', children: [code('httpBatchLink')] }),
      paragraph({ type: 'mdxJsxTextElement', name: 'Link', children: [code('httpBatchLink')] }),
    );
    const before = JSON.stringify(tree);
    assert.equal(linkInlineCode(tree, LINKS), 0);
    assert.equal(JSON.stringify(tree), before);
  });
});

describe('remarkApiLinks', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-links-'));
  after(() => fs.rmSync(siteDir, { recursive: true, force: true }));
  const referenceDir = path.join(siteDir, 'docs', 'typedoc');
  const options = { siteDir, contentDir: 'docs', referenceDir: 'docs/typedoc' };
  const tree = () => root(paragraph(code('createTRPCClient'), text(' '), code('TRPCError')));
  const run = (file: string) => {
    const t = tree();
    remarkApiLinks(options)(t, { path: path.join(siteDir, file) });
    return linkedCodes(t);
  };

  it('links nothing while there is no reference (TYPEDOC=0)', () => {
    assert.deepEqual(run('docs/client/overview.md'), [
      ['createTRPCClient', null],
      ['TRPCError', null],
    ]);
  });

  it('links the pages of the manifest, in the current docs only', () => {
    fs.mkdirSync(referenceDir, { recursive: true });
    const manifest: Manifest = {
      hash: 'x',
      packages: ['@trpc/server', '@trpc/client'],
      pages: [
        {
          name: 'createTRPCClient',
          kind: 'functions',
          package: '@trpc/client',
          module: 'index',
          file: 'client/index/functions/createTRPCClient.md',
        },
      ],
    };
    fs.writeFileSync(path.join(referenceDir, MANIFEST_FILE), JSON.stringify(manifest));
    assert.deepEqual(run('docs/client/overview.md'), [
      ['createTRPCClient', '@site/docs/typedoc/client/index/functions/createTRPCClient.md'],
      ['TRPCError', null],
    ]);
    assert.deepEqual(run('versioned_docs/version-10.x/client/overview.md'), [
      ['createTRPCClient', null],
      ['TRPCError', null],
    ]);
    assert.deepEqual(run('blog/2024-05-23-trpc-actions.mdx'), [
      ['createTRPCClient', null],
      ['TRPCError', null],
    ]);
    assert.deepEqual(run('docs/typedoc/client/index/functions/createTRPCClient.md'), [
      ['createTRPCClient', null],
      ['TRPCError', null],
    ]);
  });

  it('reads the manifest again when it changes', () => {
    const file = path.join(referenceDir, MANIFEST_FILE);
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    manifest.pages.push({
      name: 'TRPCError',
      kind: 'classes',
      package: '@trpc/server',
      module: null,
      file: 'server/classes/TRPCError.md',
    });
    fs.writeFileSync(file, JSON.stringify(manifest));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    assert.deepEqual(run('docs/server/error-handling.md')[1], [
      'TRPCError',
      '@site/docs/typedoc/server/classes/TRPCError.md',
    ]);
  });
});
