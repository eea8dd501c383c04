/**
 * Loader for the generated `@generated/registry` module in the client bundle.
 *
 * Each registry entry is `"<chunk name>": [loader, moduleName, webpackId]`
 * (registry-format.cjs). The module name (a source path such as
 * "@site/docs/server/routers.md") only serves the server render, where
 * react-loadable reports which modules a page used; the browser never reads
 * it. With ~400 entries the names were ~3 KiB gzip of every page's entry
 * bundle. They become `0`. The chunk name becomes a short key;
 * routes-chunk-names-loader.cjs renames the references to it the same way.
 * Keys are numbered over the whole registry on disk, so the main bundle's
 * share and each route part's (route-parts.cjs) agree with routesChunkNames.
 */
const fs = require('node:fs');
const { renameEntries, shortKeys, withoutModuleNames } = require('./registry-format.cjs');

function lightenRegistry(source, wholeRegistry = source) {
  const keys = shortKeys(wholeRegistry);
  return renameEntries(withoutModuleNames(source), (name) => keys.get(name) ?? name);
}

module.exports = function lightenRegistryLoader(source) {
  return lightenRegistry(source, fs.readFileSync(this.resourcePath, 'utf8'));
};
module.exports.lightenRegistry = lightenRegistry;
