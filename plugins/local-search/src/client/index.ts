import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useContextualSearchFilters } from '@docusaurus/theme-common';
import { useCallback, useMemo } from 'react';
import type { LocalSearchGlobalData } from '../index';
import { facetFiltersFor } from './pageFacets';

export type { LocalSearchGlobalData };

export function useLocalSearchData(): LocalSearchGlobalData {
  return usePluginData('local-search') as LocalSearchGlobalData;
}

/**
 * Contextual search, as the hosted DocSearch integration does it: the
 * reader's language, and the "default" tag (pages, blog) plus the docs
 * version the reader is on, prefers, or else the latest one.
 */
export function useContextualFacetFilters(): [string, string[]] {
  const { locale, tags } = useContextualSearchFilters();
  // A new list of tags at every render: the same filters keep their identity.
  const key = JSON.stringify(tags);
  return useMemo(() => facetFiltersFor(locale, JSON.parse(key) as string[]), [locale, key]);
}

/** Link to the full search page for a query. */
export function useSearchPageLink(): (query: string) => string {
  const { siteConfig } = useDocusaurusContext();
  const { searchPagePath } = useLocalSearchData();
  return useCallback(
    (query: string) => `${siteConfig.baseUrl}${searchPagePath}?q=${encodeURIComponent(query)}`,
    [siteConfig.baseUrl, searchPagePath],
  );
}

/** Turns an absolute result URL of this site into a path the router can follow. */
export function useResultUrl(): (url: string) => string {
  const { siteConfig } = useDocusaurusContext();
  return useCallback(
    (url: string) => {
      try {
        const parsed = new URL(url, siteConfig.url);
        const site = new URL(siteConfig.url);
        return parsed.origin === site.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url;
      } catch {
        return url;
      }
    },
    [siteConfig.url],
  );
}

export function loadSearchClientModule() {
  return import('./searchClient');
}
