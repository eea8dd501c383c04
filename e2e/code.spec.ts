import { expect, scriptsDuring, test, waitForHydration } from './fixtures';

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
  const scripts = await scriptsDuring(page, async () => {
    await page.goto(CODE_PAGE);
    await waitForHydration(page);
  });
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

test('the copy button copies the lines as written, without type tooltips or shown errors, hydrated or reached in the app', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const copyOf = async (block: ReturnType<typeof page.locator>) => {
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await block.hover();
    await block.getByRole('button', { name: /copy/i }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
    return page.evaluate(() => navigator.clipboard.readText());
  };
  // The page's blocks hold no source in the browser's copy of the page: the
  // button reads the lines the reader sees.
  await page.goto('/docs/client/vanilla/setup');
  await waitForHydration(page);
  const errorBlock = page
    .locator('.theme-code-block')
    .filter({ has: page.locator('.cerr-m') })
    .first();
  const copied = await copyOf(errorBlock);
  const lines = await errorBlock.locator('pre code > .token-line').count();
  expect(copied.split('\n')).toHaveLength(lines);
  expect(copied).toContain("// The input needs `name`, not `nme`:\nawait client.greeting.query({ nme: 'Ada' });\n\n");
  expect(copied).not.toContain('TS2561');
  expect(copied).not.toContain('(property)');

  // A block with hovers, on a page reached by a client-side navigation.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/docs/quickstart';
    link.textContent = 'to the quickstart';
    link.id = 'e2e-nav';
    document.querySelector('article')!.prepend(link);
  });
  await page.locator('#e2e-nav').click();
  await expect(page.locator('article h1')).toHaveText('Quickstart');
  const hoverBlock = page
    .locator('.theme-code-block')
    .filter({ has: page.locator('.hv') })
    .first();
  await expect(hoverBlock.locator('.token').first()).toBeVisible();
  const trpcFile = await copyOf(hoverBlock);
  expect(trpcFile).toContain("import { initTRPC } from '@trpc/server';\n");
  expect(trpcFile).not.toContain('TRPCBuilder');
  expect(trpcFile.split('\n')).toHaveLength(await hoverBlock.locator('pre code > .token-line').count());
});

test('a first visit hydrates the code the page holds; a client-side navigation brings it highlighted', async ({
  page,
}) => {
  const scripts = await scriptsDuring(page, async () => {
    await page.goto(CODE_PAGE);
    await waitForHydration(page);
  });
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
  // The URL changes first; the new page renders once its code has loaded
  // (seconds, on a 2-core machine that runs other checks too).
  await expect(page.locator('article h1')).not.toHaveText(heading!, { timeout: 20_000 });
  const there = page.locator('.theme-code-block pre code');
  await expect(there.first().locator('.token-line').first()).toBeVisible();
  for (const block of await there.all()) await expect(block.locator('.token-line').first()).toBeAttached();
  expect(await page.locator('.theme-code-block .token').count()).toBeGreaterThan(100);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${CODE_PAGE}$`));
  await expect(page.locator('article h1')).toHaveText(heading!);
  await expect(page.locator('.theme-code-block .token')).toHaveCount(tokensServed);
});

test('on a phone, a block whose lines overflow offers word wrap once in view, which wraps them and unwraps them again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(CODE_PAGE);
  await waitForHydration(page);
  // The last block wider than the window, pages below: a block measures
  // itself when it comes into view, so it offers no button yet.
  const pres = page.locator('.theme-code-block pre');
  const last = await pres.evaluateAll((els) => els.map((el) => el.scrollWidth > el.clientWidth).lastIndexOf(true));
  expect(last, 'a block whose lines overflow').toBeGreaterThan(0);
  const pre = pres.nth(last);
  const block = page
    .locator('.theme-code-block')
    .filter({ has: page.locator('pre') })
    .nth(last);
  const button = block.getByRole('button', { name: 'Toggle word wrap' });
  await expect(pre).not.toBeInViewport();
  await expect(button).toHaveCount(0);
  await pre.scrollIntoViewIfNeeded();
  await expect(button).toBeAttached();
  const overflows = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth);
  // Buttons show on hover; a phone reader taps.
  await button.click({ force: true });
  await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
  await expect.poll(overflows).toBe(false);
  await expect(button).toBeAttached();
  await button.click({ force: true });
  await expect(block.locator('pre code')).not.toHaveCSS('white-space', 'pre-wrap');
  await expect.poll(overflows).toBe(true);
});
