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

export function indexSizes(buildDir: string) {
  const file = path.join(buildDir, 'search-index', shardFileName('en', 'docs-default-current'));
  const body = fs.readFileSync(file);
  const records = (JSON.parse(body.toString()) as ShardFile).records.length;
  return { records, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
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

/** From pressing Ctrl+K (nothing preloaded) to the first hit on screen, in Chromium. */
export async function coldOpenToResults(baseUrl: string, runs = 5, query = 'router') {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${baseUrl}/docs/quickstart`);
      await page.waitForLoadState('networkidle');
      const started = Date.now();
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill(query);
      await page.locator('.DocSearch-Hit').first().waitFor();
      times.push(Date.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  return { runs, median: percentile(times, 50), max: times.at(-1)! };
}
