import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { annotateLine, cssString, pageContext } from './annotate';
import { highlightToHtml } from './highlight';
import { annotationsFor, applyHighlightMeta } from './remark';

const ids = () => pageContext('id');

describe('annotateLine', () => {
  const tokens = [
    { types: ['keyword'], content: 'const' },
    { types: ['plain'], content: ' t ' },
    { types: ['operator'], content: '=' },
    { types: ['plain'], content: ' initTRPC' },
    { types: ['punctuation'], content: ';' },
  ];

  it('leaves a line without annotations as plain tokens', () => {
    assert.equal(
      annotateLine(tokens, undefined, ids()).html,
      '<span class="token keyword">const</span> t <span class="token operator">=</span> initTRPC<span class="token punctuation">;</span>',
    );
  });

  it('wraps identifiers, cutting plain text where they start and end; only declarations are tab stops', () => {
    const page = ids();
    const { html, after, css } = annotateLine(
      tokens,
      {
        hovers: [
          { col: 6, len: 1, text: 'const t: Root<{ a: 1 }>', decl: true },
          { col: 10, len: 8, text: 'const initTRPC: <T>() => "T"' },
        ],
      },
      page,
    );
    assert.equal(
      html,
      '<span class="token keyword">const</span> ' +
        '<span class="hv" tabindex="0" aria-describedby="id1"><span class="hv-t" role="tooltip" id="id1">const t: Root&lt;{ a: 1 }&gt;</span>t</span>' +
        ' <span class="token operator">=</span> ' +
        '<span class="hu id2">initTRPC</span>' +
        '<span class="token punctuation">;</span>',
    );
    assert.equal(after, '');
    assert.equal(css, '.id2::before{content:"const initTRPC: \\3c T>() => \\22 T\\22 "}');
    // The same type text again, anywhere on the page: the class is reused, no new rule.
    const again = annotateLine(tokens, { hovers: [{ col: 10, len: 8, text: 'const initTRPC: <T>() => "T"' }] }, page);
    assert.match(again.html, /<span class="hu id2">initTRPC<\/span>/);
    assert.equal(again.css, '');
  });

  it('keeps the text of the line unchanged once the tooltips are removed', () => {
    const { html } = annotateLine(
      tokens,
      { hovers: [{ col: 6, len: 1, text: 'x', decl: true }], errors: [{ col: 10, len: 8, code: 2304, message: 'm' }] },
      ids(),
    );
    const text = html
      .replace(/<span class="hv-t"[^>]*>[^<]*<\/span>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<');
    assert.equal(text, 'const t = initTRPC;');
  });

  it('underlines an error across tokens, with its hovers inside, and puts the message after the line', () => {
    const { html, after } = annotateLine(
      tokens,
      {
        hovers: [{ col: 10, len: 8, text: 'any' }],
        errors: [{ col: 8, len: 11, code: 2304, message: "Cannot find name 'initTRPC' <here>." }],
      },
      ids(),
    );
    assert.match(html, /<span class="cerr"><span class="token operator">=<\/span> <span class="hu id1">/);
    assert.match(html, /initTRPC<\/span><span class="token punctuation">;<\/span><\/span>$/);
    assert.equal(after, `<div class="cerr-m">Cannot find name 'initTRPC' &lt;here&gt;. (TS2304)</div>`);
  });

  it('drops ranges that do not fit the line, overlap, or straddle an error', () => {
    const { html } = annotateLine(
      tokens,
      {
        hovers: [
          { col: 40, len: 2, text: 'out of the line' },
          { col: 6, len: 1, text: 'kept' },
          { col: 6, len: 3, text: 'overlaps' },
          { col: 12, len: 8, text: 'straddles' },
        ],
        errors: [{ col: 10, len: 4, code: 1, message: 'e' }],
      },
      ids(),
    );
    const { html: kept, css } = annotateLine(
      tokens,
      { hovers: [{ col: 6, len: 1, text: 'kept' }], errors: [{ col: 10, len: 4, code: 1, message: 'e' }] },
      ids(),
    );
    assert.equal(html.replace(/id\d/g, ''), kept.replace(/id\d/g, ''));
    assert.match(css, /kept/);
  });
});

describe('cssString', () => {
  it('escapes what would end the string or the style element, and keeps line breaks', () => {
    assert.equal(cssString('a\\b "c"\n</style>'), '"a\\5c b \\22 c\\22 \\a \\3c /style>"');
  });
});

describe('hovers through the highlighter', () => {
  it('annotates the right line and keeps line highlighting', () => {
    const html = highlightToHtml('let a = 1;\nlet b = a;', 'ts', {
      lineClassNames: { 1: ['hl'] },
      annotations: { 1: { hovers: [{ col: 8, len: 1, text: 'let a: number' }] } },
    });
    const [first, second] = html.split('</div>');
    assert.doesNotMatch(first!.replace(/^<style>.*<\/style>/, ''), /hu/);
    assert.match(second!, /^<div class="token-line hl">.*<span class="hu h1">a<\/span>/);
    assert.match(html, /^<style>\.h1::before\{content:"let a: number"\}<\/style><div/);
  });

  it('moves annotations past removed magic comments, and drops those of removed lines', () => {
    const { code, from } = applyHighlightMeta('// highlight-next-line\nconst a = 1;\nconst b = a;', null);
    assert.equal(code, 'const a = 1;\nconst b = a;');
    assert.deepEqual(from, [1, 2]);
    const annotations = annotationsFor(
      {
        hovers: [
          { line: 0, col: 3, len: 9, text: 'comment' },
          { line: 2, col: 10, len: 1, text: 'const a: 1' },
        ],
        errors: [{ line: 1, col: 6, len: 1, code: 1, message: 'm' }],
      },
      from,
    );
    assert.deepEqual(annotations, {
      0: { hovers: [], errors: [{ col: 6, len: 1, code: 1, message: 'm' }] },
      1: { hovers: [{ col: 10, len: 1, text: 'const a: 1' }], errors: [] },
    });
  });
});
