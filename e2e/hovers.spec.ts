import type { Locator, Page } from '@playwright/test';
import { blockingViolations as axeViolations, expect, test, waitForHydration } from './fixtures';

/**
 * Type hovers in code blocks (plugins/code-highlight/src/annotate.ts, from
 * the examples check's compile): plain HTML shown by CSS on mouse hover and
 * keyboard focus, in both colour modes, never clipped by the block's
 * horizontal scroll, and invisible to the copy button.
 */
const PAGE = '/docs/server/middlewares';
/** A page that shows TypeScript errors on purpose (`errors="…"`). */
const ERRORS_PAGE = '/docs/client/vanilla/setup';

/**
 * axe-core inspects every element, hundreds of code tokens here: seconds on
 * a busy 2-core machine. With the code lines' colour contrast, which the
 * other specs leave to the code theme's unit test: here a hovered or
 * focused identifier and its tooltip are on screen.
 */
async function blockingViolations(page: Page): Promise<string[]> {
  test.setTimeout(90_000);
  return axeViolations(page, { codeLines: true });
}

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The first hover of identifier `name` (its text content also holds the tooltip's, so `hasText` cannot tell). */
async function identifier(scope: Locator, name: string): Promise<Locator> {
  const all = scope.locator('.hv, .hu');
  const index = await all.evaluateAll(
    (elements, wanted) =>
      elements.findIndex(
        (el) =>
          Array.from(el.childNodes)
            .filter((node) => !(node instanceof Element && node.classList.contains('hv-t')))
            .map((node) => node.textContent)
            .join('') === wanted,
      ),
    name,
  );
  expect(index, `a hover on ${name}`).toBeGreaterThanOrEqual(0);
  return all.nth(index);
}

/**
 * The tooltip is on screen, readable, and on top where it is drawn (its
 * corners are not clipped or covered). Checked until it holds, for a few
 * seconds: the blocks around it are laid out as they come near the screen,
 * and on a loaded machine a frame in between can still show the old layout.
 */
async function expectReadableTooltip(tooltip: Locator): Promise<void> {
  await expect(tooltip).toBeVisible();
  await expect(async () => {
    await expectTooltipOnTop(tooltip);
  }).toPass({ timeout: 5_000 });
}

async function expectTooltipOnTop(tooltip: Locator): Promise<void> {
  const { onTop, colour, background } = await tooltip.evaluate((el: HTMLElement) => {
    const box = el.getBoundingClientRect();
    // The tooltip lets the mouse through; hit-test it for once.
    el.style.pointerEvents = 'auto';
    const hits = [
      [box.left + 4, box.top + 4],
      [box.right - 4, box.bottom - 4],
    ].map(([x, y]) => document.elementFromPoint(x!, y!));
    el.style.pointerEvents = '';
    const style = getComputedStyle(el);
    return {
      onTop: hits.every((hit) => !!hit && el.contains(hit)),
      colour: style.color,
      background: style.backgroundColor,
    };
  });
  expect(onTop, 'the tooltip is drawn on top, not clipped by the scrolling block').toBe(true);
  expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(PAGE);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    });

    test('hovering an identifier with the mouse shows its type', async ({ page }) => {
      const block = page.locator('.theme-code-block').first();
      const t = await identifier(block, 't');
      const tooltip = t.locator('.hv-t');
      await expect(tooltip).toBeHidden();
      await t.hover();
      await expectReadableTooltip(tooltip);
      await expect(tooltip).toContainText('const t: TRPCRootObject<Context');
      // Gone again when the mouse leaves.
      await page.mouse.move(0, 0);
      await expect(tooltip).toBeHidden();

      // A use (not a tab stop): its tooltip is generated content, the text written once per page.
      const use = await identifier(block, 'initTRPC').then(async () => {
        const uses = block.locator('.hu');
        const i = await uses.evaluateAll((els) => els.findIndex((el) => el.textContent === 'initTRPC'));
        return uses.nth(i);
      });
      const before = () =>
        use.evaluate((el) => {
          const style = getComputedStyle(el, '::before');
          return {
            display: style.display,
            content: style.content,
            colour: style.color,
            background: style.backgroundColor,
          };
        });
      expect((await before()).display).toBe('none');
      await use.hover();
      const shown = await before();
      expect(shown.display).not.toBe('none');
      expect(shown.content).toContain('const initTRPC: TRPCBuilder');
      expect(contrast(shown.colour, shown.background)).toBeGreaterThanOrEqual(4.5);
      expect(await blockingViolations(page), 'serious or critical axe-core violations').toEqual([]);
    });

    test('tabbing to a declaration shows its type, described for screen readers', async ({ page }) => {
      const block = page.locator('.theme-code-block pre').first();
      // The scrollable block is a tab stop; the next one is its first import.
      await block.focus();
      await page.keyboard.press('Tab');
      const focused = page.locator('.hv:focus');
      await expect(focused.locator('.hv-t')).toContainText('initTRPC');
      const tooltip = focused.locator('.hv-t');
      await expectReadableTooltip(tooltip);
      await expect(tooltip).toHaveAttribute('role', 'tooltip');
      await expect(focused).toHaveAccessibleDescription(/const initTRPC: TRPCBuilder/);
      // Uses are mouse-only: the next tab stop is the next declaration.
      await page.keyboard.press('Tab');
      await expect(page.locator('.hv:focus .hv-t')).toContainText('interface Context');
      expect(await blockingViolations(page), 'serious or critical axe-core violations').toEqual([]);
    });
  });
}

test('the tooltip of an identifier that needs horizontal scrolling is not clipped by the block', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 800 });
  await page.goto(PAGE);
  await waitForHydration(page);
  // server/anatomy.ts: `export const tracedProcedure = publicProcedure.use(async (opts) => {`
  const pre = page.locator('.theme-code-block pre').nth(1);
  const opts = await identifier(pre, 'opts');
  await opts.hover();
  expect(await pre.evaluate((el) => el.scrollLeft), 'the block scrolled to show the parameter').toBeGreaterThan(0);
  const tooltip = opts.locator('.hv-t');
  await expectReadableTooltip(tooltip);
  await expect(tooltip).toContainText('(parameter) opts: {');
  const box = (await tooltip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(420);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no horizontal page scroll').toBe(420);
});

test("the tooltip of a block's last line shows below the block, over what follows it", async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 800 });
  await page.goto(PAGE);
  await waitForHydration(page);
  // server/authorization.ts ends with `export const superAdminProcedure = …`.
  const declaration = await identifier(page.locator('.markdown'), 'superAdminProcedure');
  const tooltip = declaration.locator('.hv-t');
  // The line near the top of the window, so the whole tooltip fits on screen.
  // Placed again until the tooltip shows on top there: in one CI run of
  // five something covered it after a single scroll (a later layout change
  // can move the line, e.g. under the sticky navbar).
  await expect(async () => {
    await declaration.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 150));
    await declaration.hover();
    await expectTooltipOnTop(tooltip);
  }).toPass({ timeout: 20_000 });
  await expectReadableTooltip(tooltip);
  await expect(tooltip).toContainText('const superAdminProcedure: ProcedureBuilder');
  const below = await tooltip.evaluate((el: HTMLElement) => {
    const tip = el.getBoundingClientRect();
    const block = el.closest('.theme-code-block')!.getBoundingClientRect();
    // The middle of the part of the tooltip under the block.
    el.style.pointerEvents = 'auto';
    const hit = document.elementFromPoint(tip.left + tip.width / 2, (Math.max(tip.top, block.bottom) + tip.bottom) / 2);
    el.style.pointerEvents = '';
    return { overflow: tip.bottom - block.bottom, shown: !!hit && el.contains(hit) };
  });
  expect(below.overflow, 'the tooltip passes the bottom of its block').toBeGreaterThan(20);
  expect(below.shown, 'what passes the block is drawn, over what follows').toBe(true);
});

test('the copy button copies the code without type text', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', { name: /copy/i }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('const t = initTRPC.context<Context>().create();');
  expect(copied).not.toContain('TRPCRootObject');
  expect(copied).not.toContain('(alias)');
});

test('errors shown on purpose are underlined, with the message under the line', async ({ page }) => {
  await page.goto(ERRORS_PAGE);
  await waitForHydration(page);
  const message = page.locator('.cerr-m').first();
  await expect(message).toBeVisible();
  await expect(message).toContainText(/TS\d{4}/);
  await expect(page.locator('.cerr').first()).toBeVisible();
  expect(await blockingViolations(page), 'serious or critical axe-core violations').toEqual([]);
});

test('hovers are hidden in print', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.emulateMedia({ media: 'print' });
  const declaration = page.locator('.hv[tabindex="0"]').first();
  await declaration.focus();
  await expect(declaration.locator('.hv-t')).toBeHidden();
});
