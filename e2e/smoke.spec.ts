import { blockingViolations, expect, sitemapPaths, test, waitForHydration } from './fixtures';

/**
 * Walks every path of the sitemap: each answers 200, hydrates, logs no
 * console error, requests nothing outside 127.0.0.1 (see fixtures), and has
 * no serious or critical axe-core violation.
 */
const paths = sitemapPaths();

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

for (const path of paths) {
  test(`page ${path}`, async ({ page }) => {
    // axe-core inspects every element: the longest reference pages, with
    // thousands of highlighted code tokens, take several seconds on a busy
    // 2-core machine.
    test.setTimeout(90_000);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page).toHaveTitle(/\S/);

    expect(await blockingViolations(page), 'serious or critical axe-core violations').toEqual([]);
  });
}

// Dark mode on one page of each kind (colours are the part that changes).
for (const path of [
  '/',
  '/docs/quickstart',
  '/docs/server/error-handling',
  '/docs/v9/',
  '/blog/introducing-trpc',
  '/media',
  '/pricing',
  '/search?q=router',
]) {
  test(`dark mode ${path}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await blockingViolations(page), 'serious or critical axe-core violations in dark mode').toEqual([]);
  });
}
