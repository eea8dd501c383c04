import { expect, hoverUntilPreloaded, recordPageCode, test, waitForHydration } from './fixtures';

/** Page chrome: navbar, colour mode, announcement bar, mobile layout, metadata. */

test.describe('navbar', () => {
  test('has the docs links, icon links and the version dropdown', async ({ page }) => {
    await page.goto('/docs/quickstart');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Docs', 'Quickstart', 'Awesome tRPC Collection', 'Using Next.js']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'GitHub repository' })).toHaveAttribute(
      'href',
      'https://github.com/trpc/trpc',
    );
    await expect(nav.getByRole('link', { name: 'tRPC on X' })).toHaveAttribute('href', /x\.com\/trpcio/);
    await expect(nav.getByRole('link', { name: 'tRPC Discord server' })).toBeVisible();
    await expect(nav.getByRole('button', { name: '11.x' }).or(nav.getByRole('link', { name: '11.x' }))).toBeVisible();
  });

  test('keeps every label on one line and the brand whole, down to the mobile layout', async ({ page }) => {
    // 997 px is the narrowest desktop width; 1,120 the widest with tighter items.
    for (const width of [997, 1024, 1121, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/docs/v9/quickstart');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Using Next.js', exact: true })).toBeVisible();
      const boxes = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('.navbar__inner .navbar__link, .navbar__title'), (el) => ({
          text: el.textContent?.trim() ?? '',
          height: el.getBoundingClientRect().height,
          clipped: el.scrollWidth > el.clientWidth,
          lineHeight: parseFloat(getComputedStyle(el).lineHeight),
        })),
      );
      for (const box of boxes.filter((b) => b.text)) {
        expect(box.clipped, `${box.text} at ${width} px is cut short`).toBe(false);
        expect(box.height, `${box.text} at ${width} px wraps`).toBeLessThan(2 * box.lineHeight);
      }
    }
  });

  test('highlights only the link of the page the reader is on', async ({ page }) => {
    await page.goto('/docs/server/routers');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Quickstart', 'Awesome tRPC Collection', 'Using Next.js']) {
      await expect(nav.getByRole('link', { name, exact: true })).not.toHaveClass(/navbar__link--active/);
    }
    await page.goto('/docs/quickstart');
    await expect(nav.getByRole('link', { name: 'Quickstart', exact: true })).toHaveClass(/navbar__link--active/);
    await expect(nav.getByRole('link', { name: 'Using Next.js', exact: true })).not.toHaveClass(/navbar__link--active/);
  });

  test('right-clicking the brand opens the media page', async ({ page }) => {
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    await page.locator('.navbar__brand').click({ button: 'right' });
    await expect(page).toHaveURL(/\/media$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('hides on scroll down and shows again on scroll up', async ({ page }) => {
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await page.mouse.move(600, 400);
    for (let i = 0; i < 6; i++) {
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(50);
    }
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -150);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });
});

test.describe('footer', () => {
  test('has the Docs, Community and More columns', async ({ page }) => {
    await page.goto('/docs/quickstart');
    const footer = page.locator('footer');
    const columns = footer.locator('.footer__title');
    await expect(columns).toHaveText(['Docs', 'Community', 'More']);
    await expect(footer.getByRole('link', { name: 'FAQ / Troubleshooting' })).toHaveAttribute('href', '/docs/faq');
    await expect(footer.getByRole('link', { name: 'Usage with Next.js' })).toHaveAttribute(
      'href',
      '/docs/client/nextjs',
    );
    await expect(footer.getByRole('link', { name: 'Discord' })).toHaveAttribute('href', 'https://trpc.io/discord');
    await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  // The browser keeps the footer the server wrote (src/theme/Footer).
  test('stays as the server wrote it across pages, and its links navigate inside the app', async ({ page }) => {
    const links = () =>
      page
        .locator('footer.footer a')
        .evaluateAll((anchors) => anchors.map((a) => `${a.textContent} ${a.getAttribute('href')}`));
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    const written = await links();
    expect(written.length).toBeGreaterThan(6);
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await page.locator('.navbar').getByRole('link', { name: 'Awesome tRPC Collection' }).click();
    await expect(page).toHaveURL(/\/docs\/community\/awesome-trpc$/);
    await expect(page.locator('footer.footer')).toHaveCount(1);
    expect(await links()).toEqual(written);

    await page.locator('footer.footer').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    // The URL changes first; wait for the blog's page (and its footer) to render.
    await expect(page.locator('html')).toHaveClass(/blog-list-page/);
    await expect(page.locator('footer.footer')).toHaveCount(1);
    expect(await links()).toEqual(written);
    await page.locator('footer.footer').getByRole('link', { name: 'FAQ / Troubleshooting' }).press('Enter');
    await expect(page).toHaveURL(/\/docs\/faq$/);
    await expect(page.locator('h1').first()).toHaveText('FAQ / Troubleshooting');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });
});

test.describe('colour mode', () => {
  test('defaults to light and stores the reader choice under "theme"', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const codeBg = () =>
      page
        .locator('.theme-code-block pre')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const lightCode = await codeBg();

    // The toggle cycles through its choices; click until the page is dark.
    const toggle = page.locator('nav.navbar').getByRole('button', { name: /mode/i }).first();
    for (let i = 0; i < 3 && (await html.getAttribute('data-theme')) !== 'dark'; i++) await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // Code blocks switch to the dark highlight theme with the page.
    await expect.poll(codeBg).not.toBe(lightCode);

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('follows the system preference when nothing is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('a system scheme change updates and stores the theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/docs/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });
});

test.describe('announcement bar', () => {
  test('can be dismissed, stays dismissed, and returns when its id changes', async ({ page }) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    const bar = page.locator('div[class*="announcementBar_"]');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(bar).toBeHidden();
    // A new announcement (different id) shows again despite the old dismissal.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(bar).toBeVisible();
  });
});

test.describe('mobile layout', () => {
  test('at 996px and below the sidebar opens from the menu button and is forced closed on desktop width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    // The bar keeps its touch targets apart: the icon links move to the menu.
    await expect(page.locator('.navbar__inner').getByRole('link', { name: 'tRPC Discord server' })).toBeHidden();
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'tRPC Discord server' })).toBeVisible();
    const mobileSidebar = page.locator('.navbar-sidebar');
    await expect(mobileSidebar).toBeVisible();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar__items')).toContainText('Quickstart');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    // The desktop sidebar, not hydrated in the narrow window, renders whole
    // once the window is wide, and its links navigate in the app.
    const desktop = page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu');
    await expect(desktop.locator('a[aria-current="page"]')).toHaveText('Quickstart');
    const start = await page.evaluate(() => performance.timeOrigin);
    await desktop.getByRole('link', { name: 'Concepts', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/concepts$/);
    await expect(desktop.locator('a[aria-current="page"]')).toHaveText('Concepts');
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(start);
  });

  test('the menu renders when the reader heads for its button, before it opens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: /toggle navigation bar/i });
    // Not on every page a phone opens: only once the reader points at or focuses the button.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await toggle.hover();
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await toggle.click();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar__items')).toContainText('Quickstart');

    await page.goto('/docs/concepts');
    await waitForHydration(page);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await toggle.focus();
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  });

  test('a doc page hydrated in a narrow window drops the hidden desktop sidebar and serves the menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const response = await page.goto('/docs/server/routers');
    expect(await response!.text()).toContain('theme-doc-sidebar-menu');
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu')).toHaveCount(0);
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    const menu = page.locator('.navbar-sidebar__items');
    await expect(menu.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveText('Define Routers');
    await menu.getByRole('link', { name: 'Middlewares', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/server\/middlewares$/);
    await expect(page.locator('article h1')).toContainText('Middlewares');
  });
});

test.describe('doc page chrome and metadata', () => {
  test('breadcrumbs, table of contents levels 2–3, title delimiter and metadata', async ({ page }) => {
    await page.goto('/docs/quickstart');
    await expect(page).toHaveTitle(/^Quickstart \| tRPC$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    const tocLevels = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) =>
        links.map((a) => document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))?.tagName),
      );
    expect(tocLevels.length).toBeGreaterThan(0);
    expect(new Set(tocLevels)).toEqual(new Set(tocLevels.filter((t) => t === 'H2' || t === 'H3')));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://trpc.io/docs/quickstart');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      'https://trpc.io/docs/quickstart',
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Quickstart | tRPC');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/trpc\.io\//);
  });

  test('paths ending in .html and index.html reach the bare page', async ({ page }) => {
    for (const path of ['/docs/quickstart/index.html', '/docs/quickstart.html']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page).toHaveURL(/\/docs\/quickstart\/?$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Quickstart' })).toBeVisible();
    }
  });
});

test.describe('route-change progress bar', () => {
  test('appears once a navigation has taken 200 ms, fills while it loads, and goes when the page renders', async ({
    page,
  }) => {
    // Save-Data (the specs' default): no link prefetches or hover preloads, so the click itself loads the page's code.
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const started = Date.now();
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/concepts"]').click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeAttached();
    expect(Date.now() - started, 'not before the 200 ms delay').toBeGreaterThanOrEqual(200);
    const first = await bar.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    await page.waitForTimeout(1000);
    const later = await bar.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    expect(later, 'the bar trickles forward').toBeGreaterThan(first);
    await expect(page.locator('h1')).toHaveText('Concepts');
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/nprogress-busy/);
  });

  test.describe('with hover preloads', () => {
    test.use({ saveData: false });

    test('shows nothing for a navigation that is ready at once', async ({ page }) => {
      await page.goto('/docs/quickstart');
      await waitForHydration(page);
      const link = page.locator('.theme-doc-sidebar-menu a[href="/docs/concepts"]');
      await hoverUntilPreloaded(page, link);
      // When the click came and when a bar first showed, on the page's clock.
      await page.evaluate(() => {
        const w = window as unknown as { clickAt: number | null; barAt: number | null };
        w.clickAt = null;
        w.barAt = null;
        document.addEventListener('click', () => (w.clickAt ??= performance.now()), { capture: true });
        new MutationObserver(() => {
          if (document.getElementById('nprogress')) w.barAt ??= performance.now();
        }).observe(document.body, { childList: true });
      });
      const scripts = await recordPageCode(page);
      await link.click();
      await expect(page.locator('h1')).toHaveText('Concepts');
      await page.waitForTimeout(400);
      // Ready at once: hovering loaded all its code, so the click fetched none.
      expect(await scripts(), 'scripts requested by the click').toEqual([]);
      // The bar waits 200 ms for a navigation to finish. With the code loaded it
      // finishes well within that on a quiet machine, and no bar shows; a busy
      // one (CI runs other checks beside the specs) can take longer to render
      // the page, and then the bar may show, but never before those 200 ms.
      const { clickAt, barAt } = await page.evaluate(() => {
        const w = window as unknown as { clickAt: number | null; barAt: number | null };
        return { clickAt: w.clickAt, barAt: w.barAt };
      });
      expect(clickAt).not.toBeNull();
      if (barAt !== null) expect(barAt - clickAt!, 'a bar shows only after 200 ms').toBeGreaterThanOrEqual(200);
    });
  });
});

test.describe('error handling', () => {
  test('the home page shows no "did not load properly" banner: the client is there as soon as main.js has run', async ({
    page,
  }) => {
    // The home page's server-rendered base-URL check inserts that banner at
    // DOMContentLoaded unless window.docusaurus exists by then. The client
    // entry defines it as main.js runs (a script's load event follows its
    // run at once), before it evaluates the rest in later tasks.
    await page.addInitScript(() => {
      const seen: Record<string, string> = {};
      (window as unknown as { clientSeen: Record<string, string> }).clientSeen = seen;
      document.addEventListener(
        'load',
        (event) => {
          const src = (event.target as HTMLScriptElement).src ?? '';
          if (/\/main\.[\w]+\.js$/.test(src)) seen.afterMain = typeof window.docusaurus;
        },
        true,
      );
      document.addEventListener('DOMContentLoaded', () => {
        seen.atContentLoaded = typeof window.docusaurus;
      });
    });
    await page.goto('/');
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { clientSeen: unknown }).clientSeen)).toEqual({
      afterMain: 'object',
      atContentLoaded: 'object',
    });
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
    expect(await page.evaluate(() => typeof window.docusaurus.prefetch)).toBe('function');
  });

  test('with main.js blocked, the home page inserts the "did not load properly" banner, and the stylesheet keeps it hidden', async ({
    page,
    guard,
  }) => {
    // Chromium logs the blocked request.
    guard.allowConsoleError('Failed to load resource');
    await page.route(/\/main\.\w+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.waitForLoadState('load');
    // The server-rendered check found no client and inserted the banner…
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(1);
    // …which upstream's CSS (the "double security") hides when the CSS loads.
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toBeHidden();
  });

  test('unknown paths show the not-found page', async ({ page, guard }) => {
    // The browser logs the 404 answer itself; that is the expected outcome.
    guard.allowConsoleError('status of 404');
    const response = await page.goto('/docs/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    await expect(page.locator('nav.navbar')).toBeVisible();
  });

  test('a client-side navigation to an unknown path shows the not-found page too', async ({ page }) => {
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  });

  test('a page crash shows the fallback, and "Try again" clears the error', async ({ page, guard }) => {
    guard.allowConsoleError('asked to crash');
    guard.allowConsoleError('The above error occurred');
    await page.goto('/crash-test');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('This page crashed');
    await expect(page).toHaveTitle(/^Page Error/);
    const main = page.locator('main');
    await expect(main).toContainText('The crash-test page was asked to crash');
    await expect(main).toContainText('Thrown on purpose to show the error fallback');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crash test' })).toBeVisible();
  });

  test('the crash-test page stays out of the sitemap and asks robots not to index it', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('crash-test');
    await page.goto('/crash-test');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
