/**
 * Path prefixes (`lazyRoutePrefixes`, `lazySidebarPrefixes`,
 * `globalDataOmitDocsUnder`), one rule for the build and the browser alike:
 * what is under a prefix, and the class that names a sidebar part.
 */

/** A path as routes match it: in lower case (react-router ignores case), without a trailing slash. */
function normalPath(path) {
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

/** Whether `path` is `prefix` or below it (`/docs/v10`, `/docs/v10/…`), in any case, with or without a trailing slash. */
function isUnder(path, prefix) {
  if (typeof path !== 'string') return false;
  const p = normalPath(path);
  const root = normalPath(prefix);
  return p === root || p.startsWith(root === '/' ? '/' : `${root}/`);
}

/** The class of a sidebar category whose list loads with a route part. */
const LAZY_CLASS = 'lazy-sidebar-items';

/** The class naming a prefix's part: `/docs/typedoc` → `lazy-sidebar-items--docs-typedoc`. */
function partClass(prefix) {
  return `${LAZY_CLASS}--${normalPath(prefix)
    .replace(/^\/+/, '')
    .replace(/[^a-z0-9]+/g, '-')}`;
}

module.exports = { normalPath, isUnder, LAZY_CLASS, partClass };
