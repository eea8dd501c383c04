import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { createLocalSearchClient } from '../../plugins/local-search/src/engine/client';
import { type Shard, type ShardFile, shardFileName, unpackShard } from '../../plugins/local-search/src/indexer/record';
import { CHROMIUM, CHROMIUM_FLAGS } from './serve';

export interface RelevanceCase {
  query: string;
  /** Docs version the reader is on: current, 10.x or 9.x. */
  version: string;
  /** The page (path, no anchor) a reader expects; any of them counts. */
  expect: string[];
}

export function loadShards(buildDir: string): Shard[] {
  const dir = path.join(buildDir, 'search-index');
  return fs
    .readdirSync(dir)
    .map((f) => unpackShard(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as ShardFile));
}

/**
 * What a reader of the current docs downloads to search (its shard and the
 * pages shard: records, raw and gzip bytes), and each shard's own sizes.
 */
export function indexSizes(buildDir: string) {
  const dir = path.join(buildDir, 'search-index');
  const shards = fs
    .readdirSync(dir)
    .sort()
    .map((name) => {
      const body = fs.readFileSync(path.join(dir, name));
      const records = unpackShard(JSON.parse(body.toString()) as ShardFile).records.length;
      return { name, records, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
    });
  const current = [shardFileName('en', 'docs-default-current'), shardFileName('en', 'default')];
  const download = shards.filter((s) => current.includes(s.name));
  return {
    records: download.reduce((n, s) => n + s.records, 0),
    raw: download.reduce((n, s) => n + s.raw, 0),
    gzip: download.reduce((n, s) => n + s.gzip, 0),
    shards,
  };
}

function clientFor(shards: Shard[]) {
  return createLocalSearchClient({
    shards: shards.map((s) => ({ language: s.language, tag: s.docusaurus_tag })),
    loadShard: async (ref) => shards.find((s) => s.language === ref.language && s.docusaurus_tag === ref.tag)!,
  });
}

/** The parameters the DocSearch modal sends, with contextual filters. */
function modalRequest(query: string, version: string) {
  return {
    indexName: 'trpc',
    query,
    facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]],
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Engine time per keystroke: every prefix of every query, as typed. */
export async function keystrokeLatency(shards: Shard[], cases: RelevanceCase[]) {
  const client = clientFor(shards);
  for (const version of new Set(cases.map((c) => c.version))) {
    await client.search({ requests: [modalRequest('warm', version)] });
  }
  const times: number[] = [];
  for (const c of cases) {
    for (let i = 1; i <= c.query.length; i++) {
      const started = performance.now();
      await client.search({ requests: [modalRequest(c.query.slice(0, i), c.version)] });
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { keystrokes: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

export async function relevance(shards: Shard[], cases: RelevanceCase[]) {
  const client = clientFor(shards);
  let top1 = 0;
  let top5 = 0;
  const misses: string[] = [];
  for (const c of cases) {
    const { results } = await client.search({ requests: [modalRequest(c.query, c.version)] });
    const pages: string[] = [];
    for (const hit of results[0]!.hits) {
      const page = String(hit.url_without_anchor);
      if (!pages.includes(page)) pages.push(page);
    }
    const rank = pages.findIndex((p) => c.expect.includes(p));
    if (rank === 0) top1++;
    if (rank >= 0 && rank < 5) top5++;
    if (rank !== 0)
      misses.push(
        `${c.version} "${c.query}": expected ${c.expect[0]}, got ${pages.slice(0, 3).join(', ') || 'nothing'}${rank > 0 ? ` (rank ${rank + 1})` : ''}`,
      );
  }
  return { cases: cases.length, top1: top1 / cases.length, top5: top5 / cases.length, misses };
}

/**
 * From pressing Ctrl+K (nothing preloaded) to the first hit on screen, in
 * Chromium, and what the main thread went through meanwhile: its longest
 * task and the sum of its long tasks (over 50 ms) — the time typing could
 * not paint a frame. `cpuSlowdown` throttles the CPU as Lighthouse's
 * mobile profile does (4×).
 */
export async function coldOpenToResults(baseUrl: string, runs = 5, query = 'router', cpuSlowdown = 1) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const times: number[] = [];
  const longest: number[] = [];
  const blocked: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${baseUrl}/docs/quickstart`);
      await page.waitForLoadState('networkidle');
      if (cpuSlowdown > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      }
      await page.evaluate(() => {
        const tasks: number[] = [];
        (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        }).observe({ type: 'longtask' });
      });
      const started = Date.now();
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill(query);
      await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 60_000 });
      times.push(Date.now() - started);
      const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
      longest.push(Math.round(Math.max(0, ...tasks)));
      blocked.push(Math.round(tasks.reduce((a, b) => a + b, 0)));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  longest.sort((a, b) => a - b);
  blocked.sort((a, b) => a - b);
  return {
    runs,
    cpuSlowdown,
    median: percentile(times, 50),
    max: times.at(-1)!,
    longestTaskMedian: percentile(longest, 50),
    longTasksTotalMedian: percentile(blocked, 50),
  };
}
