import type { Page } from '@playwright/test';
import { blockingViolations, expect, preloadAxe, sitemapPaths, test, waitForHydration } from './fixtures';

/**
 * Walks every path of the sitemap: each answers 200, hydrates, logs no
 * console error, requests nothing outside 127.0.0.1 (see fixtures), and has
 * no serious or critical axe-core violation.
 *
 * The pages go in batches, one browser page per batch, as a reader goes from
 * page to page: a fresh browser context for each page would load and compile
 * the site's scripts again every time, which doubled the walk's time. Each
 * page is a step of its batch's test, and its checks are soft, so a report
 * names every page that fails, not just the first of a batch. Pages load
 * as on a Save-Data connection (the fixtures' default), so no idle work
 * (search warm-up, prefetching) competes with axe.
 */
const paths = sitemapPaths();

/**
 * Pages per test: enough to share the browser's cache, few enough to spread
 * over the workers. A new browser context's first page is the dear one: on a
 * quiet machine /docs/quickstart took 3.5 CPU-s loaded first in a context, and
 * 0.9 CPU-s loaded again in the same page.
 */
const BATCH = 18;

test('the sitemap lists the site', () => {
  expect(paths.length).toBeGreaterThan(20);
  for (const required of [
    '/',
    '/docs/',
    '/docs/quickstart',
    '/docs/v10/',
    '/docs/v9/',
    '/media',
    '/pricing',
    '/blog',
  ]) {
    expect(paths).toContain(required);
  }
});

/** One page's checks, soft: the batch goes on to its next page. */
async function checkPage(page: Page, path: string, kind: string): Promise<void> {
  const response = await page.goto(path);
  expect.soft(response?.status(), `${path} answers 200`).toBe(200);
  await waitForHydration(page);
  if (kind === 'dark') {
    await expect.soft(page.locator('html'), `${path} is dark`).toHaveAttribute('data-theme', 'dark');
  } else {
    await expect.soft(page.locator('main').first(), `${path} shows its main content`).toBeVisible();
    await expect.soft(page, `${path} has a title`).toHaveTitle(/\S/);
  }
  // axe-core inspects every element: the longest reference pages, with
  // thousands of highlighted code tokens, take seconds on a 2-core machine.
  expect.soft(await blockingViolations(page), `${path}: serious or critical axe-core violations (${kind})`).toEqual([]);
}

for (let start = 0; start < paths.length; start += BATCH) {
  const batch = paths.slice(start, start + BATCH);
  test(`pages ${start + 1}–${start + batch.length} of the sitemap, from ${batch[0]}`, async ({ page }) => {
    test.setTimeout(batch.length * 45_000);
    await preloadAxe(page);
    for (const path of batch) await test.step(path, () => checkPage(page, path, 'light'));
  });
}

test('the accessibility check fails on serious and critical violations; code lines’ contrast is the code theme’s unit test’s', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Contrast</title></head><body><main>
    <p id="prose" style="color:#bbb;background:#fff">Pale prose</p>
    <pre style="background:#fff"><div class="token-line"><span id="token" style="color:#ccc">pale token</span></div></pre>
    <img id="unnamed" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  </main></body></html>`);
  expect(await blockingViolations(page)).toEqual([
    'color-contrast (serious): #prose',
    'image-alt (critical): #unnamed',
  ]);
  expect((await blockingViolations(page, { codeLines: true }))[0]).toBe('color-contrast (serious): #prose, #token');
});

// Dark mode on one page of each kind (colours are the part that changes).
test('dark mode on a page of each kind', async ({ page }) => {
  const darkPaths = [
    '/',
    '/docs/quickstart',
    '/docs/server/error-handling',
    '/docs/v9/',
    '/blog/introducing-trpc',
    '/media',
    '/pricing',
    '/search?q=router',
  ];
  test.setTimeout(darkPaths.length * 45_000);
  // Not preloadAxe: with axe-core in the document before the site's scripts,
  // the second page of a dark walk loads light (a stored choice of "light"
  // appears); a later session should find out why. Eight pages: the cost is small.
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const path of darkPaths) await test.step(path, () => checkPage(page, path, 'dark'));
});
