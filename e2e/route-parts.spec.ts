import type { Page } from '@playwright/test';
import { expect, scriptsNamedIn, test, waitForHydration } from './fixtures';

/**
 * Route parts (plugins/client-runtime/src/route-parts.cjs): the routes of
 * each docs version and of the API reference leave the entry bundle and
 * load on demand. A page downloads only its own section's: a page inside a
 * part hydrates with it (its HTML names the part), and a client-side
 * navigation into a part loads it before the page renders.
 */

/** Route definitions as the minified bundles hold them: `path:"/docs/v10/…"`. */
const PART_ROUTE = /path:"\/docs\/(v10|v9|typedoc)\//;

/** The text of every script the page runs, as they arrive. */
function collectScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

test('a current-version page runs none of the older versions’ or the API reference’s routes', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/docs/server/routers');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(2);
  expect(bodies.filter((body) => PART_ROUTE.test(body))).toEqual([]);
});

test('a 10.x page, the home page and the blog run none of the current version’s doc routes', async ({ page }) => {
  const CURRENT_ROUTE = /path:"\/docs\/server\/routers"/;
  for (const path of ['/docs/v10/server/routers', '/', '/blog']) {
    const scripts = collectScripts(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length, path).toBeGreaterThan(2);
    expect(
      bodies.filter((body) => CURRENT_ROUTE.test(body)),
      path,
    ).toEqual([]);
    page.removeAllListeners('response');
  }
});

for (const [path, heading] of [
  ['/docs/v10/server/routers', 'Define Routers'],
  ['/docs/typedoc/server/variables/initTRPC', 'initTRPC'],
] as const) {
  test(`${path} hydrates with its routes from the HTML and keeps its page`, async ({ page }) => {
    const scripts = collectScripts(page);
    const response = await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('h1')).toContainText(heading);
    await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').first()).toBeVisible();
    const named = scriptsNamedIn(await response!.text());
    const bodies = await Promise.all(scripts);
    expect(
      bodies.some((body) => PART_ROUTE.test(body)),
      'the part ran',
    ).toBe(true);
    expect(named.length).toBeGreaterThan(3);
  });
}

test('client-side navigation into and out of a part renders each page', async ({ page }) => {
  await page.goto('/docs/server/routers');
  await waitForHydration(page);
  const start = await page.evaluate(() => performance.timeOrigin);

  // Into the API reference, from a prose link.
  await page.locator('article a[href="/docs/typedoc/server/variables/initTRPC"]').first().click();
  await expect(page).toHaveURL(/\/docs\/typedoc\/server\/variables\/initTRPC$/);
  await expect(page.locator('h1')).toContainText('initTRPC');

  // Back, then into 10.x through the version banner.
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('Define Routers');
  await page.locator('.theme-doc-version-banner').getByRole('link', { name: /10\.x/ }).click();
  await expect(page).toHaveURL(/\/docs\/v10\/server\/routers$/);
  await expect(page.locator('h1')).toContainText('Define Routers');
  await expect(page.locator('.theme-doc-version-banner')).toContainText('10.x');

  // Within 10.x, by the sidebar.
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/v10/quickstart"]').click();
  await expect(page.locator('h1')).toHaveText('Quickstart');
  await expect(page).toHaveURL(/\/docs\/v10\/quickstart$/);

  // An unknown path under a part is the not-found page.
  await page.evaluate(() => window.history.pushState({}, '', '/docs/v10/no-such-page'));
  await page.goBack();
  await page.goForward();
  await expect(page.locator('h1')).toContainText(/Page Not Found/i);

  // All of it without a full reload.
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(start);
});

test.describe('the API reference’s sidebar list', () => {
  const category = (page: Page) =>
    page.locator('.theme-doc-sidebar-menu .menu__list-item').filter({
      has: page.locator(':scope > div > a', { hasText: 'API Reference (Auto-generated)' }),
    });
  const packages = ['@trpc/server', '@trpc/client', '@trpc/react-query', '@trpc/next'];

  test('loads when a reader opens the category, and leads to its pages', async ({ page }) => {
    await page.goto('/docs/server/routers');
    await waitForHydration(page);
    const api = category(page);
    await expect(api).toHaveClass(/menu__list-item--collapsed/);
    await api.locator(':scope > div > a').click();
    for (const name of packages) await expect(api.getByRole('link', { name, exact: true })).toBeVisible();
    const client = api.getByRole('link', { name: '@trpc/client', exact: true });
    await client.click();
    await expect(page).toHaveURL(/\/docs\/typedoc\/client$/);
    await expect(page.locator('h1')).toContainText('@trpc/client');
    await expect(client).toHaveClass(/menu__link--active/);
  });

  test('opens from the keyboard too', async ({ page }) => {
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    const api = category(page);
    await api.locator(':scope > div > a').focus();
    await page.keyboard.press('Enter');
    for (const name of packages) await expect(api.getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('is whole on a reference page, with its breadcrumbs', async ({ page }) => {
    await page.goto('/docs/typedoc/server/variables/initTRPC');
    await waitForHydration(page);
    const api = category(page);
    await expect(api).not.toHaveClass(/menu__list-item--collapsed/);
    for (const name of packages) await expect(api.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.locator('nav.theme-doc-breadcrumbs')).toContainText('API Reference (Auto-generated)');
    await expect(page.locator('nav.theme-doc-breadcrumbs')).toContainText('@trpc/server');
  });
});
