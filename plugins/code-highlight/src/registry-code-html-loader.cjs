/**
 * Client-bundle loader for `@generated/registry`: each route module that is
 * a Markdown page resolves only once the code HTML it needs is loaded
 * (`withCodeHtml`, client/codeHtml.ts), so a client-side navigation
 * renders the new page with its code highlighted. Before hydration it adds
 * no wait. The HTML's chunk is requested once the page's module has run,
 * a second round trip (on hover, usually done before the click): naming it
 * here too, to fetch both at once, would put a second loader per page into
 * the registry every page loads (+7 KiB gzip).
 *
 * With `lazy` (the development server, lazyCompilation.ts), every
 * `require.resolveWeak(…)` becomes `undefined`: a weak reference still makes
 * the bundler compile its module up front, which lazy compilation is there
 * to avoid. React Loadable then loads each route module through its
 * import(), as it does for any module not in the bundle yet (React Loadable
 * uses the ids only to render synchronously what is already there, which
 * matters when hydrating a server render, and the development server has
 * none).
 */
const path = require('node:path');

const RUNTIME = path.join(__dirname, 'client', 'codeHtml.ts');
const MARKDOWN_IMPORT = /(import\((?:\/\*[^*]*\*\/\s*)?"[^"\n]+\.mdx?"\))/g;
const WEAK_ID = /require\.resolveWeak\("[^"\n]+"\)/g;

function wrapMarkdownLoaders(source) {
  if (source.search(MARKDOWN_IMPORT) === -1) return source;
  return [
    `import { withCodeHtml as __withCodeHtml } from ${JSON.stringify(RUNTIME)};`,
    source.replace(MARKDOWN_IMPORT, '$1.then(__withCodeHtml)'),
  ].join('\n');
}

function dropWeakIds(source) {
  return source.replace(WEAK_ID, 'undefined');
}

module.exports = function registryCodeHtml(source) {
  const wrapped = wrapMarkdownLoaders(source);
  return this.getOptions()?.lazy ? dropWeakIds(wrapped) : wrapped;
};
module.exports.wrapMarkdownLoaders = wrapMarkdownLoaders;
module.exports.dropWeakIds = dropWeakIds;
