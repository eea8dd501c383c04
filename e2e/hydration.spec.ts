import type { Page } from '@playwright/test';
import { expect, sitemapPaths, test, waitForHydration } from './fixtures';

/**
 * Server and browser render the same page. React 18 does not patch an
 * attribute that differs while it hydrates: the DOM keeps the server's
 * `href` or class while React's props, and so what a click does, are the
 * browser's. A direct load shows the server's HTML (hydrated); a client-side
 * navigation to the same page shows the browser's own render. For sample
 * pages of every section, the links and active states of the navbar (its
 * dropdowns' items included) and of the sidebar must be the same both ways.
 */

/** Sample pages: each docs version (guides, categories, the API reference), blog, pages, search, 404. */
function samples(): string[] {
  const all = sitemapPaths();
  const pick = (prefix: string, n: number) => all.filter((p) => p.startsWith(prefix)).slice(0, n);
  const fixed = [
    '/',
    '/docs/',
    '/docs/quickstart',
    '/docs/server/routers',
    '/docs/server/introduction',
    '/docs/client/links/httpLink',
    '/docs/client/react',
    '/docs/v10/',
    '/docs/v10/quickstart',
    '/docs/v10/server/routers',
    '/docs/v9/',
    '/docs/v9/quickstart',
    '/docs/v9/router',
    '/blog',
    '/blog/introducing-trpc',
    '/media',
    '/pricing',
    '/search',
  ];
  // The API reference's roots and a few of its leaves, when it was built.
  const reference = [...pick('/docs/typedoc/server', 3), ...pick('/docs/typedoc/client/', 2)];
  return [...new Set([...fixed.filter((p) => all.includes(p) || p === '/search'), ...reference])];
}

interface Rendered {
  links: string[];
}

/** The navbar's and sidebar's links, each with its address and active state. */
async function rendered(page: Page): Promise<Rendered> {
  const links = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('.navbar a, .theme-doc-sidebar-container a')).map((a) => {
      const active = Array.from(a.classList)
        .filter((c) => /active/.test(c))
        .sort();
      return `${a.textContent?.trim() ?? ''} → ${a.getAttribute('href') ?? ''}${active.length ? ` [${active.join(' ')}]` : ''}`;
    }),
  );
  return { links };
}

/** Goes to `path` in the app, as a click on a link would (react-router listens to popstate). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForFunction((to) => window.location.pathname === to, path);
  // The new route's chunks load, then it renders: wait for its main content.
  await page.waitForFunction(
    (to) =>
      window.location.pathname === to &&
      document.querySelector('main, [class*="mainWrapper"]') !== null &&
      !document.documentElement.classList.contains('nprogress-busy'),
    path,
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

/**
 * One sample, from a page with no stored state: its direct load, then a
 * client-side navigation to it from a page of another section.
 */
async function checkSample(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  const direct = await rendered(page);
  expect.soft(direct.links.length, `${path}: links found`).toBeGreaterThan(0);

  // Start from a page of another section, then navigate in the app.
  const from = path.startsWith('/blog') ? '/docs/v9/quickstart' : '/blog';
  await page.goto(from);
  await waitForHydration(page);
  await navigateInApp(page, path);
  // Parts of the page (the sidebar's categories) may arrive after it renders: poll.
  await expect
    .soft(async () => expect((await rendered(page)).links).toEqual(direct.links), `${path}: the two renders agree`)
    .toPass({ timeout: 20_000 });
  // The next sample starts as a new reader would (a preferred version, a
  // colour mode, are stored), but keeps the browser's cache of the site's scripts.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** Samples per test: one browser page each, which keeps its cache, as in the sitemap walk. */
const BATCH = 6;

test.describe('server and browser render the same links', () => {
  const all = samples();
  for (let start = 0; start < all.length; start += BATCH) {
    const batch = all.slice(start, start + BATCH);
    test(`direct load and client-side navigation agree: ${batch.join(', ')}`, async ({ page }) => {
      // Two full loads and a navigation a sample: on a busy 2-core machine, up to 20 s each.
      test.setTimeout(batch.length * 20_000);
      for (const path of batch) await test.step(path, () => checkSample(page, path));
    });
  }

  test('the 11.x item of the version dropdown on an API reference page goes where its link says', async ({ page }) => {
    const reference = sitemapPaths().find((p) => p.startsWith('/docs/typedoc/server/'));
    test.skip(!reference, 'built with TYPEDOC=0');
    await page.goto(reference!);
    await waitForHydration(page);
    const dropdown = page.locator('.navbar .navbar__item.dropdown').filter({ hasText: '11.x' }).first();
    const item = dropdown.locator('.dropdown__menu a', { hasText: '11.x' }).first();
    const href = await item.getAttribute('href');
    await dropdown.hover();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });
});
