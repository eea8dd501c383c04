import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { createLocalSearchClient } from '../../plugins/local-search/src/engine/client';
import {
  type Shard,
  type ShardFile,
  shardFileName,
  titlesFileName,
  unpackShard,
} from '../../plugins/local-search/src/indexer/record';
import { CHROMIUM, CHROMIUM_FLAGS } from './serve';

export interface RelevanceCase {
  query: string;
  /** Docs version the reader is on: current, 10.x or 9.x. */
  version: string;
  /** The page (path, no anchor) a reader expects; any of them counts. */
  expect: string[];
  /**
   * What the reader typed: a name from the API (identifier), a how-do-I
   * question (task), an error message or code (error), a misspelt name
   * (typo), or a multi-word phrase or abbreviation (phrase).
   */
  kind: 'identifier' | 'task' | 'error' | 'typo' | 'phrase';
  /** Expects a page the current release adds: reported apart until a build has it. */
  new?: boolean;
}

export interface RelevanceOutcome {
  query: string;
  version: string;
  kind: string;
  new: boolean;
  expect: string[];
  /** Expected pages that the build has (a `new` case may have none). */
  indexed: boolean;
  /** Rank of the first expected page among the result pages (0 = top hit), -1 when none is there. */
  rank: number;
  /** The first result pages. */
  got: string[];
}

/** A shard's titles file repeats records of the shard: the quick search tier's, not the engine's. */
const isTitlesFile = (name: string) => name.endsWith('.titles.json');

export function loadShards(buildDir: string): Shard[] {
  const dir = path.join(buildDir, 'search-index');
  return fs
    .readdirSync(dir)
    .filter((f) => !isTitlesFile(f))
    .map((f) => unpackShard(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as ShardFile));
}

/**
 * What a reader of the current docs downloads to search (its shard and the
 * pages shard, and the titles file of each: records, raw and gzip bytes),
 * and each file's own sizes.
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
  const current = [
    shardFileName('en', 'docs-default-current'),
    shardFileName('en', 'default'),
    titlesFileName('en', 'docs-default-current'),
    titlesFileName('en', 'default'),
  ];
  const download = shards.filter((s) => current.includes(s.name));
  return {
    records: download.filter((s) => !isTitlesFile(s.name)).reduce((n, s) => n + s.records, 0),
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

export interface HitRates {
  cases: number;
  /** Share of cases whose expected page is the first result page (hit@1). */
  top1: number;
  /** Share of cases whose expected page is among the first five result pages (hit@5). */
  top5: number;
}

/** hit@1 and hit@5 of a group of outcomes. */
export function hitRates(outcomes: readonly RelevanceOutcome[]): HitRates {
  const n = outcomes.length;
  const at = (k: number) => (n ? outcomes.filter((o) => o.rank >= 0 && o.rank < k).length / n : 0);
  return { cases: n, top1: at(1), top5: at(5) };
}

export async function relevance(shards: Shard[], cases: RelevanceCase[]) {
  const client = clientFor(shards);
  const known = new Set(shards.flatMap((s) => s.records.map((r) => r.url_without_anchor)));
  const outcomes: RelevanceOutcome[] = [];
  for (const c of cases) {
    const { results } = await client.search({ requests: [modalRequest(c.query, c.version)] });
    const pages: string[] = [];
    for (const hit of results[0]!.hits) {
      const page = String(hit.url_without_anchor);
      if (!pages.includes(page)) pages.push(page);
    }
    outcomes.push({
      query: c.query,
      version: c.version,
      kind: c.kind,
      new: c.new === true,
      expect: c.expect,
      indexed: c.expect.some((p) => known.has(p)),
      rank: pages.findIndex((p) => c.expect.includes(p)),
      got: pages.slice(0, 5),
    });
  }
  const established = outcomes.filter((o) => !o.new);
  const fresh = outcomes.filter((o) => o.new);
  const groups = (key: (o: RelevanceOutcome) => string) =>
    [...new Set(established.map(key))].map((name) => ({
      name,
      ...hitRates(established.filter((o) => key(o) === name)),
    }));
  const missesOf = (list: RelevanceOutcome[]) =>
    list
      .filter((o) => o.rank !== 0)
      .map(
        (o) =>
          `${o.version} ${o.kind} "${o.query}": expected ${o.expect[0]}, got ${o.got.slice(0, 3).join(', ') || 'nothing'}${o.rank > 0 ? ` (rank ${o.rank + 1})` : ''}`,
      );
  return {
    /** Cases whose page every build has; the `new` ones are below. */
    ...hitRates(established),
    byVersion: groups((o) => o.version),
    byKind: groups((o) => o.kind),
    misses: missesOf(established),
    new: { ...hitRates(fresh), indexed: fresh.filter((o) => o.indexed).length, misses: missesOf(fresh) },
    outcomes,
  };
}

export interface FirstVisitRun {
  /** Key press to the first `.DocSearch-Hit` visible, in ms. */
  ms: number;
  /** Key press to the modal's input having focus (the modal's own code loaded and rendered), in ms. */
  inputMs: number;
  /** The `load` event to the key press: how long hydration lagged behind it, in ms. */
  loadToPress: number;
}

export interface FirstVisitFigures {
  page: string;
  query: string;
  runs: number;
  median: number;
  min: number;
  max: number;
  /** Median of the `load`-to-press lag. */
  loadToPressMedian: number;
  /** Median of the press-to-input-focused time. */
  inputMedian: number;
  /** Every run, in the order measured. */
  each: FirstVisitRun[];
}

/**
 * A reader's first visit, as the outside test of issue 26 measures it:
 * each visit in a browser of its own with a fresh profile (a new
 * user-data-dir, so a cold HTTP cache and no service state), on a doc page.
 *
 * "First visit" timing: the page is opened and, as soon as it can act on
 * the key — its `load` event has fired and the page is hydrated (Docusaurus
 * sets `html[data-has-hydrated]` once React has attached the listeners, the
 * Ctrl+K one among them; a press before that reaches no listener) — Ctrl+K
 * is pressed, with no pointer movement before it (a keyboard user hovers
 * nothing). As soon as the modal's input has focus, the word is typed with
 * the keyboard. The time is from the key press to the first `.DocSearch-Hit`
 * visible. Nothing waits for the network to go idle: that is the bench's
 * later `coldOpenToResults`.
 */
export async function firstVisitToResults(
  baseUrl: string,
  { page: pagePath = '/docs/quickstart', runs = 15, query = 'router' } = {},
): Promise<FirstVisitFigures> {
  const each: FirstVisitRun[] = [];
  for (let i = 0; i < runs; i++) {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-first-visit-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'commit' });
      // Playwright compiles its selector script in the page at the first
      // locator: here, while the page loads, not inside the measured time
      // (where it took about 50 ms of the main thread in a trace).
      await page.locator('body').waitFor({ state: 'attached' });
      await page.waitForLoadState('load');
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
        polling: 'raf',
      });
      const loadToPress = await page.evaluate(() => {
        const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return Math.round(performance.now() - (nav?.loadEventEnd ?? 0));
      });
      const started = Date.now();
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input:focus').waitFor({ timeout: 60_000 });
      const inputMs = Date.now() - started;
      await page.keyboard.type(query);
      await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 60_000 });
      each.push({ ms: Date.now() - started, inputMs, loadToPress });
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  }
  const sorted = each.map((r) => r.ms).sort((a, b) => a - b);
  const lags = each.map((r) => r.loadToPress).sort((a, b) => a - b);
  return {
    page: pagePath,
    query,
    runs,
    median: median(sorted),
    min: sorted[0]!,
    max: sorted.at(-1)!,
    loadToPressMedian: median(lags),
    inputMedian: median(each.map((r) => r.inputMs).sort((a, b) => a - b)),
    each,
  };
}

/** The middle value (the mean of the two middle ones for an even count) of a sorted list. */
export function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * From pressing Ctrl+K once the page's network is idle (no hover: the
 * modal's code is not loaded; the search workers have started in idle time
 * unless the connection saves data) to the first hit on screen, in
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
