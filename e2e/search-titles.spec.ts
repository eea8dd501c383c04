import type { Page } from '@playwright/test';
import { expect, openSearchWithShortcut, test, waitForHydration } from './fixtures';
import { ROUTES_MD, type Row, hasSpec, loadSections } from './routes-inventory';

/**
 * Every docs page is found by its title: on a page of the same docs version,
 * the title typed into the search modal lists that page among the first
 * results, and never a page of another version in its place.
 */

/** Results looked at per query: what a reader sees without scrolling. */
const TOP = 5;

/**
 * Routes that no search should be expected to find by title, and why:
 * - the landing steps are fragments of the home page, kept out of the index;
 * - the introduction is titled like the site ("tRPC"), which every page matches.
 */
function searchable(row: Row): boolean {
  if (row.url.includes('/landing-intro/')) return false;
  if (row.title === 'tRPC') return false;
  return row.title !== null;
}

const input = (page: Page) => page.locator('.DocSearch-Input');

/** The pages (URL without hash) of the first hits for a query. */
async function topPages(page: Page, query: string): Promise<string[]> {
  const hits = page.locator('.DocSearch-Hit a');
  // Empty the box first (no hits then: nothing was selected, so there are no
  // recent searches), so the hits that appear are this query's.
  await input(page).fill('');
  await expect(hits).toHaveCount(0);
  await input(page).fill(query);
  // The first query of a page waits for the worker to build the index.
  await expect(hits.first()).toBeVisible({ timeout: 15_000 });
  const hrefs = await hits.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const pages: string[] = [];
  for (const href of hrefs) {
    const pathname = href.split('#')[0]!.replace(/\/$/, '') || '/';
    if (!pages.includes(pathname)) pages.push(pathname);
  }
  return pages.slice(0, TOP);
}

test.describe('every docs page is found by its title', () => {
  test.skip(!hasSpec, `${ROUTES_MD} is not beside the repository`);
  const sections = hasSpec ? loadSections() : [];

  for (const section of sections) {
    test(`${section.version}: on a ${section.versionPath}/ page`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.goto(`${section.versionPath}/quickstart`);
      await waitForHydration(page);
      await openSearchWithShortcut(page);
      const missed: string[] = [];
      for (const row of section.rows.filter(searchable)) {
        const want = row.url.replace(/\/$/, '');
        const pages = await topPages(page, row.title!);
        if (!pages.includes(want)) missed.push(`"${row.title}" → ${want}; got ${pages.join(', ')}`);
      }
      expect(missed).toEqual([]);
    });
  }
});
