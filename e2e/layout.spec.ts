import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Long pages: a code block far from the screen is laid out when the reader
 * scrolls near it (src/css/custom.css, content-visibility: auto), which must
 * not change what the reader finds: links to a heading land on it,
 * scrolling shows every block, printing prints them all.
 */
const PAGE = '/docs/server/middlewares';

/** Whether the last match of `selector` is laid out (not skipped as far from the screen). */
function isLaidOut(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (sel) => Array.from(document.querySelectorAll(sel)).at(-1)!.checkVisibility({ contentVisibilityAuto: true }),
    selector,
  );
}

const LAST_BLOCK = '.markdown > .theme-code-block pre';

test('a code block far below the screen is laid out when the reader scrolls near it, in the room it was given', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(PAGE);
  await waitForHydration(page);
  const container = page.locator('.markdown > .theme-code-block').last();
  expect(await isLaidOut(page, LAST_BLOCK), 'the last code block, pages below').toBe(false);
  const given = await container.evaluate((el) => el.getBoundingClientRect().height);
  await page.locator(LAST_BLOCK).last().scrollIntoViewIfNeeded();
  await expect.poll(() => isLaidOut(page, LAST_BLOCK)).toBe(true);
  await expect(page.locator(LAST_BLOCK).last().locator('.token-line').first()).toBeInViewport();
  // The room it had before is its height to a few pixels: nothing moved.
  const real = await container.evaluate((el) => el.getBoundingClientRect().height);
  expect(Math.abs(real - given)).toBeLessThan(16);
});

test('a link to a heading far down the page lands on that heading, loaded or clicked', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const heading = page.locator('h2#pitfalls-and-errors');
  /** The heading's top, in px from the top of the window: just under the navbar. */
  const top = () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));

  await page.goto(`${PAGE}#pitfalls-and-errors`);
  await waitForHydration(page);
  await expect.poll(top).toBeGreaterThanOrEqual(0);
  await expect.poll(top).toBeLessThan(120);
  // What follows the heading is on screen and laid out.
  await expect(page.locator('h2#pitfalls-and-errors + *')).toBeInViewport();

  // The table of contents beside the page, on a wider window.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.locator('.theme-doc-toc-desktop').getByRole('link', { name: 'Pitfalls and errors' }).click();
  await expect(page).toHaveURL(/#pitfalls-and-errors$/);
  await expect.poll(top).toBeGreaterThanOrEqual(0);
  await expect.poll(top).toBeLessThan(120);
});

test('printing lays out every block of the page', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.emulateMedia({ media: 'print' });
  const skipped = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll('.markdown > *')).filter(
        (el) => !el.checkVisibility({ contentVisibilityAuto: true }),
      ).length,
  );
  expect(skipped).toBe(0);
});
