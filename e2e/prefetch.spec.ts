import type { Page } from '@playwright/test';
import { expect, hoverUntilPreloaded, idle, recordPageCode, scriptsNamedIn, test, waitForHydration } from './fixtures';

/**
 * Loading a page's code (plugins/client-runtime): the HTML names every chunk
 * the page needs to hydrate; links that scroll into view prefetch their
 * page's code in idle time, hovering preloads it at once, and nothing is
 * prefetched on a 2g or Save-Data connection.
 */
// Prefetching and preloading are what this file checks (see fixtures: saveData).
test.use({ saveData: false });

const prefetched = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map((l) => new URL(l.href).pathname),
  );

// On a Save-Data connection: nothing is loaded ahead there, so every script
// the page has loaded by the time it hydrates is one it needed. Elsewhere,
// where a keyboard is likely, search loads its own code from the `load`
// event on, which can come before hydration ends (search.spec.ts checks
// that none of it starts before `load`).
test.describe('on a Save-Data connection', () => {
  test.use({ saveData: true });
  for (const path of [
    '/docs/quickstart',
    '/docs/v9/router',
    '/docs/typedoc/server/variables/initTRPC',
    '/blog/introducing-trpc',
    '/',
  ]) {
    test(`${path}: the HTML names every script the page hydrates with`, async ({ page }) => {
      // The scripts loaded by the time the page has hydrated, from the page's
      // own resource timing: every script it hydrates with has loaded by then.
      // `script` entries are the script elements of the HTML and those webpack
      // adds for a chunk; a link's prefetch (`link`) and a worker's script
      // (`other`) are not hydration code.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.documentElement.dataset.hasHydrated !== 'true') return;
          (window as unknown as { hydrationScripts: string[] }).hydrationScripts = performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
            .map((entry) => new URL(entry.name).pathname);
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
      });
      const response = await page.goto(path);
      await waitForHydration(page);
      const requested = await page.evaluate(
        () => (window as unknown as { hydrationScripts: string[] }).hydrationScripts,
      );
      // From the HTML as served: webpack removes the script elements it waited on.
      const named = scriptsNamedIn(await response!.text());
      expect(named.length, 'runtime, main and the page chunks').toBeGreaterThan(2);
      // The measure sees the scripts the HTML names (all of them load before hydration)…
      expect(
        named.filter((u) => !requested.includes(u)),
        'named scripts not seen loading',
      ).toEqual([]);
      // …and the page needed none besides them.
      expect(requested.filter((u) => !named.includes(u))).toEqual([]);
    });
  }

  test('nothing is prefetched', async ({ page }) => {
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    await idle(page);
    await idle(page);
    expect(await prefetched(page)).toEqual([]);
  });
});

test('links in view prefetch their pages’ chunks once the page is idle', async ({ page }) => {
  await page.goto('/docs/quickstart');
  await waitForHydration(page);
  await expect.poll(async () => (await prefetched(page)).length).toBeGreaterThan(0);
  const urls = await prefetched(page);
  expect(
    urls.every((u) => /^\/assets\/js\/[\w~.-]+\.js$/.test(u)),
    urls.join(', '),
  ).toBe(true);
  expect(new Set(urls).size, 'each chunk is prefetched once').toBe(urls.length);
});

test('hovering a link preloads its page, so following it requests no more code', async ({ page }) => {
  await page.goto('/docs/quickstart');
  await waitForHydration(page);
  const link = page.locator('.theme-doc-sidebar-menu a[href="/docs/concepts"]');
  const started = await hoverUntilPreloaded(page, link);
  expect(started, 'hovering loaded the page').toBeGreaterThan(0);
  const scriptsAfterClick = await recordPageCode(page);
  await link.click();
  await expect(page.locator('h1')).toHaveText('Concepts');
  expect(await scriptsAfterClick()).toEqual([]);
});
