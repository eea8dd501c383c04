/**
 * Loader for the docs plugin's version data (`@generated/…/p/<version>.json`)
 * in the client bundle: every page of a docs version loads it before it
 * hydrates.
 *
 * Besides the sidebars, the data maps every doc of the version to its id,
 * title and description. The browser reads that map in one place only: the
 * cards of a category's page (DocCard, through `useDocById`), which show the
 * description of each doc linked directly under the category. Carrying it
 * on every page of the version cost 6 KiB gzip for the API reference's
 * entries alone, and 2.6 KiB more for the descriptions of the cards. So:
 *
 * - a generated index page's own props carry the descriptions its cards
 *   show (`cardDescriptions`, doc id → description, read from the version
 *   data beside it on disk, in the server render's copy and the browser's
 *   alike), which src/theme/DocCategoryGeneratedIndexPage hands to its
 *   cards (src/theme/DocCard then needs no lookup);
 * - the browser's map keeps only the docs linked under a category whose page
 *   is a doc that renders `DocCardList` (its source names it; the docs
 *   plugin's metadata files beside the version data give each doc's page
 *   and source), whole: such a page's cards look their docs up as upstream
 *   does. None does today, so the map is empty.
 *
 * The sidebars stay as they are. Other generated JSON passes through
 * untouched.
 *
 * The sidebars can leave part of themselves too. A category without a page
 * of its own whose links all lie under a lazy route prefix (the generated API
 * reference: 165 links, 3 KiB gzip of every 11.x page) keeps, in the main
 * copy, only the path to its first link: what the theme derives from it
 * before hydration (the link of its label, that it is not active, that it is
 * visible) stays the same, and its list is not rendered while collapsed. The
 * full lists are the module's `?sidebar-part=<prefix>` copy, which that
 * prefix's route part imports and puts back (route-parts.cjs,
 * client/sidebarParts.ts) before a page under the prefix renders, or when a
 * reader reaches for the category. Its `className` gains
 * `lazy-sidebar-items` and `lazy-sidebar-items--<part>` for that.
 */

const fs = require('node:fs');
const path = require('node:path');
const { isUnder, LAZY_CLASS, partClass } = require('./path-prefix.cjs');

/** Doc ids linked directly under a category whose page (`href`) is one of `pages`. */
function docsOnCards(sidebars, pages) {
  const ids = new Set();
  const walk = (items) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href && pages.has(item.href)) {
        for (const child of item.items) if (child.type === 'link' && child.docId) ids.add(child.docId);
      }
      walk(item.items);
    }
  };
  for (const sidebar of Object.values(sidebars || {})) walk(sidebar);
  return ids;
}

/** Every link of a category, at any depth. */
function linksOf(items, into = []) {
  for (const item of items) {
    if (item.type === 'link') into.push(item.href);
    else if (item.type === 'category') {
      if (item.href) into.push(item.href);
      linksOf(item.items || [], into);
    }
  }
  return into;
}

/** The path to the first link, as the theme's findFirstSidebarItemLink walks: the one item that yields it. */
function firstLinkPath(items) {
  for (const item of items) {
    if (item.type === 'link' && !item.unlisted) return [item];
    if (item.type === 'category') {
      if (item.href && !item.linkUnlisted) return [{ ...item, items: [] }];
      const inner = firstLinkPath(item.items || []);
      if (inner.length) return [{ ...item, items: inner }];
    }
  }
  return [];
}

/**
 * The prefix all of a page-less category's links lie under, if any. Only a
 * category that starts collapsed qualifies: the theme renders no list for it
 * until it opens (`Collapsible lazy`), so its stub renders as the whole
 * would; an expanded or non-collapsible one would render its one link where
 * the server wrote them all.
 */
function lazyPrefixOf(category, prefixes) {
  if (category.type !== 'category' || category.href) return undefined;
  if (category.collapsed !== true || category.collapsible === false) return undefined;
  const links = linksOf(category.items || []);
  if (links.length === 0) return undefined;
  return prefixes.find((prefix) => links.every((href) => isUnder(href, prefix)));
}

/**
 * Replaces each lazy category with the path to its first link; returns the
 * full lists, by prefix: `{ sidebar, path (indices from the sidebar's root), items }`.
 */
function stubLazyCategories(sidebars, prefixes, markOnly = false) {
  const parts = new Map();
  const walk = (items, sidebar, path) => {
    items.forEach((item, index) => {
      if (item.type !== 'category') return;
      const prefix = lazyPrefixOf(item, prefixes);
      if (!prefix) {
        walk(item.items || [], sidebar, [...path, index]);
        return;
      }
      const list = parts.get(prefix) || [];
      list.push({ sidebar, path: [...path, index], items: item.items });
      parts.set(prefix, list);
      items[index] = {
        ...item,
        className: [item.className, LAZY_CLASS, partClass(prefix)].filter(Boolean).join(' '),
        items: markOnly ? item.items : firstLinkPath(item.items),
      };
    });
  };
  for (const [name, sidebar] of Object.entries(sidebars || {})) walk(sidebar, name, []);
  return parts;
}

/** The pages (`href`) of a version's categories. */
function categoryPages(sidebars) {
  const pages = new Set();
  const walk = (items) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href) pages.add(item.href);
      walk(item.items || []);
    }
  };
  for (const sidebar of Object.values(sidebars || {})) walk(sidebar);
  return pages;
}

/** The category with this page (`href`) in a version's sidebars, if any. */
function categoryWithPage(sidebars, permalink) {
  const find = (items) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href === permalink) return item;
      const inner = find(item.items || []);
      if (inner) return inner;
    }
    return undefined;
  };
  for (const sidebar of Object.values(sidebars || {})) {
    const found = find(sidebar);
    if (found) return found;
  }
  return undefined;
}

/**
 * A generated index page's props with the descriptions of the docs its
 * cards show (the category's direct links), from the version data whose
 * sidebars hold the category. `versions`: the parsed version data files.
 */
function withCardDescriptions(data, versions) {
  const index = data.categoryGeneratedIndex;
  for (const { version } of versions) {
    const category = categoryWithPage(version.docsSidebars, index.permalink);
    if (!category) continue;
    const descriptions = {};
    for (const item of category.items || []) {
      const doc = item.type === 'link' && item.docId ? version.docs[item.docId] : undefined;
      if (doc && typeof doc.description === 'string') descriptions[item.docId] = doc.description;
    }
    return { ...data, cardDescriptions: descriptions };
  }
  return data;
}

/**
 * The version data for the main bundle, or (`part`: a prefix) the full lists
 * that prefix's part restores, or (`server`) the server render's copy: whole,
 * with the same classes on the lazy categories, so the HTML and the browser
 * agree on them.
 */
function versionData(
  source,
  { prefixes = [], part = null, server = false, versions = () => [], cardListPages = () => new Set() } = {},
) {
  const data = JSON.parse(source);
  if (data && data.categoryGeneratedIndex && part === null) {
    const withDescriptions = withCardDescriptions(data, versions());
    return withDescriptions === data ? source : JSON.stringify(withDescriptions);
  }
  const version = data && data.version;
  if (!version || !version.docs || !version.docsSidebars) return part === null ? source : '[]';
  if (server) {
    if (prefixes.length === 0) return source;
    stubLazyCategories(version.docsSidebars, prefixes, true);
    return JSON.stringify(data);
  }
  const parts = stubLazyCategories(version.docsSidebars, prefixes);
  if (part !== null) return JSON.stringify(parts.get(part) || []);
  const keep = docsOnCards(version.docsSidebars, cardListPages(categoryPages(version.docsSidebars)));
  version.docs = Object.fromEntries(Object.entries(version.docs).filter(([id]) => keep.has(id)));
  return JSON.stringify(data);
}

/** The prefix a `?sidebar-part=…` query names, or null. */
function sidebarPartOf(resourceQuery) {
  const match = /[?&]sidebar-part=([^&]*)/.exec(resourceQuery || '');
  return match ? decodeURIComponent(match[1]) : null;
}

/** The version data files beside a generated JSON file, parsed (and watched). */
function versionsBeside(loader) {
  if (!loader || typeof loader.resourcePath !== 'string') return [];
  const dir = path.dirname(loader.resourcePath);
  const versions = [];
  for (const name of fs.readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue;
    const file = path.join(dir, name);
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (data && data.version && data.version.docs && data.version.docsSidebars) {
      if (typeof loader.addDependency === 'function') loader.addDependency(file);
      versions.push(data);
    }
  }
  return versions;
}

/**
 * Of `candidates` (category pages), those that are docs whose source renders
 * `DocCardList`, from the docs plugin's metadata files (`site-*.json`, one
 * per doc, in the directory above the version data) and the sources they
 * name; only the candidates' sources are read.
 */
function cardListPagesNear(loader, siteDir, candidates) {
  const pages = new Set();
  if (!loader || typeof loader.resourcePath !== 'string' || !siteDir || candidates.size === 0) return pages;
  const dir = path.dirname(path.dirname(loader.resourcePath));
  for (const name of fs.readdirSync(dir).sort()) {
    if (!name.startsWith('site-') || !name.endsWith('.json')) continue;
    const doc = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    if (!doc || typeof doc.source !== 'string' || !candidates.has(doc.permalink)) continue;
    const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
    if (!fs.existsSync(file)) continue;
    if (typeof loader.addDependency === 'function') loader.addDependency(file);
    if (fs.readFileSync(file, 'utf8').includes('DocCardList')) pages.add(doc.permalink);
  }
  return pages;
}

module.exports = function versionDataLoader(source) {
  const options = (this && typeof this.getOptions === 'function' && this.getOptions()) || {};
  return versionData(source, {
    prefixes: options.lazyPrefixes || [],
    part: sidebarPartOf(this && this.resourceQuery),
    server: Boolean(options.server),
    versions: () => versionsBeside(this),
    cardListPages: (candidates) => cardListPagesNear(this, options.siteDir, candidates),
  });
};
module.exports.versionData = versionData;
module.exports.cardListPagesNear = cardListPagesNear;
