import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as cheerio from 'cheerio';

export interface PageWeight {
  page: string;
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
}

/** The built HTML file that answers a route. */
export function htmlFileFor(buildDir: string, route: string): string {
  const clean = route.replace(/^\/+|\/+$/g, '');
  const candidates = [path.join(buildDir, clean, 'index.html'), path.join(buildDir, `${clean}.html`)];
  const found = candidates.find((f) => fs.existsSync(f));
  if (!found) throw new Error(`no built page for ${route}`);
  return found;
}

/**
 * JS and CSS a first visit loads eagerly: scripts and stylesheets the HTML
 * references, plus the chunks it preloads for the route. Chunks fetched
 * later (prefetch on hover or visibility, search on demand) are not counted.
 */
export function pageWeight(buildDir: string, route: string): PageWeight {
  const $ = cheerio.load(fs.readFileSync(htmlFileFor(buildDir, route), 'utf8'));
  const js = new Set<string>();
  const css = new Set<string>();
  $('script[src]').each((_, el) => void js.add($(el).attr('src')!));
  $('link[rel="preload"][as="script"], link[rel="modulepreload"]').each((_, el) => void js.add($(el).attr('href')!));
  $('link[rel="stylesheet"]').each((_, el) => void css.add($(el).attr('href')!));
  const size = (urls: Set<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      if (/^https?:/.test(url)) continue;
      const body = fs.readFileSync(path.join(buildDir, url.split('?')[0]!));
      raw += body.length;
      gzip += zlib.gzipSync(body, { level: 9 }).length;
    }
    return { raw, gzip };
  };
  const j = size(js);
  const c = size(css);
  return { page: route, jsRaw: j.raw, jsGzip: j.gzip, cssRaw: c.raw, cssGzip: c.gzip };
}
