/**
 * Loader for the docs plugin's version data (`@generated/…/p/<version>.json`)
 * in the client bundle: every page of a docs version loads it before it
 * hydrates.
 *
 * Besides the sidebars, the data maps every doc of the version to its id,
 * title and description. The browser reads that map in one place only: the
 * cards of a category's page (DocCard, through `useDocById`), which show the
 * description of each doc linked directly under a category that has a page
 * of its own (a generated index, or a doc that may list its category's
 * cards). Every other entry — the 165 API reference pages, docs nested
 * under categories without a page — was weight on every page for nothing:
 * 6 KiB gzip of each 11.x page. Those entries are dropped; the sidebars and
 * the entries a card can show stay as they are. Other generated JSON passes
 * through untouched.
 */

/** Doc ids linked directly under a category that has a page (`href`). */
function docsOnCards(sidebars) {
  const ids = new Set();
  const walk = (items) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href) {
        for (const child of item.items) if (child.type === 'link' && child.docId) ids.add(child.docId);
      }
      walk(item.items);
    }
  };
  for (const sidebar of Object.values(sidebars || {})) walk(sidebar);
  return ids;
}

module.exports = function keepCardDocs(source) {
  const data = JSON.parse(source);
  const version = data && data.version;
  if (!version || !version.docs || !version.docsSidebars) return source;
  const keep = docsOnCards(version.docsSidebars);
  version.docs = Object.fromEntries(Object.entries(version.docs).filter(([id]) => keep.has(id)));
  return JSON.stringify(data);
};
