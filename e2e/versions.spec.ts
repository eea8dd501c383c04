import { expect, test, waitForHydration } from './fixtures';

/** Docs versions: banners, the dropdown, and the stored preferred version. */

const PREFERRED_KEY = 'docs-preferred-version-default';

test.describe('version banners', () => {
  test('11.x pages say they are the v11 docs and link to the same page in 10.x and the migration guide', async ({
    page,
  }) => {
    await page.goto('/docs/quickstart');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText('tRPC 11');
    await expect(banner.getByRole('link', { name: /10\.x/ })).toHaveAttribute('href', '/docs/v10/quickstart');
    await expect(banner.getByRole('link', { name: /migration guide/i })).toHaveAttribute(
      'href',
      '/docs/migrate-from-v10-to-v11',
    );
  });

  test('11.x pages without a 10.x twin link to the 10.x docs home', async ({ page }) => {
    // No 10.x page has this id: v10 had no React Server Components guide.
    await page.goto('/docs/client/react/server-components');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner.getByRole('link', { name: /10\.x/ })).toHaveAttribute('href', '/docs/v10/');
  });

  test('the migration guide shows no version banner', async ({ page }) => {
    await page.goto('/docs/migrate-from-v10-to-v11');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  for (const [path, label, latest] of [
    ['/docs/v10/quickstart', '10.x', '/docs/quickstart'],
    ['/docs/v9/quickstart', '9.x', '/docs/quickstart'],
  ] as const) {
    test(`${label} pages are marked unmaintained and link to the latest version`, async ({ page }) => {
      await page.goto(path);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toContainText(`${label}, which is no longer actively maintained`);
      await expect(banner.getByRole('link', { name: 'latest version' })).toHaveAttribute('href', latest);
    });
  }
});

test.describe('version dropdown and preferred version', () => {
  test('lists every version and remembers the one the reader picks', async ({ page }) => {
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('.navbar__item.dropdown').filter({ hasText: '11.x' }).hover();
    const menu = nav.locator('.dropdown__menu').filter({ hasText: '9.x' });
    await expect(menu.getByRole('link', { name: '11.x' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '9.x' })).toBeVisible();
    await menu.getByRole('link', { name: '10.x' }).click();
    await expect(page).toHaveURL(/\/docs\/v10\/quickstart$/);
    expect(await page.evaluate((k) => localStorage.getItem(k), PREFERRED_KEY)).toBe('10.x');

    // Away from the docs, version-aware navbar links follow the preference.
    await page.goto('/pricing');
    await waitForHydration(page);
    await expect(nav.getByRole('link', { name: 'Quickstart', exact: true })).toHaveAttribute(
      'href',
      '/docs/v10/quickstart',
    );
  });

  test('a stored preference that names no version is dropped', async ({ page }) => {
    await page.goto('/pricing');
    await page.evaluate((k) => localStorage.setItem(k, 'v-does-not-exist'), PREFERRED_KEY);
    await page.reload();
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Quickstart', exact: true })).toHaveAttribute(
      'href',
      '/docs/quickstart',
    );
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), PREFERRED_KEY)).toBeNull();
  });

  test('each version has its own "docs" sidebar starting with the tRPC category', async ({ page }) => {
    for (const path of ['/docs/quickstart', '/docs/v10/quickstart', '/docs/v9/quickstart']) {
      await page.goto(path);
      const sidebar = page.locator('.theme-doc-sidebar-menu');
      await expect(sidebar.locator('.menu__list-item').first()).toContainText('tRPC');
      await expect(sidebar.getByRole('link', { name: 'Quickstart' })).toHaveAttribute('aria-current', 'page');
    }
  });
});
