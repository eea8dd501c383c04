/**
 * Loader for `@generated/globalData` in the client bundle, which every page's
 * entry bundle carries. The docs plugin lists there every doc of every
 * version (id, path, sidebar), for the version dropdown and banner to find
 * the same page in another version, and for doc links in the navbar. A doc
 * under an omitted prefix (the generated API reference: 165 of 11.x's 253
 * docs) exists in one version only, and no navbar item names it. Those
 * entries are dropped from the server's copy and the browser's alike, so
 * both renders agree: on an API reference page no doc is active, the version
 * dropdown links each version to its docs home (11.x included) and the
 * "Docs" navbar item is not marked active. (Dropping them from the browser's
 * copy only made the server's HTML link 11.x to the page itself and mark
 * "Docs" active, while React, after hydration, sent a click on 11.x to
 * /docs/.)
 */
const { isUnder } = require('./path-prefix.cjs');

function omitDocs(source, prefixes) {
  if (prefixes.length === 0) return source;
  const data = JSON.parse(source);
  for (const plugin of Object.values(data['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of plugin.versions ?? []) {
      if (!Array.isArray(version.docs)) continue;
      version.docs = version.docs.filter((doc) => !prefixes.some((prefix) => isUnder(doc.path, prefix)));
    }
  }
  return JSON.stringify(data);
}

module.exports = function omitDocsFromGlobalData(source) {
  const { prefixes = [] } = this.getOptions() || {};
  return omitDocs(source, prefixes);
};
module.exports.omitDocs = omitDocs;
