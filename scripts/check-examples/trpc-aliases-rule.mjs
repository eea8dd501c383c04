// The one module-resolution rule of the behaviour tests, shared by the ESM
// hooks (trpc-aliases-hooks.mjs, in the loader thread) and the CommonJS patch
// (trpc-aliases.mjs): plain JavaScript, so both threads load it as is.

/** The installed package a file belongs to (after the innermost `node_modules/`), or null. */
function installedPackage(file) {
  const parts = file.replaceAll('\\', '/').split('/node_modules/');
  if (parts.length < 2) return null;
  const [first, second] = parts.at(-1).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * What `specifier`, imported from the file `importer` (a path or file: URL),
 * resolves to: when the importer is an installed package of a package set
 * (`table`, from importerAliases() in packages.ts) and the specifier names a
 * package of that set, the same subpath of the set's alias; otherwise null
 * (resolve as usual).
 */
export function aliasedSpecifier(table, specifier, importer) {
  if (!importer || specifier.startsWith('.') || specifier.startsWith('node:')) return null;
  const aliases = table[installedPackage(importer)];
  if (!aliases) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const alias = aliases[name];
  return alias === undefined ? null : alias + specifier.slice(name.length);
}
