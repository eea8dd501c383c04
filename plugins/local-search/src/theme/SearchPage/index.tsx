/**
 * The full search page (/search?q=…): the same engine and contextual
 * filters as the modal, a version selector for the docs, and more results
 * as the reader scrolls. Modelled on @docusaurus/theme-search-algolia's
 * SearchPage, rewritten for the local engine and safe rendering.
 */
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { useAllDocsData, useDocsPreferredVersion } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider, PageMetadata } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { loadSearchClientModule, useLocalSearchData, useResultUrl } from '@site/plugins/local-search/src/client';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import clsx from 'clsx';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MAX_QUERY_LENGTH } from '../../limits';
import { Highlighted, POST_TAG, PRE_TAG } from './Highlighted';
import styles from './styles.module.css';

const HITS_PER_PAGE = 15;

interface Item {
  url: string;
  title: string;
  breadcrumbs: string[];
  summary: string | null;
}

interface State {
  status: 'idle' | 'loading' | 'done' | 'error';
  query: string;
  items: Item[];
  total: number;
  lastPage: number;
  nbPages: number;
}

const INITIAL: State = { status: 'idle', query: '', items: [], total: 0, lastPage: -1, nbPages: 0 };

type HighlightValue = { value: string };
/** The part of a search answer the page reads, local or hosted. */
type SearchResult = { hits: unknown[]; nbHits: number; nbPages: number };
type Hit = {
  url: string;
  hierarchy: Record<string, string | null>;
  _highlightResult?: { hierarchy?: Record<string, HighlightValue>; content?: HighlightValue };
  _snippetResult?: { content?: HighlightValue };
};

function toItem(hit: Hit, resultUrl: (url: string) => string): Item {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
  const titles = levels
    .filter((l) => hit.hierarchy[l])
    .map((l) => hit._highlightResult?.hierarchy?.[l]?.value ?? hit.hierarchy[l]!);
  return {
    url: resultUrl(hit.url),
    title: titles.pop() ?? hit.url,
    breadcrumbs: titles,
    summary: hit._snippetResult?.content?.value ?? null,
  };
}

function useVersionSelection() {
  const allDocs = useAllDocsData();
  const docs = allDocs.default;
  const { preferredVersion } = useDocsPreferredVersion('default');
  const initial = preferredVersion?.name ?? docs?.versions[0]?.name ?? 'current';
  const [version, setVersion] = useState(initial);
  return { versions: docs?.versions ?? [], version, setVersion };
}

/**
 * The URL's `q` parameter and a setter that replaces it. While the page
 * hydrates it reads as empty, as the server rendered the page; the reader's
 * query comes on the next render. theme-common's `useSearchQueryString`
 * reads the URL through `useSyncExternalStore`, whose server snapshot
 * (empty) differs from the client's here, and React 18's concurrent
 * hydration then throws the page's HTML away with hydration errors.
 */
function useQueryParam(): [string, (value: string) => void] {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const value = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const setValue = useCallback(
    (next: string) => {
      const params = new URLSearchParams(history.location.search);
      if (next) params.set('q', next);
      else params.delete('q');
      history.replace({ search: params.toString() });
    },
    [history],
  );
  return [value, setValue];
}

function SearchPageContent(): ReactNode {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const data = useLocalSearchData();
  const resultUrl = useResultUrl();
  const [rawQuery, setRawQuery] = useQueryParam();
  const query = rawQuery.slice(0, MAX_QUERY_LENGTH);
  const { versions, version, setVersion } = useVersionSelection();
  const [state, setState] = useState<State>(INITIAL);
  const [page, setPage] = useState(0);
  const sentinel = useRef<HTMLDivElement>(null);

  const indexName = data.hosted?.indexName ?? 'trpc';
  const filters = useMemo(
    () => ({ language: currentLocale, tags: ['default', `docs-default-${version}`] }),
    [currentLocale, version],
  );

  // A new query or version starts again from the first page.
  const searchKey = `${query}\u0000${version}`;
  const [previousKey, setPreviousKey] = useState<string | null>(null);
  if (previousKey !== searchKey) {
    setPreviousKey(searchKey);
    setPage(0);
    setState(query.trim() ? { ...INITIAL, status: 'loading', query } : INITIAL);
  }

  useEffect(() => {
    if (!query.trim()) return undefined;
    let cancelled = false;
    const run = async () => {
      const module = await loadSearchClientModule();
      const client = data.hosted
        ? await module.getHostedSearchClient(data.hosted)
        : // Every result, counted and paged: never the modal's quick first answer from the headings alone.
          module.getCompleteLocalSearchClient(data);
      // One query, filtered as the modal filters: the language AND any of
      // the tags. Only the shards those filters name are fetched and indexed.
      const request = {
        indexName,
        params: {
          query,
          page,
          hitsPerPage: HITS_PER_PAGE,
          facetFilters: [[`language:${filters.language}`], filters.tags.map((tag) => `docusaurus_tag:${tag}`)],
          attributesToSnippet: ['content:24'],
          snippetEllipsisText: '…',
          highlightPreTag: PRE_TAG,
          highlightPostTag: POST_TAG,
        },
      };
      const { results } = (await client.search([request])) as { results: SearchResult[] };
      const result = results[0];
      if (!result) throw new Error('The search answered no result set');
      if (cancelled) return;
      const items = (result.hits as Hit[]).map((hit) => toItem(hit, resultUrl));
      setState((prev) => ({
        status: 'done',
        query,
        items: page === 0 ? items : [...prev.items, ...items],
        total: result.nbHits,
        lastPage: page,
        nbPages: result.nbPages,
      }));
    };
    run().catch(() => {
      if (!cancelled) setState((prev) => ({ ...prev, status: 'error' }));
    });
    return () => {
      cancelled = true;
    };
  }, [query, page, filters, data, indexName, resultUrl]);

  const hasMore = state.status === 'done' && state.lastPage + 1 < state.nbPages;
  useEffect(() => {
    const node = sentinel.current;
    if (!hasMore || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setPage((p) => Math.max(p, state.lastPage + 1));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, state.lastPage]);

  const title = query ? `Search results for “${query}”` : 'Search the documentation';

  return (
    <>
      <PageMetadata title={query ? `Search results for “${query.slice(0, 60)}”` : 'Search the documentation'} />
      <main className={clsx('container margin-vert--lg', styles.main)}>
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <form className={styles.form} role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            name="q"
            className={clsx(styles.queryInput, styles.queryLabel)}
            placeholder="Search docs"
            aria-label="Search"
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            autoCorrect="off"
            autoCapitalize="off"
            value={query}
            onChange={(e) => setRawQuery(e.target.value)}
          />
          {versions.length > 1 && (
            <label className={styles.versionLabel}>
              <span>Docs version</span>
              <select value={version} onChange={(e) => setVersion(e.target.value)} className={styles.versionSelect}>
                {versions.map((v) => (
                  <option key={v.name} value={v.name}>
                    {v.label}
                  </option>
                ))}
              </select>
            </label>
          )}
        </form>

        <div aria-live="polite" className={styles.status}>
          {state.status === 'done' &&
            (state.total > 0 ? `${state.total} ${state.total === 1 ? 'document' : 'documents'} found` : null)}
        </div>

        {state.status === 'error' && (
          <div className={clsx('alert alert--warning', styles.message)} role="alert">
            <p className="margin-bottom--sm">
              <strong>Unable to fetch results</strong>
            </p>
            <p className="margin-bottom--none">You might want to check your network connection.</p>
          </div>
        )}

        {state.status === 'done' && state.total === 0 && (
          <p className={styles.message}>
            No results for “<span className={styles.query}>{query}</span>”.
          </p>
        )}

        {state.items.length > 0 && (
          <section aria-label="Search results">
            {state.items.map((item, i) => (
              <article key={`${item.url}-${i}`} className={styles.result}>
                <Heading as="h2" className={styles.resultTitle}>
                  <Link to={item.url}>
                    <Highlighted value={item.title} />
                  </Link>
                </Heading>
                {item.breadcrumbs.length > 0 && (
                  <ul className={clsx('breadcrumbs', styles.resultPath)} aria-label="Location">
                    {item.breadcrumbs.map((crumb, j) => (
                      <li key={j} className="breadcrumbs__item">
                        <Highlighted value={crumb} />
                      </li>
                    ))}
                  </ul>
                )}
                {item.summary && (
                  <p className={styles.resultSummary}>
                    <Highlighted value={item.summary} />
                  </p>
                )}
              </article>
            ))}
          </section>
        )}

        {state.status === 'loading' && <div className={styles.spinner} role="status" aria-label="Loading results" />}
        {hasMore && (
          <div ref={sentinel} className={styles.more}>
            Loading more results…
          </div>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* The docs version hooks need the providers the layout sets up. */}
      <Layout>
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
