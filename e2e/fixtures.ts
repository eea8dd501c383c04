import fs from 'node:fs';
import path from 'node:path';
import { type Locator, type Page, type Request, type Response, test as base, expect } from '@playwright/test';
import type { AxeResults, RunOptions, Spec } from 'axe-core';

/**
 * Every spec runs with a guarded page: it fails the test on any console
 * error, uncaught page error, or request that leaves 127.0.0.1. Such a
 * request also fails: the browser resolves no host name but 127.0.0.1 and
 * localhost (`LOCAL_HOSTS_ONLY` in scripts/chromium.ts, which playwright.config.ts passes), so nothing reaches a
 * third party. The guard only listens to requests: intercepting every one
 * (Playwright's `route`) would turn off the browser's HTTP cache, and each
 * page would then download and compile the site's scripts again (a quarter
 * of a page's load in the sitemap walk, 620 against 467 ms). A test that answers a
 * third-party request itself (`page.route`) names it with
 * `guard.allowExternal`. A project whose build turns on opt-in third-party
 * scripts lists them in the `optInScripts` option: those requests are
 * answered with an empty script and recorded instead.
 *
 * Pages load as on a connection that asks to save data (`saveData`, on by
 * default): the site then starts no work in idle time, neither the search
 * workers that index the whole site nor the prefetching of linked pages'
 * code, nor preloads on hover. That work, the same on every page, only
 * competes with each test for a 2-core machine; the specs that test it, or
 * that test what a reader gets once it has run (prefetch, hover, search),
 * set `saveData` off.
 */
export interface PageGuard {
  consoleErrors: string[];
  pageErrors: string[];
  externalRequests: string[];
  /** Requests to the project's `optInScripts`, answered locally. */
  optInRequests: string[];
  /** Expected console errors (e.g. the crash-test page), by substring. */
  allowConsoleError(substring: string): void;
  /** Third-party requests the test answers itself with `page.route`: URLs starting with a string, or matching a pattern. */
  allowExternal(url: string | RegExp): void;
}

function isLocal(url: string): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:') || url.startsWith('about:')) return true;
  try {
    const { hostname } = new URL(url);
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
  } catch {
    return false;
  }
}

/** The page's path and query, to say where an error happened (a test may visit several pages). */
function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

export const test = base.extend<{ guard: PageGuard; optInScripts: string[]; saveData: boolean }>({
  optInScripts: [[], { option: true }],
  saveData: [true, { option: true }],
  guard: [
    async ({ page, optInScripts, saveData }, use) => {
      if (saveData) {
        await page.addInitScript(() => {
          Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } });
        });
      }
      const allowed: string[] = [];
      const allowedExternal: (string | RegExp)[] = [];
      const guard: PageGuard = {
        consoleErrors: [],
        pageErrors: [],
        externalRequests: [],
        optInRequests: [],
        allowConsoleError: (s) => allowed.push(s),
        allowExternal: (url) => allowedExternal.push(url),
      };
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (!allowed.some((s) => text.includes(s))) guard.consoleErrors.push(`${text} (on ${pathOf(page)})`);
      });
      page.on('pageerror', (error) => {
        if (!allowed.some((s) => error.message.includes(s)))
          guard.pageErrors.push(`${error.message} (on ${pathOf(page)})`);
      });
      // The context's requests include its workers' and frames'.
      page.context().on('request', (request) => {
        const url = request.url();
        const expected = allowedExternal.some((a) => (typeof a === 'string' ? url.startsWith(a) : a.test(url)));
        if (isLocal(url) || expected) return;
        if (optInScripts.includes(url)) guard.optInRequests.push(url);
        else guard.externalRequests.push(url);
      });
      if (optInScripts.length > 0) {
        await page.context().route(
          (url) => optInScripts.includes(url.toString()),
          (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
        );
      }
      await use(guard);
      expect(guard.externalRequests, 'requests that left 127.0.0.1').toEqual([]);
      expect(guard.pageErrors, 'uncaught page errors').toEqual([]);
      expect(guard.consoleErrors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Paths listed in the built sitemap, e.g. "/docs/quickstart". */
export function sitemapPaths(): string[] {
  const file = path.join(__dirname, '..', 'build', 'sitemap.xml');
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/**
 * Resolves once the server-rendered page is hydrated: Docusaurus marks
 * <html data-has-hydrated> from an effect, so the hydration render has
 * committed; one more frame lets the other effects that register listeners
 * run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Resolves after two idle periods of the page, by which time work queued for idle time has run. */
export const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), { timeout: 2000 }),
      ),
  );

/**
 * Hovers a link and waits until the page's code it preloads has arrived:
 * the page's module, then the HTML of its code blocks (plugins/code-highlight),
 * two rounds of scripts, each requested once the one before has run. Waits
 * for an idle period with no script in flight and none started since the
 * last. Returns how many scripts started. Requests, not a count: one started
 * before the listeners (search's code and workers' scripts, fetched from the
 * `load` event on or once the page is idle) may finish after them.
 */
export async function hoverUntilPreloaded(page: Page, link: Locator): Promise<number> {
  const inFlight = new Set<Request>();
  let started = 0;
  const onRequest = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    inFlight.add(request);
    started++;
  };
  const done = (request: Request) => inFlight.delete(request);
  page.on('request', onRequest);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    await link.hover();
    let seen = -1;
    await expect
      .poll(async () => {
        await idle(page);
        const settled = inFlight.size === 0 && started === seen;
        seen = started;
        return settled;
      })
      .toBe(true);
    return started;
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
}

/** The scripts a page's HTML names (`<script src=…>`), as served. */
export function scriptsNamedIn(html: string): string[] {
  return [...html.matchAll(/<script src="?([^\s>"]+)/g)].map((m) => m[1]!);
}

/**
 * The paths of the scripts the page requested before its `load` event, on
 * its own clock (search starts loading in a `load` listener, and Playwright
 * can hear of the event after the requests made there).
 */
export function scriptsBeforeLoad(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' && entry.startTime < navigation!.loadEventStart)
      .map((entry) => new URL(entry.name).pathname);
  });
}

/**
 * Of these requests (a worker's too), those sent before the page's `load`
 * event, on the browser's clock rather than by when Playwright heard of it.
 */
export async function requestedBeforeLoad(page: Page, requests: Request[]): Promise<string[]> {
  const loadStart = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance.timeOrigin + navigation!.loadEventStart;
  });
  return requests.filter((request) => request.timing().startTime < loadStart).map((request) => request.url());
}

/**
 * Records the scripts and stylesheets the page loads for itself from now on,
 * from its own resource timing: a Web Worker's fetches (search's workers
 * start from the `load` event on, or once the page is idle) are not in it,
 * a worker's own script is not a `script` entry, and a prefetch (`<link
 * rel=prefetch>`) is neither. Call the function returned to read them; an
 * entry comes when its load has ended, so read once what the test waits
 * for has shown.
 */
export async function recordPageCode(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { pageCode: string[] };
    w.pageCode = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        if (entry.initiatorType === 'script' || new URL(entry.name).pathname.endsWith('.css')) {
          w.pageCode.push(entry.name);
        }
      }
    }).observe({ type: 'resource' });
  });
  return () => page.evaluate(() => (window as unknown as { pageCode: string[] }).pageCode);
}

/**
 * The text of every script the page receives while `action` runs. The
 * bodies are read after it, from responses the page still holds: a listener
 * that read them itself could still be reading when the test ends.
 */
export async function scriptsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const responses: Response[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  };
  page.on('response', onResponse);
  try {
    await action();
  } finally {
    page.off('response', onResponse);
  }
  return Promise.all(responses.map((response) => response.text()));
}

/**
 * Opens the search modal with Ctrl/Cmd+K and waits for its focused input.
 * The shortcut is pressed again only while the modal is neither open nor
 * opening: the first press may come before the keyboard listener exists,
 * and on a loaded machine the modal's code can take seconds to arrive.
 */
export async function openSearchWithShortcut(page: Page): Promise<void> {
  const input = page.locator('.DocSearch-Input');
  await expect(async () => {
    const opening = await page.evaluate(() => document.body.classList.contains('DocSearch--active'));
    if (!opening && !(await input.isVisible())) await page.keyboard.press('ControlOrMeta+k');
    await expect(input).toBeFocused({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * axe-core's script, as @axe-core/playwright resolves it. The specs run it
 * themselves: the builder of @axe-core/playwright evaluates all of its
 * ~550 KB twice before every check, about a third of a check's time.
 */
const AXE_SOURCE = fs.readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [path.dirname(require.resolve('@axe-core/playwright'))] }),
  'utf8',
);

/** What a rule's `matches` is called with: the element, and axe's own node for it. */
type AxeMatches = (node: Element, virtualNode: unknown) => boolean;

type AxeWindow = {
  axe?: {
    run(context: Document, options: RunOptions): Promise<AxeResults>;
    configure(spec: Spec): void;
    /** axe's loaded rules (not a documented API: blockingViolations fails loudly if it moves). */
    _audit: {
      rules: {
        id: string;
        impact?: string;
        tags: string[];
        enabled?: boolean;
        matches: AxeMatches;
        allMatches?: AxeMatches;
      }[];
    };
  };
};

/**
 * Puts axe-core in every document the page loads, before the page's own
 * scripts (it only defines `window.axe`): a page that goes through many
 * documents then compiles it once, not at every check.
 */
export async function preloadAxe(page: Page): Promise<void> {
  await page.addInitScript({ content: AXE_SOURCE });
}

/**
 * Serious and critical violations of the axe-core rules (WCAG 2.0, 2.1 and
 * 2.2 A and AA, and the best practices; not the experimental rules) on the
 * page, as "rule (impact): targets". axe runs once in the page (our pages
 * have no cross-origin frames to reach), and only violations carry their
 * nodes.
 *
 * The colour-contrast rule leaves out the lines of code blocks
 * (`.token-line`) unless `codeLines` is set: their colours are the code
 * theme's, which `src/data/codeThemes.test.ts` checks for every token on
 * the block and on a highlighted line, in both modes, and the thousand or so
 * code elements of a guide page took about two fifths of axe's time there. Every other rule still
 * sees them, and the contrast rule still sees the rest of each block (the
 * errors shown under a line, the copy button). `hovers.spec.ts`, which
 * checks what a hovered or focused identifier shows, sets `codeLines`.
 */
export async function blockingViolations(page: Page, { codeLines = false } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (codeLines) => {
    const BLOCKING = ['serious', 'critical'];
    const axe = (window as AxeWindow).axe!;
    // Only the targets are reported: axe need not copy each element's HTML (2% of its time on guide pages).
    axe.configure({ noHtml: true });
    const rule = axe._audit.rules.find((r) => r.id === 'color-contrast');
    if (!rule) throw new Error('axe-core has no color-contrast rule: re-read blockingViolations in e2e/fixtures.ts');
    rule.allMatches ??= rule.matches;
    rule.matches = codeLines
      ? rule.allMatches
      : function (this: unknown, node, virtualNode) {
          return !node.closest('.token-line') && rule.allMatches!.call(this, node, virtualNode);
        };
    // Only the rules that can fail the check: axe gives every violation of a
    // rule that rule's impact, so a rule of moderate or minor impact (the
    // region and heading-order rules among them) could only find what is
    // filtered out below. Experimental rules are off, as by default.
    const blocking = axe._audit.rules.filter(
      (r) => r.enabled !== false && !r.tags.includes('experimental') && BLOCKING.includes(r.impact ?? 'critical'),
    );
    const { violations } = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'rule', values: blocking.map((r) => r.id) },
    });
    // Only what the caller needs crosses back to the test runner.
    return violations
      .filter((v) => BLOCKING.includes(v.impact ?? ''))
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, codeLines);
}
