/**
 * Loader for the generated `@generated/registry` module in the client bundle.
 *
 * Each registry entry is `[loader, moduleName, webpackId]`. The module name
 * (a source path such as "@site/docs/server/routers.md") only serves the
 * server render, where react-loadable reports which modules a page used;
 * the browser never reads it. With ~900 entries the names were ~3 KiB gzip of
 * every page's entry bundle. They become `0`.
 */
module.exports = function stripRegistryModuleNames(source) {
  return source.replace(/, "[^"\n]+", (require\.resolveWeak\()/g, ', 0, $1');
};
