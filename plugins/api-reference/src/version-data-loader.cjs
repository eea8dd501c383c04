/**
 * Loader for the docs plugin's version data (`@generated/…/p/<version>.json`)
 * in the client bundle, which every page of the version loads.
 *
 * The data lists each doc with its description, for the cards of category
 * pages. No card shows a reference page (its sidebar category has no index),
 * yet the 165 descriptions were 2.6 KiB gzip of every 11.x page. They are
 * dropped; ids, titles and the sidebar stay. Options: `{ idPrefix }`, the
 * reference's doc id prefix ("typedoc/").
 */
module.exports = function dropReferenceDescriptions(source) {
  const { idPrefix } = this.getOptions();
  const data = JSON.parse(source);
  const docs = data.version && data.version.docs;
  if (!docs) return source;
  for (const [id, doc] of Object.entries(docs)) {
    if (id.startsWith(idPrefix)) delete doc.description;
  }
  return JSON.stringify(data);
};
