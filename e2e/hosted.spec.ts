import type { Page, Route } from '@playwright/test';
import { expect, openSearchWithShortcut, type PageGuard, test, waitForHydration } from './fixtures';
import { SWITCHES_ENV } from './switches-build';

/**
 * Hosted search mode, against the build made with DOCSEARCH_APP_ID,
 * DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME set (e2e/switches-build.ts;
 * npm test builds it into build-hosted/). The hosted
 * service is never contacted: its endpoint is intercepted here.
 */
const QUERIES = '**/1/indexes/*/queries**';

/** Answers the hosted service's queries in the test: third-party requests the guard then expects. */
async function routeQueries(page: Page, guard: PageGuard, handler: (route: Route) => unknown): Promise<void> {
  guard.allowExternal(/^https:\/\/[^/]+\/1\/indexes\/[^/]+\/queries/);
  await page.route(QUERIES, handler);
}

function hit(path: string, title: string, lvl0 = 'Backend Usage') {
  const highlighted = title.replace(/(router)/i, '<mark>$1</mark>');
  return {
    objectID: path,
    url: `https://trpc.io${path}`,
    type: 'lvl1',
    content: null,
    hierarchy: { lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: {
      hierarchy: {
        lvl0: { value: lvl0, matchLevel: 'none', matchedWords: [] },
        lvl1: { value: highlighted, matchLevel: 'full', matchedWords: ['router'] },
      },
    },
    _snippetResult: { hierarchy: { lvl1: { value: highlighted, matchLevel: 'full' } } },
  };
}

function answer(route: Route, hits: ReturnType<typeof hit>[]) {
  const body = route.request().postDataJSON() as { requests: { indexName: string; params: string }[] };
  return route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({
      results: body.requests.map((r) => ({
        hits,
        nbHits: hits.length,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        exhaustiveNbHits: true,
        query: new URLSearchParams(r.params).get('query') ?? '',
        params: r.params,
        index: r.indexName,
        facets: { language: { en: hits.length }, docusaurus_tag: { 'docs-default-current': hits.length } },
      })),
    }),
  });
}

test('calls the hosted service with the documented request body and renders its answer', async ({ page, guard }) => {
  const bodies: unknown[] = [];
  const localIndex: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/search-index/')) localIndex.push(r.url());
  });
  await routeQueries(page, guard, (route) => {
    expect(route.request().method()).toBe('POST');
    bodies.push(route.request().postDataJSON());
    return answer(route, [hit('/docs/server/routers', 'Define Routers')]);
  });
  await page.goto('/docs/quickstart');
  await waitForHydration(page);
  // The page preconnects to the hosted service's host.
  await expect(page.locator('link[rel="preconnect"][href*="-dsn.algolia.net"]')).toHaveCount(1);

  await openSearchWithShortcut(page);
  await page.locator('.DocSearch-Input').fill('router');
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toHaveAttribute('href', '/docs/server/routers');
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText('Router');

  const body = bodies.at(-1) as { requests: { indexName: string; params: string }[] };
  expect(body.requests).toHaveLength(1);
  expect(body.requests[0]!.indexName).toBe(SWITCHES_ENV.DOCSEARCH_INDEX_NAME);
  const params = new URLSearchParams(body.requests[0]!.params);
  expect(params.get('query')).toBe('router');
  expect(params.get('hitsPerPage')).toBe('20');
  expect(params.get('highlightPreTag')).toBe('<mark>');
  expect(params.get('highlightPostTag')).toBe('</mark>');
  expect(params.get('snippetEllipsisText')).toBe('…');
  expect(params.get('clickAnalytics')).toBe('false');
  expect(JSON.parse(params.get('attributesToRetrieve')!)).toContain('hierarchy.lvl1');
  expect(JSON.parse(params.get('attributesToSnippet')!)).toContain('content:10');
  expect(JSON.parse(params.get('facetFilters')!)).toEqual([
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
  ]);
  // Hosted mode credits the service, never fetches the local index and
  // starts no search worker.
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  expect(localIndex).toEqual([]);
  expect(page.workers()).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/server\/routers$/);
});

test('shows the error screen when the hosted service is unreachable', async ({ page, guard }) => {
  guard.allowConsoleError('Failed to load resource');
  await routeQueries(page, guard, (route) => route.abort('internetdisconnected'));
  await page.goto('/docs/quickstart');
  await waitForHydration(page);
  await openSearchWithShortcut(page);
  await page.locator('.DocSearch-Input').fill('router');
  await expect(page.getByText('Unable to fetch results')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
});

test('the search page queries the hosted service too', async ({ page, guard }) => {
  await routeQueries(page, guard, (route) => answer(route, [hit('/docs/server/routers', 'Define Routers')]));
  await page.goto('/search?q=router');
  await waitForHydration(page);
  await expect(page.locator('article h2 a').first()).toHaveAttribute('href', '/docs/server/routers');
  await expect(page.locator('article h2 mark').first()).toHaveText('Router');
  expect(page.workers()).toEqual([]);
});

test('starts no search worker and fetches no local index, even once the page is idle', async ({ page }) => {
  const localIndex: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/search-index/')) localIndex.push(r.url());
  });
  await page.goto('/docs/quickstart');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), { timeout: 2000 }),
      ),
  );
  expect(localIndex).toEqual([]);
  expect(page.workers()).toEqual([]);
});
