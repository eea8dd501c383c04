import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { splitCodeHtml } = require('./html-out-loader.cjs') as {
  splitCodeHtml(source: string, resourcePath: string, query: string): string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const registryLoader = require('./registry-code-html-loader.cjs') as {
  (this: { getOptions(): { lazy?: boolean } }, source: string): string;
  wrapMarkdownLoaders(source: string): string;
};
const { wrapMarkdownLoaders } = registryLoader;

// A compiled MDX module as the JS loader leaves it.
const compiled = [
  'import { jsx as _jsx } from "react/jsx-runtime";',
  'function _createMdxContent(props) {',
  '  return _jsx(_components.pre, { children: _jsx(_components.code, { className: "language-ts", html: "<div class=\\"token-line\\">a</div>", children: "a" }) }),',
  '    _jsx(_components.pre, { children: _jsx(_components.code, { html: \'<span class="x">it\\\'s</span>\', children: "it\'s" }) }),',
  '    _jsx("div", { dangerouslySetInnerHTML: { __html: "<b>kept</b>" } });',
  '}',
].join('\n');

describe('html-out loader', () => {
  it("replaces each block's HTML with its place in the module's HTML chunk", () => {
    const out = splitCodeHtml(compiled, '/site/docs/a.mdx', '');
    // The source goes with the HTML: the copy button reads the page's lines.
    assert.match(out, /html: __codeHtml\(0\), children: "\\n"/);
    assert.match(out, /html: __codeHtml\(1\), children: "\\n"/);
    assert.doesNotMatch(out, /it's/);
    assert.match(out, /import\("\/site\/docs\/a\.mdx\?code-html"\)/);
    assert.match(out, /__html: "<b>kept<\/b>"/, 'dangerouslySetInnerHTML is not a code block');
    assert.doesNotMatch(out, /token-line/);
  });

  it('drops the source after a meta string too, and keeps blocks without HTML whole', () => {
    const source = [
      '_jsx(_components.code, { className: "language-ts", html: "<b>x</b>", metastring: \'title="a.ts"\', children: "const a = \\"1\\";\\n" });',
      '_jsx(_components.code, { children: "npm install\\n" });',
    ].join('\n');
    const out = splitCodeHtml(source, '/site/docs/c.mdx', '');
    assert.match(out, /html: __codeHtml\(0\), metastring: 'title="a\.ts"', children: "\\n" \}/);
    assert.match(out, /\{ children: "npm install\\n" \}/);
  });

  it('serves the same strings, in order, as the ?code-html module', () => {
    const out = splitCodeHtml(compiled, '/site/docs/a.mdx', 'code-html');
    const html = JSON.parse(out.replace(/^export default /, '').replace(/;\s*$/, '')) as string[];
    assert.deepEqual(html, ['<div class="token-line">a</div>', '<span class="x">it\'s</span>']);
  });

  it('leaves a module without code blocks as it is', () => {
    const source = 'export default function Page() { return null; }';
    assert.equal(splitCodeHtml(source, '/site/docs/b.mdx', ''), source);
  });
});

describe('registry code-html loader', () => {
  const registry = [
    'export default {',
    '  "a": [() => import(/* webpackChunkName: "a" */ "@site/docs/x.mdx"), "@site/docs/x.mdx", require.resolveWeak("@site/docs/x.mdx")],',
    '  "b": [() => import(/* webpackChunkName: "b" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],',
    '};',
  ].join('\n');

  it('makes Markdown route modules wait for their code HTML, and nothing else', () => {
    const out = wrapMarkdownLoaders(registry);
    assert.match(
      out,
      /import\(\/\* webpackChunkName: "a" \*\/ "@site\/docs\/x\.mdx"\)\.then\(__withCodeHtml\), "@site/,
    );
    assert.match(out, /"@theme\/DocItem"\), "@theme\/DocItem"/);
    assert.match(out, /^import \{ withCodeHtml as __withCodeHtml \}/);
  });

  it('drops the weak references under the development server only, so routes compile when opened', () => {
    const build = registryLoader.call({ getOptions: () => ({}) }, registry);
    assert.equal(build, wrapMarkdownLoaders(registry));
    const dev = registryLoader.call({ getOptions: () => ({ lazy: true }) }, registry);
    assert.doesNotMatch(dev, /resolveWeak/);
    assert.match(dev, /"@site\/docs\/x\.mdx", undefined\],/);
    assert.match(dev, /import\(\/\* webpackChunkName: "b" \*\/ "@theme\/DocItem"\), "@theme\/DocItem", undefined\],/);
  });
});
