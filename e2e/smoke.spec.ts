import AxeBuilder from '@axe-core/playwright';
import { expect, sitemapPaths, test, waitForHydration } from './fixtures';

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
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page).toHaveTitle(/\S/);

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking, 'serious or critical axe-core violations').toEqual([]);
  });
}
