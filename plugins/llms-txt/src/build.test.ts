import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type BuildInput, buildFiles, llmsDir, twinPath, type VersionInput } from './build';

const FILES: Record<string, string> = {
  '/site/docs/intro.mdx':
    '---\ntitle: tRPC\nslug: /\n---\n\n# tRPC\n\nTyped APIs. Really.\n\nSee [routers](./server/routers.md).',
  '/site/docs/server/routers.md':
    '---\ntitle: Define Routers\n---\n\nA router groups procedures.\n\n```ts hidden\nconst HIDDEN = 1;\n```\n\n```ts\nconst setup = 1;\n// ---cut---\nconst router = setup;\n```',
  '/site/docs/server/context.md': '---\ntitle: Context\n---\n\nContext is shared.',
  '/site/docs/secret.md': '---\ntitle: Secret\nunlisted: true\n---\n\nNot advertised.',
  '/site/docs/landing/Step1.md': '---\ntitle: Step 1\n---\n\nOn the home page only.',
  '/site/versioned_docs/version-1.x/intro.md': '---\ntitle: tRPC\n---\n\nOld docs.',
};

const current: VersionInput = {
  name: 'current',
  label: '2.x',
  path: '/docs',
  isLast: true,
  banner: null,
  contentDirs: ['/site/docs'],
  docs: [
    {
      id: 'intro',
      title: 'tRPC',
      sidebarLabel: 'Introduction',
      permalink: '/docs/',
      source: '/site/docs/intro.mdx',
      unlisted: false,
    },
    {
      id: 'server/routers',
      title: 'Define Routers',
      permalink: '/docs/server/routers',
      source: '/site/docs/server/routers.md',
      unlisted: false,
    },
    {
      id: 'server/context',
      title: 'Context',
      description: 'What every procedure gets.',
      permalink: '/docs/server/context',
      source: '/site/docs/server/context.md',
      unlisted: false,
    },
    { id: 'secret', title: 'Secret', permalink: '/docs/secret', source: '/site/docs/secret.md', unlisted: true },
    {
      id: 'landing/Step1',
      title: 'Step 1',
      permalink: '/docs/landing/Step1',
      source: '/site/docs/landing/Step1.md',
      unlisted: false,
    },
  ],
  sidebars: {
    docs: [
      { type: 'doc', id: 'intro' },
      {
        type: 'category',
        label: 'Backend',
        link: {
          type: 'generated-index',
          permalink: '/docs/server',
          title: 'Server docs',
          description: 'All about servers.',
        },
        items: [
          { type: 'doc', id: 'server/routers' },
          { type: 'doc', id: 'server/context' },
          { type: 'doc', id: 'secret' },
        ],
      },
      { type: 'category', label: 'API Reference (Auto-generated)', items: [] },
      { type: 'link', href: 'https://github.com/trpc/trpc', label: 'GitHub' },
    ],
  },
};

const old: VersionInput = {
  name: '1.x',
  label: '1.x',
  path: '/docs/v1',
  isLast: false,
  banner: 'unmaintained',
  contentDirs: ['/site/versioned_docs/version-1.x'],
  docs: [
    {
      id: 'intro',
      title: 'tRPC',
      permalink: '/docs/v1/',
      source: '/site/versioned_docs/version-1.x/intro.md',
      unlisted: false,
    },
  ],
  sidebars: { docs: [{ type: 'doc', id: 'intro' }] },
};

function build(overrides: Partial<BuildInput> = {}) {
  const { files, stats } = buildFiles({
    url: 'https://trpc.io',
    baseUrl: '/',
    siteDir: '/site',
    title: 'tRPC',
    description: 'Typed APIs for TypeScript.',
    versions: [current, old],
    firstTabOnlyGroups: new Set(),
    readFile: (file) => FILES[file] ?? assert.fail(`read ${file}`),
    onUnknownComponent: (name) => assert.fail(`unknown ${name}`),
    onUnresolvedLink: (target) => assert.fail(`unresolved ${target}`),
    ...overrides,
  });
  return { files: new Map(files.map((f) => [f.path, f.content])), stats };
}

describe('paths', () => {
  it('puts twins at the URL + .md, index.md for a folder URL', () => {
    assert.equal(twinPath('/docs/server/routers'), '/docs/server/routers.md');
    assert.equal(twinPath('/docs/'), '/docs/index.md');
  });

  it('puts the latest version at the site root and the others under their path', () => {
    assert.equal(llmsDir({ isLast: true, path: '/docs' }, '/'), '/');
    assert.equal(llmsDir({ isLast: false, path: '/docs/v10' }, '/'), '/docs/v10/');
  });
});

describe('buildFiles', () => {
  const { files, stats } = build();

  it('writes llms.txt with a title, a summary and one section per sidebar entry in order', () => {
    assert.equal(
      files.get('/llms.txt'),
      [
        '# tRPC',
        '',
        '> Typed APIs for TypeScript.',
        '',
        'This is the documentation of tRPC 2.x, the current version. Each link leads to the Markdown version of a page (drop `.md` for the HTML page); [llms-full.txt](https://trpc.io/llms-full.txt) holds every page in one file. Other versions: [1.x](https://trpc.io/docs/v1/llms.txt).',
        '',
        '## Introduction',
        '',
        '- [tRPC](https://trpc.io/docs/index.md): Typed APIs.',
        '',
        '## Backend',
        '',
        '- [Server docs](https://trpc.io/docs/server.md): All about servers.',
        '- [Define Routers](https://trpc.io/docs/server/routers.md): A router groups procedures.',
        '- [Context](https://trpc.io/docs/server/context.md): What every procedure gets.',
        '',
        '## GitHub',
        '',
        '- [GitHub](https://github.com/trpc/trpc)',
        '',
      ].join('\n'),
    );
  });

  it('writes llms-full.txt with every sidebar page once, in order, as clean Markdown', () => {
    const full = files.get('/llms-full.txt')!;
    const titles = [...full.matchAll(/^# (.*)$/gm)].map((m) => m[1]);
    assert.deepEqual(titles, ['tRPC', 'tRPC', 'Server docs', 'Define Routers', 'Context']);
    assert.match(full, /See \[routers\]\(https:\/\/trpc\.io\/docs\/server\/routers\)\./);
    assert.match(full, /```ts\nconst router = setup;\n```/);
    assert.doesNotMatch(full, /HIDDEN|---cut---|const setup|Not advertised/);
    assert.doesNotMatch(
      full,
      /^# tRPC\n\nSource: https:\/\/trpc\.io\/docs\/\n\n# tRPC/m,
      'the page H1 is not repeated',
    );
  });

  it('writes a twin for every listed page, including those outside the sidebar, and none for unlisted ones', () => {
    assert.deepEqual([...files.keys()].filter((p) => p.endsWith('.md')).sort(), [
      '/docs/index.md',
      '/docs/landing/Step1.md',
      '/docs/server.md',
      '/docs/server/context.md',
      '/docs/server/routers.md',
      '/docs/v1/index.md',
    ]);
    assert.equal(
      files.get('/docs/server/routers.md'),
      '# Define Routers\n\nSource: https://trpc.io/docs/server/routers\n\nA router groups procedures.\n\n```ts\nconst router = setup;\n```\n',
    );
    assert.ok(files.get('/llms-full.txt')!.includes(files.get('/docs/server/routers.md')!.trim()));
  });

  it('lists a generated index with its description and items', () => {
    assert.equal(
      files.get('/docs/server.md'),
      [
        '# Server docs',
        '',
        'Source: https://trpc.io/docs/server',
        '',
        'All about servers.',
        '',
        '- [Define Routers](https://trpc.io/docs/server/routers): A router groups procedures.',
        '- [Context](https://trpc.io/docs/server/context): What every procedure gets.',
        '',
      ].join('\n'),
    );
  });

  it('writes older versions under their path and says they are unmaintained', () => {
    const txt = files.get('/docs/v1/llms.txt')!;
    assert.match(txt, /documentation of tRPC 1\.x, which is no longer maintained/);
    assert.match(txt, /Other versions: \[2\.x\]\(https:\/\/trpc\.io\/llms\.txt\)/);
    assert.match(txt, /- \[tRPC\]\(https:\/\/trpc\.io\/docs\/v1\/index\.md\): Old docs\./);
    assert.ok(files.has('/docs/v1/llms-full.txt'));
  });

  it('reports sizes and page counts', () => {
    assert.deepEqual(
      stats.map((s) => [s.version, s.pages, s.sections]),
      [
        ['2.x', 4, 3],
        ['1.x', 1, 1],
      ],
    );
  });
});
