import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { themes } from 'prism-react-renderer';
import { codeThemeCss } from './css';
import { grammarName, highlightToHtml } from './highlight';
import remarkHighlightCode, { applyHighlightMeta } from './remark';

describe('highlightToHtml', () => {
  it('wraps tokens in Prism classes, one token-line per line', () => {
    const html = highlightToHtml("const a = '<b>';\n\nreturn a;", 'ts');
    assert.match(html, /^<div class="token-line"><span class="token keyword">const<\/span>/);
    assert.match(
      html,
      /<span class="token string">&#39;&lt;b&gt;&#39;<\/span>|<span class="token string">'&lt;b&gt;'<\/span>/,
    );
    assert.equal(html.split('<div class="token-line">').length - 1, 3);
    assert.match(html, /<div class="token-line"><br><\/div>/, 'an empty line is one line box');
    assert.ok(!html.includes('<b>'), 'code is escaped, never markup');
  });

  it('knows the shell and diff grammars, and renders unknown languages as plain text', () => {
    assert.equal(grammarName('sh'), 'bash');
    assert.equal(grammarName('diff'), 'diff');
    assert.equal(grammarName('made-up'), null);
    assert.equal(highlightToHtml('a < b', 'made-up'), '<div class="token-line">a &lt; b<br></div>');
  });

  it('marks highlighted lines and renders a line-number gutter', () => {
    const html = highlightToHtml('a\nb', 'text', { lineClassNames: { 1: ['hl'] }, showLineNumbers: true });
    assert.match(html, /<div class="token-line hl code-line"><span class="code-line-number"><\/span>/);
  });
});

describe('line highlighting meta', () => {
  it('reads {ranges} from the meta', () => {
    assert.deepEqual([...applyHighlightMeta('a\nb\nc\nd', 'title="x" {1,3-4}').lines], [0, 2, 3]);
  });

  it('removes magic comments and highlights the lines they mark', () => {
    const { code, lines } = applyHighlightMeta(
      ['a', '// highlight-next-line', 'b', '# highlight-start', 'c', 'd', '# highlight-end', 'e'].join('\n'),
      null,
    );
    assert.equal(code, 'a\nb\nc\nd\ne');
    assert.deepEqual([...lines], [1, 2, 3]);
  });
});

describe('remark plugin', () => {
  it('gives every fenced block its highlighted HTML and keeps its source', () => {
    const tree = { type: 'root', children: [{ type: 'code', lang: 'ts', meta: '{1}', value: 'let x = 1;' }] };
    remarkHighlightCode()(tree);
    const node = tree.children[0] as { value: string; data?: { hProperties?: { html?: string } } };
    assert.equal(node.value, 'let x = 1;');
    assert.match(node.data?.hProperties?.html ?? '', /theme-code-block-highlighted-line/);
  });
});

describe('theme CSS', () => {
  const css = codeThemeCss(themes.github, themes.vsDark);
  it('colours tokens in both modes, under scopes that exclude each other', () => {
    assert.match(css, /html:not\(\[data-theme='dark'\]\) \.token\.keyword[^{]*\{color:/);
    assert.match(css, /html\[data-theme='dark'\] \.token\.keyword[^{]*\{color:/);
    assert.match(css, /--prism-background-color:/);
  });
});
