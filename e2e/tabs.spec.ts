import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The install snippets' tabs (theme-classic's Tabs, through
 * plugins/client-runtime's tabs-loader): they hydrate once, keeping the
 * nodes the server wrote, and still apply the reader's package manager,
 * linked (?pm=) or stored, after hydration.
 */
const tabs = (page: Page) => page.locator('.tabs-container').first();

test('install snippet tabs hydrate in place, and a tab chosen is linked and remembered', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverTabs: Element | null }).serverTabs = document.querySelector('.tabs-container');
    });
  });
  await page.goto('/docs/quickstart');
  await waitForHydration(page);
  const container = tabs(page);
  expect(
    await container.evaluate((el) => el === (window as unknown as { serverTabs: Element | null }).serverTabs),
  ).toBe(true);
  await expect(container.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'true');

  await container.getByRole('tab', { name: 'yarn', exact: true }).click();
  await expect(container.getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(container.getByRole('tabpanel')).toContainText('yarn add');
  await expect(page).toHaveURL(/[?&]pm=yarn/);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.package-manager'))).toBe('yarn');
});

test('a linked package manager is selected after hydration', async ({ page }) => {
  await page.goto('/docs/quickstart?pm=pnpm');
  await waitForHydration(page);
  await expect(tabs(page).getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs(page).getByRole('tabpanel')).toContainText('pnpm add');
});

test('a stored package manager is selected after hydration', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.package-manager', 'bun'));
  await page.goto('/docs/quickstart');
  await waitForHydration(page);
  await expect(tabs(page).getByRole('tab', { name: 'bun', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs(page).getByRole('tabpanel')).toContainText('bun add');
});
