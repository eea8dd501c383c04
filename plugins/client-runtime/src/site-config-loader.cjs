/**
 * Loader for `@generated/docusaurus.config` in the client bundle, the site
 * configuration every page's entry bundle carries.
 *
 * The generated module is the whole configuration, plugin options included:
 * `presets`, `plugins` and `themes` hold what the build reads (paths of this
 * machine, the code-highlight themes, the API reference's package list),
 * and no browser code does: the theme reads the site fields and
 * `themeConfig`. They were 1.4 KiB gzip of every page and are dropped from
 * the browser's copy; the server render keeps the full configuration. A
 * module of another shape passes through untouched.
 */
const PREFIX = 'export default ';
const SERVER_ONLY = ['presets', 'plugins', 'themes'];

module.exports = function dropServerOnlyConfig(source) {
  const start = source.indexOf(PREFIX);
  if (start === -1) return source;
  let config;
  try {
    config = JSON.parse(
      source
        .slice(start + PREFIX.length)
        .trim()
        .replace(/;$/, ''),
    );
  } catch {
    return source;
  }
  for (const key of SERVER_ONLY) delete config[key];
  return `${PREFIX}${JSON.stringify(config)};\n`;
};
