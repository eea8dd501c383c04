/**
 * The route registry's source, as Docusaurus generates it (`registry.js`,
 * written by @docusaurus/core/lib/server/codegen/codegenRoutes.js, 3.10.2;
 * pinned in plugins/shared/upstreamLedger.ts): one entry per line,
 *
 *   "<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" *\/ "<request>"), "<request>", require.resolveWeak("<request>")],
 *
 * the object closed on the last entry's line (`…],};`). Every loader of
 * ours that reads or rewrites the registry goes through this module.
 *
 * Short keys: the registry and `routesChunkNames` name each route module by
 * a chunk name, an 8-digit hash in production ("0058b4c6"), and both sit in
 * the entry bundle of every page; random hashes barely compress (~400 keys,
 * ~2,000 references). In the browser's copy each name becomes its position
 * in the registry on disk written in base 36 ("0" … "b4"), so the main
 * bundle's share, each route part's and routesChunkNames agree.
 */
const ENTRY_START = /^(\s*)"([^"\n]+)": \[/;
const ENTRY_STARTS = new RegExp(ENTRY_START.source, 'gm');
const ENTRY_LOADER = /^\s*"([^"\n]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"\n]+" \*\/ "([^"\n]+)"\)/gm;
const MODULE_NAME = /, "[^"\n]+", (require\.resolveWeak\()/g;

/** The chunk name an entry's line registers, or null for any other line. */
function entryName(line) {
  const match = ENTRY_START.exec(line);
  return match ? match[2] : null;
}

/** The source split into lines, one per entry (the last entry's line no longer closes the object). */
function registryLines(source) {
  return source.replace(/\],\s*\};\s*$/, '],\n};\n').split('\n');
}

/** Chunk name → the module its loader imports. */
function entryRequests(source) {
  const requests = new Map();
  for (const [, name, request] of source.matchAll(ENTRY_LOADER)) requests.set(name, request);
  return requests;
}

/** Chunk name → short key, in registry order. */
function shortKeys(source) {
  const keys = new Map();
  for (const [, , name] of source.matchAll(ENTRY_STARTS)) {
    if (!keys.has(name)) keys.set(name, keys.size.toString(36));
  }
  return keys;
}

/** Each entry's chunk name through `rename`; the rest untouched. */
function renameEntries(source, rename) {
  return source.replace(ENTRY_STARTS, (whole, indent, name) => `${indent}${JSON.stringify(rename(name))}: [`);
}

/** Each entry's module name (only the server render reads it) becomes `0`. */
function withoutModuleNames(source) {
  return source.replace(MODULE_NAME, ', 0, $1');
}

module.exports = { entryName, registryLines, entryRequests, shortKeys, renameEntries, withoutModuleNames };
