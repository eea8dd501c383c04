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
}

/**
 * JS and CSS a first visit loads eagerly, measured in Chromium: every
 * script and stylesheet the page requests until the network is idle —
 * the entry bundles and the route's chunks loaded before hydration.
 * Prefetches of linked pages (`<link rel=prefetch>`, idle-time) are not
 * counted, nor is anything the reader triggers (search loads on hover).
 * Sizes come from the built files, gzipped at level 9.
 */
export async function pageWeights(baseUrl: string, buildDir: string, pages: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const out: PageWeight[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const urls = new Set<string>();
      tab.on('request', (request) => {
        const type = request.resourceType();
        if (type === 'script' || type === 'stylesheet') urls.add(request.url());
      });
      await tab.goto(`${baseUrl}${page}`);
      await tab.waitForLoadState('networkidle');
      const weight: PageWeight = { page, files: 0, jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 };
      for (const url of urls) {
        const { pathname, origin } = new URL(url);
        if (origin !== baseUrl) continue;
        const file = path.join(buildDir, decodeURIComponent(pathname));
        if (!fs.existsSync(file)) continue;
        const body = fs.readFileSync(file);
        const gzip = zlib.gzipSync(body, { level: 9 }).length;
        weight.files++;
        if (pathname.endsWith('.css')) {
          weight.cssRaw += body.length;
          weight.cssGzip += gzip;
        } else {
          weight.jsRaw += body.length;
          weight.jsGzip += gzip;
        }
      }
      out.push(weight);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
