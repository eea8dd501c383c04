/**
 * Client-bundle loader for `@generated/registry`: each route module that is
 * a Markdown page resolves only once the code HTML it needs is loaded
 * (`withCodeHtml`, client/codeHtml.ts), so a client-side navigation
 * renders the new page with its code highlighted. Before hydration it adds
 * no wait. The HTML's chunk is requested once the page's module has run,
 * a second round trip (on hover, usually done before the click): naming it
 * here too, to fetch both at once, would put a second loader per page into
 * the registry every page loads (+7 KiB gzip).
 */
const path = require('node:path');

const RUNTIME = path.join(__dirname, 'client', 'codeHtml.ts');
const MARKDOWN_IMPORT = /(import\((?:\/\*[^*]*\*\/\s*)?"[^"\n]+\.mdx?"\))/g;

function wrapMarkdownLoaders(source) {
  if (source.search(MARKDOWN_IMPORT) === -1) return source;
  return [
    `import { withCodeHtml as __withCodeHtml } from ${JSON.stringify(RUNTIME)};`,
    source.replace(MARKDOWN_IMPORT, '$1.then(__withCodeHtml)'),
  ].join('\n');
}

module.exports = function registryCodeHtml(source) {
  return wrapMarkdownLoaders(source);
};
module.exports.wrapMarkdownLoaders = wrapMarkdownLoaders;
