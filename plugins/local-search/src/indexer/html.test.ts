import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractRecords } from './html';

const docPage = (body: string, head = '') => `<!doctype html><html lang="en"><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:version" content="10.x">
<meta name="docsearch:docusaurus_tag" content="docs-default-10.x">${head}</head><body>
<nav class="navbar"><a class="navbar__item navbar__link">Docs</a></nav>
<aside><ul class="menu"><li><a class="menu__link menu__link--sublist menu__link--active" href="/docs/v10/server">Backend Usage</a></li></ul></aside>
<main><div class="theme-doc-version-banner">This is documentation for tRPC 10.x</div>
<article><nav class="theme-doc-breadcrumbs">Home</nav><div class="theme-doc-markdown markdown">
<header><h1>Define Routers</h1></header>
${body}
</div></article></main></body></html>`;

describe('extractRecords', () => {
  it('groups a page under the innermost open sidebar category', () => {
    const html = docPage('<p>Abort a query.</p>').replace(
      /<aside>.*<\/aside>/,
      `<aside><ul class="menu"><li><a class="menu__link menu__link--sublist menu__link--active" href="/docs/v10/client">Client Usage</a>
<ul><li><a class="menu__link menu__link--sublist menu__link--active" href="/docs/v10/client/react">React Query Integration</a></li></ul></li></ul></aside>`,
    );
    const records = extractRecords({ path: '/docs/v10/client/react/aborting-procedure-calls', html });
    assert.equal(records[0]!.hierarchy.lvl0, 'React Query Integration');
  });

  it('reads the hierarchy, anchors, meta tags and content with the crawler selectors', () => {
    const records = extractRecords({
      path: '/docs/v10/server/routers',
      html: docPage(`<p>Routers group procedures.</p>
<h2 class="anchor" id="nesting">Nesting routers<a href="#nesting" class="hash-link" aria-label="Direct link">​</a></h2>
<p>Nest one router in another.</p>
<pre><code>const secret = "not indexed";</code></pre>
<h3 id="deep">Deep <code>t.router</code></h3>
<ul><li>First item<ul><li>Nested item</li></ul></li></ul>
<table><tbody><tr><td>maxDepth</td><td>How deep the nesting goes.</td></tr></tbody></table>`),
    });
    assert.deepEqual(
      records.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content]),
      [
        ['lvl1', '/docs/v10/server/routers', null, null, null],
        ['content', '/docs/v10/server/routers', null, null, 'Routers group procedures.'],
        ['lvl2', '/docs/v10/server/routers#nesting', 'Nesting routers', null, null],
        ['content', '/docs/v10/server/routers#nesting', 'Nesting routers', null, 'Nest one router in another.'],
        ['lvl3', '/docs/v10/server/routers#deep', 'Nesting routers', 'Deep t.router', null],
        ['content', '/docs/v10/server/routers#deep', 'Nesting routers', 'Deep t.router', 'First item'],
        ['content', '/docs/v10/server/routers#deep', 'Nesting routers', 'Deep t.router', 'Nested item'],
        ['lvl5', '/docs/v10/server/routers#deep', 'Nesting routers', 'Deep t.router', null],
        ['content', '/docs/v10/server/routers#deep', 'Nesting routers', 'Deep t.router', 'How deep the nesting goes.'],
      ],
    );
    const first = records[0]!;
    assert.equal(first.hierarchy.lvl0, 'Backend Usage');
    assert.equal(first.hierarchy.lvl1, 'Define Routers');
    assert.equal(first.language, 'en');
    assert.equal(first.version, '10.x');
    assert.equal(first.docusaurus_tag, 'docs-default-10.x');
    assert.equal(records[7]!.hierarchy.lvl5, 'maxDepth');
    assert.ok(records.every((r) => !JSON.stringify(r).includes('not indexed')));
    assert.ok(records.every((r) => !JSON.stringify(r).includes('documentation for tRPC 10.x')));
  });

  it("indexes a code block's tRPC imports as content of its section, without its tooltips", () => {
    const block = (lines: string[]) =>
      `<div class="theme-code-block"><pre><code><style>.h:before{content:"x"}</style>${lines
        .map((l) => `<div class="token-line">${l}<br></div>`)
        .join('')}</code></pre></div>`;
    const records = extractRecords({
      path: '/docs/v10/server/routers',
      html: docPage(`<p>Intro.</p>
${block([
  `import { <span class="hv" tabindex="0"><span class="hv-t" role="tooltip">(alias) const initTRPC: import { x } from '@trpc/other'</span>initTRPC</span> } from '@trpc/server';`,
  "import { z } from 'zod';",
])}
<h2 id="adapters">Adapters</h2>
<ul><li><p>Fastify:</p>${block([
        'import {',
        '  fastifyTRPCPlugin,',
        "} from '@trpc/server/adapters/fastify';",
      ])}</li></ul>
${block(["import { initTRPC } from '@trpc/server';"])}
${block(["import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';"])}
<pre aria-hidden="true">import { hidden } from '@trpc/server';</pre>`),
    });
    assert.deepEqual(
      records.filter((r) => r.type === 'content').map((r) => [r.url, r.content]),
      [
        ['/docs/v10/server/routers', 'Intro.'],
        ['/docs/v10/server/routers', "import { initTRPC } from '@trpc/server'"],
        ['/docs/v10/server/routers#adapters', 'Fastify:'],
        ['/docs/v10/server/routers#adapters', "import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify'"],
        ['/docs/v10/server/routers#adapters', "import { initTRPC } from '@trpc/server'"],
      ],
    );
  });

  it('gives every record a stable, unique objectID', () => {
    const html = docPage('<p>Same.</p><p>Same.</p>');
    const a = extractRecords({ path: '/x', html });
    const b = extractRecords({ path: '/x', html });
    assert.deepEqual(
      a.map((r) => r.objectID),
      b.map((r) => r.objectID),
    );
    assert.equal(new Set(a.map((r) => r.objectID)).size, a.length);
  });

  it('keeps markup in page text as text', () => {
    const [, content] = extractRecords({
      path: '/x',
      html: docPage('<p>Use &lt;script&gt;alert(1)&lt;/script&gt; carefully</p>'),
    });
    assert.equal(content!.content, 'Use <script>alert(1)</script> carefully');
  });

  it('skips pages that ask not to be indexed and lists of posts', () => {
    assert.deepEqual(
      extractRecords({ path: '/x', html: docPage('<p>a</p>', '<meta name="robots" content="noindex, nofollow">') }),
      [],
    );
    const list =
      '<html class="blog-wrapper blog-list-page"><body><main><article><h2>A</h2><p>a</p></article><article><h2>B</h2></article></main></body></html>';
    assert.deepEqual(extractRecords({ path: '/blog', html: list }), []);
  });

  it('reads a page of several articles (pricing tiers) from <main>', () => {
    const records = extractRecords({
      path: '/pricing',
      html: '<html lang="en"><body><main><h1>Pricing</h1><article><h2>Pro</h2><p>Priority support.</p></article><article><h2>Enterprise</h2></article></main></body></html>',
    });
    assert.deepEqual(
      records.map((r) => [r.type, r.url, r.content]),
      [
        ['lvl1', '/pricing', null],
        ['lvl2', '/pricing', null],
        ['content', '/pricing', 'Priority support.'],
        ['lvl2', '/pricing', null],
      ],
    );
  });

  it('reads pages without an article from <main>, with the default tag', () => {
    const records = extractRecords({
      path: '/pricing',
      html: '<html lang="en"><body><main><h1>Pricing</h1><p>Free forever.</p></main></body></html>',
    });
    assert.deepEqual(
      records.map((r) => [r.type, r.hierarchy.lvl0, r.docusaurus_tag, r.content]),
      [
        ['lvl1', 'Documentation', 'default', null],
        ['content', 'Documentation', 'default', 'Free forever.'],
      ],
    );
  });

  it('groups blog posts under "Blog"', () => {
    const [title] = extractRecords({
      path: '/blog/x',
      html: '<html lang="en" class="blog-wrapper blog-post-page"><body><main><article><header><h1>Post</h1></header><p>Text.</p></article></main></body></html>',
    });
    assert.equal(title!.hierarchy.lvl0, 'Blog');
    assert.equal(title!.hierarchy.lvl1, 'Post');
  });

  it("gives the title record the page's keywords meta tag, not the site's, and a sidebar label with new words", () => {
    const site = 'trpc, typescript, rpc';
    const withSidebar = (head: string, label: string) =>
      docPage('<p>Text.</p>', head).replace(
        '</ul></aside>',
        `<li><a class="menu__link menu__link--active" aria-current="page" href="/docs/v10/server/routers">${label}</a></li></ul></aside>`,
      );
    const records = extractRecords({
      path: '/docs/v10/server/routers',
      html: withSidebar('<meta name="keywords" content="initTRPC, t.router, router()">', 'Routers'),
      siteKeywords: site,
    });
    assert.deepEqual(
      records.map((r) => [r.type, r.keywords]),
      [
        ['lvl1', ['initTRPC', 't.router', 'router()']],
        ['content', undefined],
      ],
    );
    const labelled = extractRecords({
      path: '/docs/v10/server/routers',
      html: withSidebar(`<meta name="keywords" content="${site}">`, 'Router Basics'),
      siteKeywords: site,
    });
    assert.deepEqual(labelled[0]!.keywords, ['Router Basics']);
    const plain = extractRecords({ path: '/docs/v10/server/routers', html: docPage('<p>Text.</p>') });
    assert.ok(plain.every((r) => r.keywords === undefined));
  });

  it('puts the pages of a route group under its lvl0, with its page rank', () => {
    const html = docPage('<p>Creates a typed client.</p>');
    const plain = extractRecords({ path: '/docs/v10/server/routers', html });
    assert.ok(plain.every((r) => r.hierarchy.lvl0 === 'Backend Usage' && r.weight.pageRank === 0));
    const grouped = extractRecords({
      path: '/docs/typedoc/client/index/functions/createTRPCClient',
      html,
      group: { lvl0: 'API Reference', pageRank: -1 },
    });
    assert.equal(grouped.length, plain.length);
    assert.ok(grouped.every((r) => r.hierarchy.lvl0 === 'API Reference' && r.weight.pageRank === -1));
  });
});
