/**
 * Client-bundle loader for compiled MDX modules (runs after the MDX and JS
 * loaders): takes the code blocks' highlighted HTML out of the module.
 *
 * The remark plugin gives each block an `html` prop; the server render
 * writes it into the page. In the browser's copy:
 *
 * - `<file>.mdx` gets `html: __codeHtml(<n>)` instead of each string, plus
 *   a source that imports `<file>.mdx?code-html` on demand (client/codeHtml.ts);
 *   the block's own source (`children`) becomes "\n" (a line break keeps
 *   MDX's `code` a block, not inline code): the copy button reads the lines
 *   from the page (1.2–1.4 KiB gzip of a code-heavy page's chunk);
 * - `<file>.mdx?code-html` is `export default [<html 0>, <html 1>, …]`, the
 *   same strings in the same order, a chunk of its own.
 *
 * On a code-heavy page the HTML was most of the page's chunk (8 KiB of 14
 * KiB gzip on /docs/server/middlewares), downloaded on a first visit though
 * the page's HTML already holds it. A module without such strings passes
 * through untouched.
 */
const path = require('node:path');

const RUNTIME = path.join(__dirname, 'client', 'codeHtml.ts');
/** `html: "…"` or `html: '…'`, not `__html` (dangerouslySetInnerHTML). */
const HTML_PROP = /(?<![\w$])html:\s*("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')/g;
/** A string literal, double or single quoted. */
const LITERAL = String.raw`(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')`;
/** A block's source after its HTML reference (and meta string, if any): `children: "…"`. */
const SOURCE_AFTER_REF = new RegExp(
  String.raw`(html: __codeHtml\(\d+\)(?:,\s*metastring:\s*${LITERAL})?,\s*children:\s*)${LITERAL}`,
  'g',
);

/** The string literal's value. */
function valueOf(literal) {
  if (literal.startsWith('"')) return JSON.parse(literal);
  // Single quotes: same escapes, other delimiter.
  return JSON.parse(`"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`);
}

function splitCodeHtml(source, resourcePath, query) {
  const literals = [...source.matchAll(HTML_PROP)].map((m) => m[1]);
  if (/(^|[?&])code-html(&|$)/.test(query)) {
    return `export default ${JSON.stringify(literals.map(valueOf))};\n`;
  }
  if (literals.length === 0) return source;
  let index = 0;
  const body = source
    .replace(HTML_PROP, () => `html: __codeHtml(${index++})`)
    // The source goes too: the page shows the lines (the HTML), and the copy
    // button copies them from there (src/theme/CodeBlock/codeText.ts).
    .replace(SOURCE_AFTER_REF, '$1"\\n"');
  const chunk = JSON.stringify(`${resourcePath}?code-html`);
  return [
    `import { codeHtmlSource as __codeHtmlSource } from ${JSON.stringify(RUNTIME)};`,
    `const __codeHtml = __codeHtmlSource(() => import(${chunk}));`,
    body,
  ].join('\n');
}

module.exports = function codeHtmlOut(source) {
  return splitCodeHtml(source, this.resourcePath, (this.resourceQuery || '').replace(/^\?/, ''));
};
module.exports.splitCodeHtml = splitCodeHtml;
