import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CleanContext, cleanMarkdown, dedent, tidy } from './markdown';

const SITE = '/site';
const PAGE_FILE = '/site/docs/server/routers.md';

interface Reported {
  unknown: string[];
  unresolved: string[];
}

function context(overrides: Partial<CleanContext> = {}, files: Record<string, string> = {}): CleanContext & Reported {
  const reported: Reported = { unknown: [], unresolved: [] };
  const permalinks: Record<string, string> = {
    '/site/docs/server/context.md': '/docs/server/context',
    '/site/docs/server/adapters/express.mdx': '/docs/server/adapters/express',
  };
  const versionDocs = new Set(['/docs/community/love', '/docs/further-reading']);
  return Object.assign(reported, {
    file: PAGE_FILE,
    siteDir: SITE,
    contentDirs: ['/site/docs'],
    pageUrl: 'https://trpc.io/docs/server/routers',
    absoluteUrl: (p: string) => `https://trpc.io${p}`,
    docPermalink: (file: string) => permalinks[file],
    versionedDocPermalink: (to: string) => (versionDocs.has(`/docs${to}`) ? `/docs${to}` : undefined),
    readFile: (file: string) => {
      const text = files[file];
      if (text === undefined) throw new Error(`no file ${file}`);
      return text;
    },
    firstTabOnlyGroups: new Set(['package-manager']),
    onUnknownComponent: (name: string) => void reported.unknown.push(name),
    onUnresolvedLink: (target: string) => void reported.unresolved.push(target),
    ...overrides,
  });
}

const clean = (source: string, ctx = context()) => cleanMarkdown(source, ctx);

describe('cleanMarkdown: page furniture', () => {
  it('drops front matter, imports, exports and MDX comments', () => {
    const out = clean(
      [
        '---',
        'title: Routers',
        'slug: /server/routers',
        '---',
        '',
        "import Tabs from '@theme/Tabs';",
        'import {',
        '  a,',
        "} from './x';",
        '',
        'export const meta = { a: 1 };',
        '',
        '{/* A note for authors. */}',
        '',
        '<!-- and another -->',
        '',
        'A router groups procedures.',
      ].join('\n'),
    );
    assert.equal(out, 'A router groups procedures.');
  });

  it('keeps prose that merely starts with the word import', () => {
    const out = clean('Blitz lets you\nimport them directly.\n\nimport them too, says this line.');
    assert.equal(out, 'Blitz lets you\nimport them directly.\n\nimport them too, says this line.');
  });

  it('drops explicit heading ids and keeps the heading', () => {
    assert.equal(clean('## Initialize tRPC {#init}\n\nText.'), '## Initialize tRPC\n\nText.');
  });
});

describe('cleanMarkdown: code blocks', () => {
  it('leaves hidden setup blocks out and keeps the visible ones', () => {
    const out = clean(
      [
        '```ts title="trpc.ts" hidden',
        'export const SECRET_SETUP = 1;',
        '```',
        '',
        'Then:',
        '',
        '```ts title="server.ts"',
        "import { SECRET_SETUP } from './trpc';",
        '```',
      ].join('\n'),
    );
    assert.doesNotMatch(out, /export const SECRET_SETUP/);
    assert.equal(out, 'Then:\n\n```ts title="server.ts"\nimport { SECRET_SETUP } from \'./trpc\';\n```');
  });

  it('cuts the lines above ---cut--- and below ---cut-after---', () => {
    const out = clean(
      [
        '```ts',
        'const setup = 1;',
        '// ---cut---',
        'const shown = setup;',
        '// ---cut-after---',
        'void shown;',
        '```',
      ].join('\n'),
    );
    assert.equal(out, '```ts\nconst shown = setup;\n```');
  });

  it('keeps the language and title and drops the examples-check and highlight meta', () => {
    const out = clean(
      [
        '```tsx title="a.tsx" {2} skip-check="needs a DOM" showLineNumbers',
        'const a = 1;',
        '// highlight-next-line',
        'const b = 2;',
        '```',
      ].join('\n'),
    );
    assert.equal(out, '```tsx title="a.tsx"\nconst a = 1;\nconst b = 2;\n```');
  });

  it('leaves shell blocks whole and strips the tutorial meta', () => {
    const out = clean('```bash tutorial="background" title="Terminal 1"\nnpx tsx server.ts\n```');
    assert.equal(out, '```bash title="Terminal 1"\nnpx tsx server.ts\n```');
  });

  it('keeps a code block indented in a list item, and its blank lines', () => {
    const out = clean(['1. Install:', '', '   ```bash', '   npm i a', '', '', '   npm i b', '   ```'].join('\n'));
    assert.equal(out, '1. Install:\n\n   ```bash\n   npm i a\n\n\n   npm i b\n   ```');
  });

  it('never reads components, links or markers inside code', () => {
    const code = ['```tsx', '<Tabs>', '  <InstallSnippet pkgs="x" />', '</Tabs>', 'const a = "[x](./y.md)";', '```'];
    assert.equal(clean(code.join('\n')), code.join('\n'));
    assert.equal(
      clean('Wrap it in `<Suspense>` or ``<Tabs>`` and see [docs](./context.md).'),
      'Wrap it in `<Suspense>` or ``<Tabs>`` and see [docs](https://trpc.io/docs/server/context).',
    );
  });

  it('takes a triple-backtick code span for inline code, not a fence', () => {
    assert.equal(
      clean('```<Tabs>``` is a span.\n\n[x](./context.md)'),
      '```<Tabs>``` is a span.\n\n[x](https://trpc.io/docs/server/context)',
    );
  });

  it('applies cut markers only to the languages the examples check compiles', () => {
    const text = '```text\n// ---cut---\nkept\n```';
    assert.equal(clean(text), text);
  });
});

describe('cleanMarkdown: components', () => {
  it('turns InstallSnippet into an npm install block', () => {
    assert.equal(
      clean('Install:\n\n<InstallSnippet pkgs="@trpc/server  @trpc/client zod" />\n\nDone.'),
      'Install:\n\n```bash\nnpm install @trpc/server @trpc/client zod\n```\n\nDone.',
    );
    assert.equal(clean('<InstallSnippet pkgs="tsx" dev />'), '```bash\nnpm install --save-dev tsx\n```');
  });

  it('shows package-manager tabs by their first tab and labels every other tab', () => {
    const pm = [
      '<Tabs groupId="package-manager" queryString="pm">',
      '  <TabItem value="npm" label="npm">',
      '',
      '```bash',
      'npx create-next-app',
      '```',
      '',
      '  </TabItem>',
      '  <TabItem value="yarn" label="yarn">',
      '',
      '```bash',
      'yarn create next-app',
      '```',
      '',
      '  </TabItem>',
      '</Tabs>',
    ].join('\n');
    assert.equal(clean(pm), '```bash\nnpx create-next-app\n```');

    const versions = [
      '<Tabs groupId="use-utils-name">',
      '<TabItem value="new" label="v10.41.0 and later">',
      '',
      'Use `useUtils()`:',
      '',
      '```ts',
      'trpc.useUtils();',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="old" label="Before v10.41.0">',
      '',
      '```ts',
      'trpc.useContext();',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    assert.equal(
      clean(versions),
      [
        '**v10.41.0 and later**',
        '',
        'Use `useUtils()`:',
        '',
        '```ts',
        'trpc.useUtils();',
        '```',
        '',
        '**Before v10.41.0**',
        '',
        '```ts',
        'trpc.useContext();',
        '```',
      ].join('\n'),
    );
  });

  it('turns VersionedDocLink into a link in the page version, or plain text when the version lacks the page', () => {
    assert.equal(
      clean('The <VersionedDocLink to="/further-reading">Further Reading</VersionedDocLink> page.'),
      'The [Further Reading](https://trpc.io/docs/further-reading) page.',
    );
    assert.equal(
      clean('| <VersionedDocLink to="/community/love">Love</VersionedDocLink> | Quotes |'),
      '| [Love](https://trpc.io/docs/community/love) | Quotes |',
    );
    assert.equal(clean('See <VersionedDocLink to="/nowhere">it</VersionedDocLink>.'), 'See it.');
  });

  it('inlines an imported partial, cleaned with its own imports and comments', () => {
    const ctx = context(
      {},
      {
        '/site/src/partials/_love.mdx': [
          '{/* Shared by every version. */}',
          '',
          "import Inner from './_inner.mdx';",
          '',
          'Read <VersionedDocLink to="/community/love">this</VersionedDocLink>.',
          '',
          '<Inner />',
        ].join('\n'),
        '/site/src/partials/_inner.mdx': ':::tip\nNested.\n:::',
      },
    );
    const out = clean("import Love from '@site/src/partials/_love.mdx';\n\n<Love />\n", ctx);
    assert.equal(out, 'Read [this](https://trpc.io/docs/community/love).\n\n> **Tip**\n>\n> Nested.');
  });

  it('refuses an import cycle between partials', () => {
    const ctx = context({}, { '/site/src/partials/_a.mdx': "import A from './_a.mdx';\n\n<A />" });
    assert.throws(() => clean("import A from '@site/src/partials/_a.mdx';\n\n<A />", ctx), /import cycle/);
  });

  it('turns embeds into links and keeps the hero tagline and facts', () => {
    assert.equal(
      clean('<YouTubeEmbed id="S6rcrkbsDI0" title="Learn tRPC in 5 minutes" />'),
      'Video: [Learn tRPC in 5 minutes](https://www.youtube.com/watch?v=S6rcrkbsDI0)',
    );
    assert.equal(
      clean('<StackBlitzEmbed github="trpc/trpc/tree/main/examples/minimal" file="server/index.ts" title="Minimal" />'),
      'Open in StackBlitz: [Minimal](https://stackblitz.com/github/trpc/trpc/tree/main/examples/minimal?file=server%2Findex.ts)',
    );
    assert.equal(
      clean(
        [
          '<DocsHero title="tRPC v9" tagline="Typed APIs">',
          '  MIT licensed · on <a href="https://github.com/trpc/trpc">GitHub</a> ·{\' \'}',
          '  <a href="/docs/v9/quickstart">start</a>',
          '</DocsHero>',
        ].join('\n'),
      ),
      '**Typed APIs**\n\nMIT licensed · on [GitHub](https://github.com/trpc/trpc) · \n[start](https://trpc.io/docs/v9/quickstart)',
    );
  });

  it('keeps a diagram by its label and caption', () => {
    const out = clean(
      [
        '<figure>',
        '  <svg viewBox="0 0 10 10" aria-label="A goes to B" style={{ maxWidth: \'560px\' }}>',
        '    <g><text x="1">A</text></g>',
        '  </svg>',
        '  <figcaption>Each operation goes one way.</figcaption>',
        '</figure>',
      ].join('\n'),
    );
    assert.equal(out, '_Diagram: A goes to B_\n\n_Each operation goes one way._');
  });

  it('reports a component it cannot render and keeps its children', () => {
    const ctx = context();
    assert.equal(clean('<Callout kind="x">\n\nSome **text**.\n\n</Callout>', ctx), 'Some **text**.');
    assert.deepEqual(ctx.unknown, ['Callout']);
  });
});

describe('cleanMarkdown: admonitions', () => {
  it('become block quotes with their type and title, code included', () => {
    const out = clean(
      [
        ':::note[Coming from v10]',
        'Renamed:',
        '',
        '```ts',
        'a();',
        '```',
        ':::',
        '',
        ':::caution Keep `@trpc` packages in step',
        'Always.',
        ':::',
      ].join('\n'),
    );
    assert.equal(
      out,
      [
        '> **Note: Coming from v10**',
        '>',
        '> Renamed:',
        '>',
        '> ```ts',
        '> a();',
        '> ```',
        '',
        '> **Caution: Keep `@trpc` packages in step**',
        '>',
        '> Always.',
      ].join('\n'),
    );
  });

  it('nest with longer fences', () => {
    assert.equal(
      clean('::::info\nOuter.\n\n:::tip\nInner.\n:::\n::::'),
      '> **Info**\n>\n> Outer.\n>\n> > **Tip**\n> >\n> > Inner.',
    );
  });
});

describe('cleanMarkdown: links', () => {
  it('points every link at an absolute URL', () => {
    const ctx = context();
    const out = clean(
      [
        '[ctx](./context.md#the-context-object) and [express](adapters/express.mdx) [root](/server/context.md)',
        '[docs](/docs/server/procedures) [anchor](#initialize) [ext](https://zod.dev) [mail](mailto:a@b.c)',
        '![logo](/img/logo.svg "Logo")',
        '',
        '[ref]: ./context.md',
      ].join('\n'),
      ctx,
    );
    assert.equal(
      out,
      [
        '[ctx](https://trpc.io/docs/server/context#the-context-object) and [express](https://trpc.io/docs/server/adapters/express) [root](https://trpc.io/docs/server/context)',
        '[docs](https://trpc.io/docs/server/procedures) [anchor](https://trpc.io/docs/server/routers#initialize) [ext](https://zod.dev) [mail](mailto:a@b.c)',
        '![logo](https://trpc.io/img/logo.svg "Logo")',
        '',
        '[ref]: https://trpc.io/docs/server/context',
      ].join('\n'),
    );
    assert.deepEqual(ctx.unresolved, []);
  });

  it('reports a link to a Markdown file that is no page', () => {
    const ctx = context();
    clean('[gone](./gone.md)', ctx);
    assert.deepEqual(ctx.unresolved, ['./gone.md']);
  });
});

describe('helpers', () => {
  it('dedent removes the common indentation only', () => {
    assert.equal(dedent('  a\n\n    b\n  c'), 'a\n\n  b\nc');
  });

  it('tidy collapses blank lines outside code only', () => {
    assert.equal(tidy('\n\na\n\n\n\nb\n```\nx\n\n\ny\n```\n\n'), 'a\n\nb\n```\nx\n\n\ny\n```');
  });
});
