/**
 * Short keys for the route registry in the client bundle.
 *
 * `@generated/registry` and `@generated/routesChunkNames` name each route
 * module by a chunk name, an 8-digit hash in production ("0058b4c6"); the
 * registry maps it to the module's loader, and each route lists the names
 * of its modules. Both sit in the entry bundle of every page, and random
 * hashes barely compress: ~400 keys and ~2,000 references to them. In the
 * browser's copy each name becomes its position in the registry written in
 * base 36 ("0" … "b4"); the server render and the chunks themselves keep
 * the names. Both loaders derive the same keys from `registry.js`.
 */
const ENTRY = /^\s*"([^"\n]+)": \[/gm;

/** Chunk name → short key, in registry order. */
function shortKeys(registrySource) {
  const keys = new Map();
  for (const [, name] of registrySource.matchAll(ENTRY)) {
    if (!keys.has(name)) keys.set(name, keys.size.toString(36));
  }
  return keys;
}

module.exports = { shortKeys };
