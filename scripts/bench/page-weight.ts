import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './serve';

export interface PageWeight {
  page: string;
  files: number;
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  /** JS and CSS requested from the `load` event on, until the network is idle (gzip): search's early start, idle-time work. */
  afterLoadGzip: number;
  /** Search index files fetched before the network went idle (gzip): the titles from `load`, the shards if their warm-up came by then. */
  searchIndexGzip: number;
}

/**
 * JS and CSS a first visit loads eagerly, measured in Chromium: every
 * script and stylesheet the page requests before its `load` event — the
 * entry bundles and the route's chunks loaded before hydration (the HTML
 * names them all). What the page requests from `load` on, until the network
 * is idle (search's code from the `load` event where a keyboard is likely,
 * the engine warmed in idle time), is counted apart, and so are the search
 * index files. Prefetches of linked pages (`<link
 * rel=prefetch>`, idle-time) are not counted, nor is anything the reader
 * triggers. Sizes come from the built files, gzipped at level 9.
 */
export async function pageWeights(baseUrl: string, buildDir: string, pages: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const out: PageWeight[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const code = new Set<string>();
      const shards = new Set<string>();
      tab.on('request', (request) => {
        const url = request.url();
        if (new URL(url).pathname.includes('/search-index/')) shards.add(url);
        const type = request.resourceType();
        if (type === 'script' || type === 'stylesheet') code.add(url);
      });
      await tab.goto(`${baseUrl}${page}`);
      await tab.waitForLoadState('networkidle');
      // Before or after `load` on the page's own clock: search starts loading
      // in a `load` listener, and Playwright's load event can reach us after
      // the requests made there.
      const beforeLoad = new Set(
        await tab.evaluate(() => {
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < navigation!.loadEventStart)
            .map((entry) => entry.name);
        }),
      );
      const eager = new Set([...code].filter((url) => beforeLoad.has(url)));
      const later = new Set([...code].filter((url) => !beforeLoad.has(url)));
      const weight: PageWeight = {
        page,
        files: 0,
        jsRaw: 0,
        jsGzip: 0,
        cssRaw: 0,
        cssGzip: 0,
        afterLoadGzip: 0,
        searchIndexGzip: 0,
      };
      const builtFile = (url: string): Buffer | null => {
        const { pathname, origin } = new URL(url);
        if (origin !== baseUrl) return null;
        const file = path.join(buildDir, decodeURIComponent(pathname));
        return fs.existsSync(file) ? fs.readFileSync(file) : null;
      };
      const gzip = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;
      for (const url of eager) {
        const body = builtFile(url);
        if (!body) continue;
        weight.files++;
        if (new URL(url).pathname.endsWith('.css')) {
          weight.cssRaw += body.length;
          weight.cssGzip += gzip(body);
        } else {
          weight.jsRaw += body.length;
          weight.jsGzip += gzip(body);
        }
      }
      for (const url of later) {
        const body = eager.has(url) ? null : builtFile(url);
        if (body) weight.afterLoadGzip += gzip(body);
      }
      for (const url of shards) {
        const body = builtFile(url);
        if (body) weight.searchIndexGzip += gzip(body);
      }
      out.push(weight);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
