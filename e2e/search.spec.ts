import type { Page, Request } from '@playwright/test';
import {
  expect,
  openSearchWithShortcut,
  recordPageCode,
  requestedBeforeLoad,
  scriptsBeforeLoad,
  scriptsNamedIn,
  sitemapPaths,
  test,
  waitForHydration,
} from './fixtures';

/**
 * Site search in local mode: the DocSearch modal and /search, answered in
 * the browser from the index built with the site. No network beyond
 * 127.0.0.1 (the fixture fails the test on any other request).
 */

const input = (page: Page) => page.locator('.DocSearch-Input');
/** Resolves after two idle periods of the page, by which time idle-time work has started. */
const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), { timeout: 2000 }),
      ),
  );
/** Whether the build has the generated API reference (not built with TYPEDOC=0). */
const hasApiReference = () => sitemapPaths().includes('/docs/typedoc/server');
const hits = (page: Page) => page.locator('.DocSearch-Hit a');
/**
 * A page's first answer waits for the index to be fetched and built in the
 * worker, which takes longer while other tests load the machine.
 */
const FIRST_ANSWER = { timeout: 15_000 };

async function search(page: Page, query: string) {
  await openSearchWithShortcut(page);
  await input(page).fill(query);
  await expect(hits(page).first()).toBeVisible(FIRST_ANSWER);
}

test.describe('search modal', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
  });

  test('opens from the button, Ctrl/Cmd+K and "/", and closes with Escape', async ({ page }) => {
    await page.getByRole('button', { name: /^Search/ }).click();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(input(page)).toHaveCount(0);

    await openSearchWithShortcut(page);
    await page.keyboard.press('Escape');
    await expect(input(page)).toHaveCount(0);

    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(input(page)).toHaveCount(0);
  });

  test('"/" typed in a text field does not open the modal', async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    const field = page.getByRole('searchbox', { name: 'Search' });
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(input(page)).toHaveCount(0);
  });

  test('has the placeholder, input limits and no spell-checking', async ({ page }) => {
    await openSearchWithShortcut(page);
    const box = input(page);
    await expect(box).toHaveAttribute('placeholder', 'Search docs');
    await expect(box).toHaveAttribute('spellcheck', 'false');
    await expect(box).toHaveAttribute('autocorrect', 'off');
    await expect(box).toHaveAttribute('maxlength', '64');
    await box.fill('x'.repeat(100));
    await expect(box).toHaveValue('x'.repeat(64));
  });

  test('text selected on the page pre-fills the box, cut to 64 characters', async ({ page }) => {
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.id = 'selection-probe';
      p.textContent = `createHTTPServer ${'y'.repeat(80)}`;
      document.querySelector('article')!.prepend(p);
      const range = document.createRange();
      range.selectNodeContents(p);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    await openSearchWithShortcut(page);
    await expect(input(page)).toHaveValue(`createHTTPServer ${'y'.repeat(80)}`.slice(0, 64));
  });

  test('groups results by hierarchy, highlights matches, and follows the selected hit', async ({ page }) => {
    await search(page, 'middlewares');
    await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    const first = hits(page).first();
    await expect(first).toHaveAttribute('href', /\/docs\/server\/middlewares/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/server\/middlewares/);
    await expect(page.getByRole('heading', { level: 1, name: 'Middlewares' })).toBeVisible();
  });

  test('a page titled with the query comes before pages that only mention it', async ({ page }) => {
    await search(page, 'context');
    await expect(hits(page).first()).toHaveAttribute('href', /\/docs\/server\/context$/);
  });

  test('finds a name only the API reference has, under its own "API Reference" group', async ({ page }) => {
    test.skip(!hasApiReference(), 'built with TYPEDOC=0');
    await search(page, 'getTRPCErrorFromUnknown');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('API Reference');
    const first = hits(page).first();
    await expect(first).toHaveAttribute('href', '/docs/typedoc/server/functions/getTRPCErrorFromUnknown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/typedoc\/server\/functions\/getTRPCErrorFromUnknown$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Function: getTRPCErrorFromUnknown()' })).toBeVisible();
  });

  test('lists the guide page on a name first and its API reference page right after', async ({ page }) => {
    test.skip(!hasApiReference(), 'built with TYPEDOC=0');
    await search(page, 'createTRPCClient');
    const sources = page.locator('.DocSearch-Hit-source');
    await expect(sources.nth(1)).toHaveText('API Reference');
    await expect(sources.first()).not.toHaveText('API Reference');
    const hrefs = await hits(page).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs[0]).not.toMatch(/^\/docs\/typedoc\//);
    expect(hrefs.find((h) => h.startsWith('/docs/typedoc/'))).toBe(
      '/docs/typedoc/client/index/functions/createTRPCClient',
    );
  });

  test('tolerates typos', async ({ page }) => {
    await search(page, 'midleware');
    await expect(hits(page).first()).toHaveAttribute('href', /\/docs\/server\/middlewares/);
  });

  test('shows results of the docs version the reader is on', async ({ page }) => {
    // Two first visits, each warming the search workers: slow on a loaded machine.
    test.slow();
    await search(page, 'quickstart');
    for (const href of await hits(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).not.toMatch(/\/docs\/v(9|10)\//);
    }
    await page.keyboard.press('Escape');

    await page.goto('/docs/v10/quickstart');
    await waitForHydration(page);
    await search(page, 'quickstart');
    const v10 = await hits(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(v10.some((h) => h?.startsWith('/docs/v10/'))).toBe(true);
    for (const href of v10) expect(href).not.toMatch(/^\/docs\/(?!v10\/)[^/]/);
  });

  test('Ctrl/Cmd+Enter opens the hit in a new tab, Shift+Enter in a new window', async ({ page, context }) => {
    await search(page, 'middlewares');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('ControlOrMeta+Enter')]);
    await expect(tab).toHaveURL(/\/docs\/server\/middlewares/);
    await tab.close();
    const [win] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Shift+Enter')]);
    await expect(win).toHaveURL(/\/docs\/server\/middlewares/);
    await win.close();
  });

  test('"See all results" goes to the search page with the query', async ({ page }) => {
    await search(page, 'adapter');
    await page.getByRole('link', { name: /See all \d+ results/ }).click();
    await expect(page).toHaveURL(/\/search\?q=adapter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “adapter”');
  });

  test('keeps recent searches, which can become favourites or be removed', async ({ page }) => {
    await openSearchWithShortcut(page);
    await expect(page.getByText('No recent searches')).toBeVisible();
    await input(page).fill('context');
    await expect(hits(page).first()).toBeVisible(FIRST_ANSWER);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/server\/context/);
    // Docusaurus moves focus to the page on each navigation; wait for the new
    // page so that move does not take focus from the modal opened next.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Context');

    await openSearchWithShortcut(page);
    await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Recent' })).toBeVisible();
    await page.getByRole('button', { name: 'Save this search' }).first().click();
    await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove this search from favorites' }).first().click();
    await expect(page.getByText('No recent searches')).toBeVisible();
  });

  test('says when nothing matches, with suggestions and a pre-filled report link', async ({ page }) => {
    await openSearchWithShortcut(page);
    // DocSearch suggests the sections of the previous results.
    await input(page).fill('router');
    await expect(hits(page).first()).toBeVisible(FIRST_ANSWER);
    await input(page).fill('zzqqxxkkjj');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults strong')).toHaveText(/zzqqxxkkjj/);
    await expect(page.getByText('Try searching for')).toBeVisible();
    const suggestion = page.locator('.DocSearch-Prefill').first();
    await expect(suggestion).toBeVisible();
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    const report = page.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute('href', /^https:\/\/github\.com\/trpc\/trpc\/issues\/new\?.*zzqqxxkkjj/);
    // A suggestion searches for itself.
    await suggestion.click();
    await expect(hits(page).first()).toBeVisible();
  });

  test('hostile queries are shown as text, never run as HTML', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await openSearchWithShortcut(page);
    for (const q of [
      '<img src=x onerror=alert(1)>',
      '"><script>alert(1)</script>',
      '.*+?^${}()|[]\\',
      'über 日本語 😀',
    ]) {
      await input(page).fill(q);
      await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
      await expect(page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script')).toHaveCount(0);
    }
    expect(dialogs).toBe(0);
  });
});

test.describe('search loading and failures', () => {
  // The warm-up in idle time is what these tests check (see fixtures: saveData).
  test.use({ saveData: false });

  test('local mode contacts no search host and shows no hosted-service branding', async ({ page }) => {
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);
    await search(page, 'router');
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  });

  test('the engine and index load once the page is idle, with no hover or key press', async ({ page }) => {
    const requests: Request[] = [];
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (!r.url().includes('/search-index/')) return;
      requests.push(r);
      indexRequests.push(r.url());
    });
    await page.goto('/docs/quickstart');
    // No interaction at all: a keyboard reader hovers nothing before Ctrl+K.
    // The current docs need their own shard and the pages shard (requested
    // one after the other, not always together), not 10.x or 9.x.
    const requested = (part: string) => indexRequests.some((u) => u.includes(part));
    await expect.poll(() => requested('docs-default-current') && requested('/en.default.json')).toBe(true);
    expect(await requestedBeforeLoad(page, requests), 'nothing competes with the page’s own loading').toEqual([]);
    expect(indexRequests.some((u) => /docs-default-(10|9)\.x/.test(u))).toBe(false);
    // In workers: the page's own fetches never include a shard.
    expect(page.workers().length).toBeGreaterThan(0);
    const pageFetches = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((e) => e.name.includes('/search-index/')),
    );
    expect(pageFetches).toEqual([]);
  });

  for (const path of ['/docs/quickstart', '/docs/v10/quickstart']) {
    test(`${path}: where a keyboard is likely, search gets ready from the load event on, so Ctrl+K loads no more code`, async ({
      page,
    }) => {
      // What the page posts to the titles worker: the warm-up started at
      // `load` must ask for the titles the search bar asks for once hydrated.
      await page.addInitScript(() => {
        const posted: unknown[] = [];
        (window as unknown as { titlesWorkerMessages: unknown[] }).titlesWorkerMessages = posted;
        const Native = window.Worker;
        window.Worker = class extends Native {
          private readonly titles: boolean;
          constructor(url: string | URL, options?: WorkerOptions) {
            super(url, options);
            this.titles = options?.name === 'local-search-titles';
          }
          override postMessage(message: unknown): void {
            if (this.titles) posted.push(message);
            super.postMessage(message);
          }
        } as typeof Worker;
      });
      const titles: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('.titles.json')) titles.push(r.url());
      });
      const response = await page.goto(path);
      await waitForHydration(page);
      // The pages' titles and the version's, fetched by the titles worker.
      await expect.poll(() => titles.length).toBe(2);
      await page.waitForLoadState('networkidle');
      // Nothing of search competes with the page's own loading: every script
      // requested before the load event is one the HTML names.
      const named = scriptsNamedIn(await response!.text());
      expect((await scriptsBeforeLoad(page)).filter((u) => !named.includes(u))).toEqual([]);
      type Posted = { type: string; id: number; facetFilters: unknown };
      const warmUps = () =>
        page.evaluate(() =>
          (window as unknown as { titlesWorkerMessages: Posted[] }).titlesWorkerMessages.filter(
            (m) => m.type === 'warmUp',
          ),
        );
      await expect
        .poll(async () => (await warmUps()).map((m) => m.id), { message: 'the warm-up at load, then the search bar’s' })
        .toEqual([0, 1]);
      const [atLoad, fromSearchBar] = await warmUps();
      expect(atLoad!.facetFilters).toEqual(fromSearchBar!.facetFilters);

      const code = await recordPageCode(page);
      await openSearchWithShortcut(page);
      await input(page).fill('router');
      await expect(hits(page).first()).toBeVisible();
      expect(await code(), 'Ctrl+K loads no more code').toEqual([]);
      expect(titles, 'nor the titles again').toHaveLength(2);
    });
  }

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test('the modal’s code waits until the reader touches the search button', async ({ page }) => {
      await page.goto('/docs/quickstart');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await idle(page);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.getByRole('button', { name: /^Search/ }).tap();
      await expect(input(page)).toBeFocused();
      expect(scripts.length, 'the modal’s code loaded on the touch').toBeGreaterThan(0);
    });
  });

  test.describe('on a Save-Data connection', () => {
    test.use({ saveData: true });

    test('on a Save-Data connection the index waits until the reader heads for search', async ({ page }) => {
      const indexRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/search-index/')) indexRequests.push(r.url());
      });
      await page.goto('/docs/quickstart');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await idle(page);
      expect(indexRequests).toEqual([]);
      await page.getByRole('button', { name: /^Search/ }).hover();
      await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
    });
  });

  test('a Ctrl+K pressed before the page has hydrated opens search once it has', async ({ page }) => {
    // The page's last chunk is held back: the page shows and its main script
    // runs (the client modules with it), but React waits for the chunk.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const response = await page.request.get('/docs/quickstart');
    const scripts = scriptsNamedIn(await response.text());
    const last = scripts.at(-1)!;
    expect(last).not.toMatch(/\/(runtime~main|main)\./);
    await page.route(`**${last}`, async (route) => {
      await held;
      await route.continue();
    });
    // Not "domcontentloaded": that waits for every deferred script, the held one too.
    await page.goto('/docs/quickstart', { waitUntil: 'commit' });
    // The entry has started (plugins/client-runtime/src/client/clientEntry.tsx);
    // the client modules run a few tasks later, and from then on a press is
    // held. Pressed a few times over half a second, while nothing hydrates.
    await page.waitForFunction(() => 'docusaurus' in window);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('ControlOrMeta+k');
      await page.waitForTimeout(100);
    }
    expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).toBe('false');
    await expect(input(page)).toHaveCount(0);
    release();
    await waitForHydration(page);
    await expect(input(page)).toBeFocused();
  });

  test('answers from the page titles first, then shows the full results without another keystroke', async ({
    page,
  }) => {
    // Holds back the worker that indexes every record (named "local-search")
    // until the test lets it go, so the titles-only worker answers first
    // whatever the machine's load.
    await page.addInitScript(() => {
      const Native = window.Worker;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      (window as unknown as { releaseFullIndex: () => void }).releaseFullIndex = release;
      window.Worker = class extends Native {
        private readonly held: boolean;
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          this.held = options?.name === 'local-search';
        }
        override postMessage(message: unknown): void {
          if (this.held) void gate.then(() => super.postMessage(message));
          else super.postMessage(message);
        }
      };
    });
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    await openSearchWithShortcut(page);
    await input(page).fill('router');
    await expect(hits(page).first()).toBeVisible(FIRST_ANSWER);
    const footer = page.getByRole('link', { name: /See all \d+ results/ });
    const count = async () => Number(/\d+/.exec((await footer.textContent()) ?? '')?.[0]);
    const fromTitles = await count();
    expect(fromTitles).toBeGreaterThan(0);
    await page.evaluate(() => (window as unknown as { releaseFullIndex: () => void }).releaseFullIndex());
    // The body text matches too: more results, with no key pressed.
    await expect.poll(count, FIRST_ANSWER).toBeGreaterThan(fromTitles);
    await expect(input(page)).toHaveValue('router');
    await expect(input(page)).toBeFocused();
  });

  test('the index is fetched, indexed and searched in a Web Worker, not on the page', async ({ page }) => {
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    await search(page, 'router');
    expect(page.workers().map((w) => w.url())).toContainEqual(expect.stringMatching(/\/assets\/js\/[\w.]+\.js$/));
    // The page's own fetches never include a shard: the worker makes them.
    const pageFetches = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((e) => e.name.includes('/search-index/')),
    );
    expect(pageFetches).toEqual([]);
  });

  for (const [name, setup] of [
    [
      'without Web Workers',
      async (page: Page) => {
        await page.addInitScript(() => {
          delete (window as { Worker?: unknown }).Worker;
        });
        return () => expect(page.workers()).toEqual([]);
      },
    ],
    [
      'when the worker scripts fail to load',
      async (page: Page) => {
        // Chunk files are named by id: learn the workers' URLs (the full
        // index's and the titles') in a page of its own first, then refuse them.
        const probe = await page.context().newPage();
        const workerUrls = new Set<string>();
        probe.on('worker', (worker) => workerUrls.add(worker.url()));
        await probe.goto('/docs/quickstart');
        await waitForHydration(probe);
        await search(probe, 'router');
        // The titles answer "router"; the full index's worker starts a moment later.
        await expect.poll(() => workerUrls.size, { message: 'the full index’s worker and the titles’' }).toBe(2);
        await probe.close();
        let refused = 0;
        for (const url of workerUrls) {
          await page.route(url, (route) => {
            refused++;
            return route.fulfill({ status: 404 });
          });
        }
        return () => expect(refused).toBe(2);
      },
    ],
  ] as const) {
    test(`searches on the page ${name}`, async ({ page, guard }) => {
      // Up to three page loads, each warming the search workers: slow on a loaded machine.
      test.slow();
      guard.allowConsoleError('Failed to load resource');
      const check = await setup(page);
      await page.goto('/docs/quickstart');
      await waitForHydration(page);
      await search(page, 'middlewares');
      await expect(hits(page).first()).toHaveAttribute('href', /\/docs\/server\/middlewares/);
      check();
      await page.goto('/search?q=context');
      await expect(page.locator('article h2 a').first()).toHaveAttribute(
        'href',
        /\/docs\/server\/context/,
        FIRST_ANSWER,
      );
    });
  }

  for (const [name, fault] of [
    ['unreachable', 'abort'],
    ['corrupt', 'corrupt'],
    ['missing', '404'],
  ] as const) {
    test(`the error screen shows when the index is ${name}`, async ({ page, guard }) => {
      guard.allowConsoleError('Failed to load resource');
      await page.route('**/search-index/**', (route) =>
        fault === 'abort'
          ? route.abort('internetdisconnected')
          : fault === 'corrupt'
            ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"version":1,"records":[{"url":' })
            : route.fulfill({ status: 404, body: 'Not found' }),
      );
      await page.goto('/docs/quickstart');
      await waitForHydration(page);
      await openSearchWithShortcut(page);
      await input(page).fill('router');
      await expect(page.getByText('Unable to fetch results')).toBeVisible();
      await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
      // It stays on the error screen rather than flipping to "no results".
      await page.waitForTimeout(500);
      await expect(page.getByText('Unable to fetch results')).toBeVisible();
      await expect(page.getByText('No results for')).toHaveCount(0);
    });
  }

  test('a search slower than 300 ms shows the stalled state', async ({ page }) => {
    // The index is held back until the stalled state has shown: a fixed delay
    // could end before the search is typed (the workers start once the page is idle).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-index/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    await openSearchWithShortcut(page);
    await input(page).fill('router');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    release();
    await expect(hits(page).first()).toBeVisible(FIRST_ANSWER);
  });
});

test.describe('search page', () => {
  test('searches with the same engine, shows the query safely and selects a docs version', async ({ page }) => {
    const shards: string[] = [];
    page.on('request', (r) => {
      // A shard's titles file (the quick tier's) counts as that shard.
      const m = /\/search-index\/([^/?]+)$/.exec(new URL(r.url()).pathname);
      if (m) shards.push(m[1]!.replace(/\.titles\.json$/, '.json'));
    });
    await page.goto('/search?q=quickstart');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “quickstart”');
    const results = page.locator('article h2 a');
    await expect(results.first()).toBeVisible(FIRST_ANSWER);
    expect(await results.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).not.toContainEqual(
      expect.stringMatching(/\/docs\/v(9|10)\//),
    );
    // Only the shards the filters name: pages and blog, and the version searched
    // (fetched by the search workers: the one that indexes everything and,
    // when the page warms the search up, the titles file of the quick one).
    const fetched = () => [...new Set(shards)].sort();
    expect(fetched()).toEqual(['en.default.json', 'en.docs-default-current.json']);
    const version = page.getByRole('combobox', { name: 'Docs version' });
    await expect(version.locator('option')).toHaveText(['11.x', '10.x', '9.x']);
    await version.selectOption('10.x');
    await expect(results.first()).toHaveAttribute('href', /\/docs\/v10\//, FIRST_ANSWER);
    expect(fetched()).toEqual(['en.default.json', 'en.docs-default-10.x.json', 'en.docs-default-current.json']);
  });

  test('loads more results as the reader scrolls', async ({ page }) => {
    await page.goto('/search?q=the');
    await waitForHydration(page);
    const results = page.locator('article h2 a');
    await expect(results.first()).toBeVisible(FIRST_ANSWER);
    const first = await results.count();
    expect(first).toBe(15);
    await page.getByText('Loading more results…').scrollIntoViewIfNeeded();
    await expect.poll(() => results.count()).toBeGreaterThan(first);
  });

  test('renders hostile, overlong and unusual queries as text', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${hostile}”`);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);

    await page.goto(`/search?q=${'a'.repeat(10_000)}`);
    await waitForHydration(page);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('a'.repeat(512));

    await page.goto(`/search?q=${encodeURIComponent('(.*)[ü] 日本 $^')}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('(.*)[ü] 日本 $^');
    expect(dialogs).toBe(0);
  });

  test('shows the error message when the index cannot be loaded', async ({ page, guard }) => {
    guard.allowConsoleError('Failed to load resource');
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/search?q=router');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
  });
});
