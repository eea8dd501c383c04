import { expect, test, waitForHydration } from './fixtures';

/**
 * Code blocks are highlighted while the site builds (plugins/code-highlight):
 * the served HTML already holds the coloured tokens, and no highlighter ships
 * to the browser.
 */
const CODE_PAGE = '/docs/server/middlewares';

test('the served HTML already holds highlighted tokens, with the block title', async ({ request }) => {
  const html = await (await request.get(CODE_PAGE)).text();
  expect(html).toContain('<span class="token keyword">import</span>');
  expect(html).toMatch(/server\/trpc\.ts/);
});

test('no highlighter or grammar is loaded by a code-heavy page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto(CODE_PAGE);
  await waitForHydration(page);
  expect(scripts.length).toBeGreaterThan(0);
  // Prism's core keeps these property names through minification.
  for (const source of scripts) {
    expect(source).not.toMatch(/\bDFS\b/);
    expect(source).not.toContain('languages.extend(');
  }
});

test('tokens take the colours of the colour mode, and the copy button copies the code as written', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(CODE_PAGE);
  await waitForHydration(page);
  const keyword = page.locator('.theme-code-block .token.keyword').first();
  const lightColour = await keyword.evaluate((el) => getComputedStyle(el).color);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect.poll(() => keyword.evaluate((el) => getComputedStyle(el).color)).not.toBe(lightColour);

  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', { name: /copy/i }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("import { initTRPC } from '@trpc/server';");
  expect(copied).not.toContain('<span');
});

test('a first visit hydrates the code the page holds; a client-side navigation brings it highlighted', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto(CODE_PAGE);
  await waitForHydration(page);
  const blocks = page.locator('.theme-code-block pre code');
  const tokensServed = await page.locator('.theme-code-block .token').count();
  expect(tokensServed).toBeGreaterThan(100);
  // No script of the first visit carries the blocks' HTML again.
  expect(scripts.length).toBeGreaterThan(0);
  for (const source of scripts) expect(source).not.toContain('token keyword');
  // Hydration kept the server's HTML, hovers included.
  await expect(page.locator('.theme-code-block .token')).toHaveCount(tokensServed);
  await expect(blocks.first().locator('style')).toHaveCount(1);

  // Client-side: the previous page, then back.
  const heading = await page.locator('article h1').textContent();
  await page.locator('.pagination-nav__link--prev').click();
  await expect(page).toHaveURL(/\/docs\/server\/context$/);
  // The URL changes first; the new page renders once its code has loaded.
  await expect(page.locator('article h1')).not.toHaveText(heading!);
  const there = page.locator('.theme-code-block pre code');
  await expect(there.first().locator('.token-line').first()).toBeVisible();
  for (const block of await there.all()) await expect(block.locator('.token-line').first()).toBeAttached();
  expect(await page.locator('.theme-code-block .token').count()).toBeGreaterThan(100);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${CODE_PAGE}$`));
  await expect(page.locator('article h1')).toHaveText(heading!);
  await expect(page.locator('.theme-code-block .token')).toHaveCount(tokensServed);
});
