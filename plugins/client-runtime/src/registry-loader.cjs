/**
 * Loader for the generated `@generated/registry` module in the client bundle.
 *
 * Each registry entry is `"<chunk name>": [loader, moduleName, webpackId]`.
 * The module name (a source path such as "@site/docs/server/routers.md")
 * only serves the server render, where react-loadable reports which modules
 * a page used; the browser never reads it. With ~400 entries the names were
 * ~3 KiB gzip of every page's entry bundle. They become `0`. The chunk name
 * becomes a short key (chunk-keys.cjs); routes-chunk-names-loader.cjs
 * renames the references to it the same way.
 */
const { shortKeys } = require('./chunk-keys.cjs');

module.exports = function lightenRegistry(source) {
  const keys = shortKeys(source);
  return source
    .replace(/, "[^"\n]+", (require\.resolveWeak\()/g, ', 0, $1')
    .replace(
      /^(\s*)"([^"\n]+)": \[/gm,
      (whole, indent, name) => `${indent}${JSON.stringify(keys.get(name) ?? name)}: [`,
    );
};
