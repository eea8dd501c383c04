/**
 * Development-server loader for Markdown modules (hover mode `lazy`, see
 * devHovers.ts; runs after the MDX loader). A page served before its type
 * hovers were compiled has a stamp file; the module depends on it, and the
 * stamp is rewritten once the hovers are in the cache, so the bundler builds
 * the page again, now with them, and hot-reloads it in the browser.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/**
 * The stamp file of a Markdown file, in the stamps folder `dir`.
 * @param {string} dir
 * @param {string} file absolute path
 * @returns {string}
 */
function stampFile(dir, file) {
  return path.join(dir, `${createHash('sha1').update(file).digest('hex').slice(0, 16)}.stamp`);
}

module.exports = function hoverStamp(source) {
  const stamp = stampFile(this.getOptions().dir, this.resourcePath);
  if (fs.existsSync(stamp)) this.addDependency(stamp);
  return source;
};
module.exports.stampFile = stampFile;
