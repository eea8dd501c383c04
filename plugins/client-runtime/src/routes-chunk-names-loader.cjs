/**
 * Loader for `@generated/routesChunkNames` in the client bundle: each
 * route's module names become the registry's short keys (registry-format.cjs),
 * read from `registry.js` beside it. A name the registry lacks stays.
 */
const fs = require('node:fs');
const path = require('node:path');
const { shortKeys } = require('./registry-format.cjs');

/** Renames every string value of the route tree found in `keys`. */
function rename(tree, keys) {
  if (typeof tree === 'string') return keys.get(tree) ?? tree;
  if (Array.isArray(tree)) return tree.map((item) => rename(item, keys));
  if (tree && typeof tree === 'object') {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, rename(value, keys)]));
  }
  return tree;
}

function renameChunkNames(source, registrySource) {
  const keys = shortKeys(registrySource);
  const routes = JSON.parse(source);
  return JSON.stringify(
    Object.fromEntries(Object.entries(routes).map(([route, names]) => [route, rename(names, keys)])),
  );
}

module.exports = function shortRouteChunkNames(source) {
  const registryPath = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registryPath);
  return renameChunkNames(source, fs.readFileSync(registryPath, 'utf8'));
};
module.exports.renameChunkNames = renameChunkNames;
