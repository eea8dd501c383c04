import fs from 'node:fs';
import path from 'node:path';
import { LEGACY_REDIRECTS, legacyRedirectsTo } from '../src/data/legacyRedirects';
import { test as httpTest } from '@playwright/test';
import { expect, sitemapPaths, test } from './fixtures';

/**
 * Every legacy path of the reference host's redirect rules
 * (`../shared/spec/redirects.tsv`, beside the repository; our own table when
 * it is not there) reaches a real page of this site, with no host
 * configuration: the redirect pages the client-redirects plugin writes.
 */
const RULES = path.join(__dirname, '..', '..', 'shared', 'spec', 'redirects.tsv');

/** Concrete paths for the pattern rules (`:path`, `:path*`). */
const PATTERN_SAMPLES: Record<string, string[]> = {
  '/docs/reactjs/:path': ['/docs/reactjs/useQuery', '/docs/reactjs/setup', '/docs/reactjs/disabling-queries'],
  '/docs/v11/:path*': ['/docs/v11/quickstart', '/docs/v11/server/routers', '/docs/v11/client/links/httpBatchLink'],
};

/**
 * The reference host's rules, and every path of our own table: it also maps
 * the reference site's current URLs of pages this site keeps elsewhere
 * (`/docs/client/nextjs/pages-router/*`, `/docs/server/overview`).
 */
function legacySources(): string[] {
  const fromSpec = fs.existsSync(RULES)
    ? fs
        .readFileSync(RULES, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('/'))
        .map((line) => line.split('\t')[0]!)
    : [];
  return [
    ...new Set(
      [...fromSpec, ...Object.keys(LEGACY_REDIRECTS)].flatMap((source) => PATTERN_SAMPLES[source] ?? [source]),
    ),
  ];
}

/** Where a legacy path must end up: its table entry, the page a pattern maps it to, or itself when it is a page. */
function expectedTarget(source: string, pages: Set<string>): string | undefined {
  // `/docs/v11` and `/docs/v11/` are one redirect page (`docs/v11/index.html`).
  const explicit = LEGACY_REDIRECTS[source] ?? LEGACY_REDIRECTS[source.replace(/(.)\/$/, '$1')];
  if (explicit) return explicit;
  for (const page of pages) if (legacyRedirectsTo(page).includes(source)) return page;
  const asPage = [source, `${source}/`].find((p) => pages.has(p));
  return asPage;
}

const pages = new Set(sitemapPaths());
const sources = legacySources();

test('every legacy path of the redirect rules has a destination on this site', () => {
  expect(sources.length).toBeGreaterThan(90);
  const unmapped = sources.filter((s) => expectedTarget(s, pages) === undefined);
  expect(unmapped).toEqual([]);
});

/** Where a redirect page sends the browser: its meta refresh target, or undefined for an ordinary page. */
function refreshTarget(html: string): string | undefined {
  const m = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html);
  return m?.[1]?.replace(/&amp;/g, '&');
}

// Every source over HTTP, in one test: each redirect page names its
// destination (the browser follows the same meta refresh and script as the
// samples below show), and that destination is a real page, with the anchor
// when the table names one. Plain requests, no browser page per path.
httpTest('every legacy path leads to its current page (HTTP)', async ({ request }) => {
  test.setTimeout(120_000);
  const wrong: string[] = [];
  for (const source of sources) {
    const target = expectedTarget(source, pages);
    if (target === undefined) continue; // reported by the mapping test above
    const response = await request.get(source);
    const html = await response.text();
    if (/^https?:\/\//.test(target)) {
      // Off-site destinations: read the redirect page without leaving 127.0.0.1.
      if (!html.includes(target.replace(/&/g, '&amp;'))) wrong.push(`${source}: does not name ${target}`);
      continue;
    }
    // A legacy path that is itself a page of this site answers as the page.
    const landed = refreshTarget(html) ?? source;
    const [targetPath, anchor] = target.split('#');
    const [landedPath, landedAnchor] = landed.split('#');
    const norm = (p: string) => p.replace(/\/$/, '') || '/';
    if (response.status() !== 200) wrong.push(`${source}: HTTP ${response.status()}`);
    else if (norm(landedPath!) !== norm(targetPath!)) wrong.push(`${source}: leads to ${landed}, expected ${target}`);
    else if (anchor !== landedAnchor) wrong.push(`${source}: anchor #${landedAnchor ?? ''}, expected #${anchor}`);
    else {
      const page = await request.get(landedPath!);
      const body = await page.text();
      if (page.status() !== 200 || refreshTarget(body) !== undefined)
        wrong.push(`${source}: ${landedPath} is not a page (HTTP ${page.status()})`);
      else if (anchor && !new RegExp(`\\sid=("?)${anchor}\\1[\\s>]`).test(body))
        wrong.push(`${source}: ${landedPath} has no #${anchor}`);
    }
  }
  expect(wrong).toEqual([]);
});

/** One source of each kind, followed in the browser: a table entry, one with an anchor, a pattern, a version root. */
const BROWSER_SAMPLES = ['/docs/reactjs/useQuery', '/docs/query-invalidation', '/docs/v11/server/routers', '/docs/v11'];

for (const source of BROWSER_SAMPLES) {
  test(`${source} reaches its current page in the browser`, async ({ page }) => {
    expect(sources).toContain(source);
    const target = expectedTarget(source, pages)!;
    const response = await page.goto(source);
    expect(response?.status()).toBe(200);
    const [targetPath, anchor] = target.split('#');
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return url.pathname.replace(/\/$/, '') || '/';
      })
      .toBe(targetPath!.replace(/\/$/, '') || '/');
    if (anchor) expect(new URL(page.url()).hash).toBe(`#${anchor}`);
    await expect(page.locator('h1', { hasText: /not found/i })).toHaveCount(0);
  });
}
