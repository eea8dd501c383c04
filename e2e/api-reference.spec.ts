import { expect, sitemapPaths, test, waitForHydration } from './fixtures';

/**
 * The generated API reference (plugins/api-reference): its sidebar
 * category, its pages, and the links from the guides to it. A build with
 * TYPEDOC=0 has none of it, and nothing links to it.
 */
const built = sitemapPaths().includes('/docs/typedoc/server');

test.describe('API reference', () => {
  test.skip(!built, 'built with TYPEDOC=0');

  test('has a collapsed sidebar category between "Extra information" and the migration guide', async ({ page }) => {
    await page.goto('/docs/quickstart');
    const top = page.locator(
      '.theme-doc-sidebar-menu > .theme-doc-sidebar-item-category, .theme-doc-sidebar-menu > .theme-doc-sidebar-item-link',
    );
    const labels = (await top.locator(':scope > div > a, :scope > a').allTextContents()).map((t) => t.trim());
    const at = labels.indexOf('API Reference (Auto-generated)');
    expect(at).toBeGreaterThan(0);
    expect(labels[at - 1]).toBe('Extra information');
    expect(labels[at + 1]).toBe('Migrate from v10 to v11');
    const category = top.nth(at);
    await expect(category).toHaveClass(/menu__list-item--collapsed/);
    await waitForHydration(page);
    await category.getByRole('button').first().click();
    await expect(category.getByRole('link', { name: '@trpc/server' })).toHaveAttribute('href', '/docs/typedoc/server');
    for (const pkg of ['client', 'react-query', 'next']) {
      await expect(category.locator(`a[href="/docs/typedoc/${pkg}"]`)).toHaveCount(1);
    }
  });

  test('documents an export: signature, parameters as a table, source at the installed version', async ({ page }) => {
    await page.goto('/docs/typedoc/client/links/httpBatchLink/functions/httpBatchLink');
    await expect(page.getByRole('heading', { level: 1, name: 'Function: httpBatchLink()' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Parameter', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'opts', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /httpBatchLink\.ts:\d+/ }).first()).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/trpc\/trpc\/blob\/v11\.25\.2\/packages\/client\/src\/links\/httpBatchLink\.ts#L\d+$/,
    );
    // Generated pages have no edit link and no previous/next links.
    await expect(page.locator('.theme-edit-this-page')).toHaveCount(0);
    await expect(page.locator('.pagination-nav__link')).toHaveCount(0);
  });

  test('guides link inline code naming an export to its page, once built', async ({ page }) => {
    await page.goto('/docs/server/routers');
    const link = page.locator('article a:has(> code)', { hasText: /^initTRPC$/ }).first();
    await expect(link).toHaveAttribute('href', '/docs/typedoc/server/variables/initTRPC');
    // Headings keep their code plain; names without a page stay plain.
    await expect(page.locator('article h2 a:has(> code), article h3 a:has(> code)')).toHaveCount(0);
    await page.goto('/docs/v10/server/routers');
    await expect(page.locator('article a[href^="/docs/typedoc/"]')).toHaveCount(0);
  });
});

test('without the reference, nothing links to it', async ({ page }) => {
  test.skip(built, 'built with the API reference');
  for (const path of ['/docs/server/routers', '/docs/client/vanilla/setup', '/docs/quickstart']) {
    await page.goto(path);
    await expect(page.locator('a[href^="/docs/typedoc"]')).toHaveCount(0);
    await expect(page.getByText('API Reference (Auto-generated)')).toHaveCount(0);
  }
});
