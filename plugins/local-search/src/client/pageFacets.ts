/**
 * The facet filters a page searches with, read from the page itself before
 * React runs (earlySearch.ts): the `docsearch:*` meta tags Docusaurus writes
 * into every page name its language and its search tag. Part of the main
 * bundle: keep it small.
 */
import type { FacetFilters } from '../engine/client';

/** Docusaurus's tag for pages that are not docs (theme-common's DEFAULT_SEARCH_TAG). */
const DEFAULT_TAG = 'default';

/** The facet filters of a language and search tags, as the modal sends them. */
export function facetFiltersFor(locale: string, tags: readonly string[]): [string, string[]] {
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}

/**
 * On a docs page: its language, and the pages' tag with the page's docs
 * version's, as `useContextualFacetFilters` gives there (with one docs
 * plugin, as this site has: another would add its own tag there). Null
 * elsewhere: there the version searched is the reader's preferred one, or
 * else the latest, known only once React runs.
 */
export function pageFacetFilters(doc: Pick<Document, 'querySelector'>): FacetFilters | null {
  const meta = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="docsearch:${name}"]`)?.content;
  const language = meta('language');
  const tag = meta('docusaurus_tag');
  if (!language || !tag?.startsWith('docs-')) return null;
  return facetFiltersFor(language, [DEFAULT_TAG, tag]);
}
