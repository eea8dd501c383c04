import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('./version-data-loader.cjs') as ((s: string) => string) & {
  versionData(
    source: string,
    options: {
      prefixes?: string[];
      part?: string | null;
      server?: boolean;
      versions?: () => unknown[];
      cardListPages?: (candidates: Set<string>) => Set<string>;
    },
  ): string;
  cardListPagesNear(
    context: { resourcePath: string; addDependency(file: string): void },
    siteDir: string,
    candidates: Set<string>,
  ): Set<string>;
};
const { versionData } = loader;

const doc = (id: string) => ({ id, title: id, description: `About ${id}`, sidebar: 'docs' });
const link = (docId: string) => ({ type: 'link', href: `/docs/${docId}`, label: docId, docId });

describe('version data loader', () => {
  const data = {
    version: {
      version: 'current',
      docsSidebars: {
        docs: [
          link('quickstart'),
          {
            type: 'category',
            label: 'Backend Usage',
            href: '/docs/server/introduction',
            items: [
              link('server/routers'),
              { type: 'category', label: 'Adapters', items: [link('server/adapters/express')] },
            ],
          },
          {
            type: 'category',
            label: 'API Reference',
            items: [link('typedoc/server/index')],
          },
        ],
      },
      docs: Object.fromEntries(
        ['quickstart', 'server/routers', 'server/adapters/express', 'typedoc/server/index'].map((id) => [id, doc(id)]),
      ),
    },
  };
  const out = JSON.parse(loader(JSON.stringify(data))) as typeof data;

  it('keeps no docs when no doc page renders DocCardList', () => {
    assert.deepEqual(out.version.docs, {});
  });

  it('keeps, whole, the docs under a category whose page is a doc that renders DocCardList', () => {
    const kept = JSON.parse(
      versionData(JSON.stringify(data), { cardListPages: () => new Set(['/docs/server/introduction']) }),
    ) as typeof data;
    assert.deepEqual(kept.version.docs, { 'server/routers': doc('server/routers') });
  });

  it('finds the doc pages whose source renders DocCardList, from the docs plugin’s metadata files', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'version-data-'));
    const generated = path.join(site, '.docusaurus', 'docusaurus-plugin-content-docs', 'default');
    fs.mkdirSync(path.join(generated, 'p'), { recursive: true });
    fs.mkdirSync(path.join(site, 'docs'));
    const docPage = (name: string, body: string) => {
      fs.writeFileSync(path.join(site, 'docs', `${name}.mdx`), body);
      fs.writeFileSync(
        path.join(generated, `site-docs-${name}-mdx-123.json`),
        JSON.stringify({ id: name, source: `@site/docs/${name}.mdx`, permalink: `/docs/${name}` }),
      );
    };
    docPage('client', '# Client\n\n<DocCardList />\n');
    docPage('server', '# Server\n');
    const dependencies: string[] = [];
    const context = {
      resourcePath: path.join(generated, 'p', 'docs-175.json'),
      addDependency: (f: string) => dependencies.push(f),
    };
    assert.deepEqual(
      [...loader.cardListPagesNear(context, site, new Set(['/docs/client', '/docs/server']))],
      ['/docs/client'],
    );
    assert.equal(dependencies.length, 2);
    // Only the category pages' sources are read.
    assert.deepEqual([...loader.cardListPagesNear(context, site, new Set(['/docs/server']))], []);
    fs.rmSync(site, { recursive: true });
  });

  it('drops docs no card shows: top level, under a category without a page, the API reference', () => {
    for (const id of ['quickstart', 'server/adapters/express', 'typedoc/server/index']) {
      assert.equal(id in out.version.docs, false, id);
    }
  });

  it('keeps the sidebars and the rest of the version as they are', () => {
    assert.deepEqual(out.version.docsSidebars, data.version.docsSidebars);
    assert.equal(out.version.version, 'current');
  });

  it('leaves other generated JSON as it is', () => {
    const source = '{"path":"/docs","versions":[]}';
    assert.equal(loader(source), source);
    assert.equal(versionData(source, { prefixes: ['/docs/typedoc'] }), source);
  });
});

describe('version data loader: sidebar lists that load with a route part', () => {
  const api = {
    type: 'category',
    label: 'API Reference',
    collapsed: true,
    items: [
      {
        type: 'category',
        label: '@trpc/server',
        items: [
          { type: 'link', href: '/docs/typedoc/server/a', label: 'hidden', docId: 'a', unlisted: true },
          {
            type: 'category',
            label: 'Functions',
            items: [link('typedoc/server/functions/initTRPC'), link('typedoc/server/functions/b')],
          },
        ],
      },
      { type: 'category', label: '@trpc/client', items: [link('typedoc/client/x')] },
    ],
  };
  const mixed = {
    type: 'category',
    label: 'Mixed',
    collapsed: true,
    items: [link('typedoc/client/y'), link('quickstart')],
  };
  const withPage = {
    type: 'category',
    label: 'Reference home',
    collapsed: true,
    href: '/docs/typedoc',
    items: [link('typedoc/z')],
  };
  // Rendered open on every page: its list must stay whole.
  const expanded = { type: 'category', label: 'Open', collapsed: false, items: [link('typedoc/open')] };
  const fixed = { type: 'category', label: 'Fixed', collapsed: true, collapsible: false, items: [link('typedoc/f')] };
  const data = {
    version: {
      version: 'current',
      docsSidebars: {
        docs: [
          link('quickstart'),
          { type: 'category', label: 'Top', items: [link('server/routers'), api] },
          mixed,
          withPage,
          expanded,
          fixed,
        ],
      },
      docs: {},
    },
  };
  const source = JSON.stringify(data);
  const main = JSON.parse(versionData(source, { prefixes: ['/docs/typedoc'] })) as typeof data;
  const lists = JSON.parse(versionData(source, { prefixes: ['/docs/typedoc'], part: '/docs/typedoc' }));

  it('keeps of a page-less category under the prefix only the path to its first listed link, and marks it', () => {
    const stub = (main.version.docsSidebars.docs[1] as { items: Record<string, unknown>[] }).items[1]!;
    assert.equal(stub.className, 'lazy-sidebar-items lazy-sidebar-items--docs-typedoc');
    assert.deepEqual(stub.items, [
      {
        type: 'category',
        label: '@trpc/server',
        items: [{ type: 'category', label: 'Functions', items: [link('typedoc/server/functions/initTRPC')] }],
      },
    ]);
  });

  it('leaves categories with links elsewhere, a page of their own, or shown open as they are', () => {
    assert.deepEqual(main.version.docsSidebars.docs.slice(2), [mixed, withPage, expanded, fixed]);
    assert.deepEqual(main.version.docsSidebars.docs[0], link('quickstart'));
  });

  it("gives the server render's copy the same classes and every list whole", () => {
    const server = JSON.parse(versionData(source, { prefixes: ['/docs/typedoc'], server: true })) as typeof data;
    const category = (server.version.docsSidebars.docs[1] as { items: Record<string, unknown>[] }).items[1]!;
    assert.equal(category.className, 'lazy-sidebar-items lazy-sidebar-items--docs-typedoc');
    assert.deepEqual(category.items, api.items);
    assert.equal(versionData(source, { server: true }), source);
  });

  it("gives the part's copy the full lists, by sidebar and index path", () => {
    assert.deepEqual(lists, [{ sidebar: 'docs', path: [1, 1], items: api.items }]);
    assert.equal(versionData(source, { prefixes: ['/docs/typedoc'], part: '/docs/v10' }), '[]');
  });
});

describe('version data loader, as before', () => {
  it('leaves other generated JSON as it is (no prefixes)', () => {
    const source = '{"categoryGeneratedIndex":{"title":"Extra Information"}}';
    assert.equal(loader(source), source);
  });
});
