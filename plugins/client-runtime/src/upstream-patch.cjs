/**
 * The edit each of our loaders makes to one upstream file. A loader names
 * the text it replaces; when the installed version no longer has that text,
 * the build fails with the loader's name rather than silently shipping the
 * upstream behaviour the loader exists to change.
 *
 * @param {string} source the upstream module's source
 * @param {{ loader: string, what: string, edits: { find: string | RegExp, replace: string }[] }} patch
 */
function patchUpstream(source, { loader, what, edits }) {
  let out = source;
  for (const { find, replace } of edits) {
    const found = typeof find === 'string' ? out.includes(find) : find.test(out);
    if (!found) {
      throw new Error(`${loader}: ${what} changed; update plugins/client-runtime/src/${loader}.cjs`);
    }
    out = out.replace(find, replace);
  }
  return out;
}

module.exports = { patchUpstream };
