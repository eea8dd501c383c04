/**
 * `npm run bench`: measurements, never pass/fail. Prints tables and writes
 * bench-results/latest.json.
 *
 *   npm run bench                 # build (Faster toolchain) + page weights
 *   npm run bench -- --no-build   # measure the existing build/ only
 *   npm run bench -- --no-browser # skip the Chromium measurements
 *   npm run bench -- --no-build --first-visit
 *                                 # only the first-visit search latency
 *   npm run bench -- --no-build --build-dir /path/to/build
 *                                 # measure another build (or BENCH_BUILD_DIR)
 *   BENCH_PORT=4190 npm run bench  # serve the build on another port (default 4180)
 *   BENCH_FIRST_VISITS=5 …         # fewer first visits per page (default 15)
 */
import fs from 'node:fs';
import path from 'node:path';
import { type BuildMeasurement, measureBuild } from './build';
import { type LighthouseScores, lighthouseScores } from './lighthouse';
import { pageWeights } from './page-weight';
import {
  type HitRates,
  type RelevanceCase,
  type FirstVisitFigures,
  coldOpenToResults,
  firstVisitToResults,
  indexSizes,
  keystrokeLatency,
  loadShards,
  relevance,
} from './search';
import { serveBuild } from './serve';

const ROOT = path.resolve(__dirname, '../..');
/** The pages issue 9 sets targets for: home, docs home, a short and a code-heavy doc, an older version, a post, search. */
const PAGES = [
  '/',
  '/docs/',
  '/docs/quickstart',
  '/docs/server/middlewares',
  '/docs/v10/quickstart',
  '/blog/introducing-trpc',
  '/search?q=router',
];
/** Port the build is served on while measuring (BENCH_PORT; several checkouts may share a machine). */
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 4180);
/** First visits to time search on: a current (11.x) doc page and a 10.x one. */
const FIRST_VISIT_PAGES = ['/docs/quickstart', '/docs/v10/quickstart'];
/** Visits per page, each in a fresh browser profile: 15, as issue 26's outside test made them (BENCH_FIRST_VISITS). */
const FIRST_VISIT_RUNS = Number(process.env.BENCH_FIRST_VISITS ?? 15);
/** Lighthouse runs per page; the run with the median performance score is reported. */
const LIGHTHOUSE_RUNS = 3;

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

/** Measures and prints the first-visit search latency of each page in FIRST_VISIT_PAGES. */
async function firstVisits(url: string): Promise<FirstVisitFigures[]> {
  const figures: FirstVisitFigures[] = [];
  for (const page of FIRST_VISIT_PAGES) {
    figures.push(await firstVisitToResults(url, { page, runs: FIRST_VISIT_RUNS }));
  }
  console.log(
    '\nFirst visit, Ctrl+K to first hit (Chromium, 127.0.0.1, a fresh profile per visit; pressed once the page has loaded and hydrated, no hover)',
  );
  table(
    figures.map((f) => ({
      page: f.page,
      query: f.query,
      runs: String(f.runs),
      median: `${f.median} ms`,
      range: `${f.min}–${f.max} ms`,
      'press → input (median)': `${f.inputMedian} ms`,
      'load → press (median)': `${f.loadToPressMedian} ms`,
      'runs (in order)': f.each.map((r) => r.ms).join(' · '),
    })),
  );
  return figures;
}

function table(rows: Record<string, string>[]): void {
  const cols = Object.keys(rows[0] ?? {});
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(cols));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(cols.map((c) => r[c]!)));
}

/** `--build-dir dir` or `--build-dir=dir`, else BENCH_BUILD_DIR, else build/. */
function buildDirArg(argv: string[]): string | undefined {
  const i = argv.findIndex((a) => a === '--build-dir' || a.startsWith('--build-dir='));
  if (i === -1) return process.env.BENCH_BUILD_DIR || undefined;
  return argv[i]!.includes('=') ? argv[i]!.slice('--build-dir='.length) : argv[i + 1];
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const args = new Set(argv);
  const buildDir = buildDirArg(argv);
  const buildPath = path.resolve(buildDir ?? path.join(ROOT, 'build'));
  if (buildDir !== undefined && !args.has('--no-build')) {
    // The build step writes build/: measuring another directory after it would mix two builds.
    console.error('--build-dir (or BENCH_BUILD_DIR) measures an existing build: pass --no-build as well');
    process.exit(2);
  }
  if (buildDir !== undefined) console.log(`measuring the build in ${buildPath}`);
  const results: Record<string, unknown> = { date: new Date().toISOString() };
  const builds: { toolchain: string; m: BuildMeasurement }[] = [];

  if (!args.has('--no-build')) {
    console.log('building with Docusaurus Faster (Rspack + SWC + Lightning CSS)…');
    builds.push({ toolchain: 'Faster (Rspack/SWC)', m: await measureBuild() });
    results.builds = builds;
    console.log('\nProduction build');
    table(
      builds.map(({ toolchain, m }) => ({
        toolchain,
        'wall time': `${m.seconds.toFixed(1)} s`,
        'peak memory': `${m.peakMemoryMiB.toFixed(0)} MiB`,
        exit: String(m.exitCode),
      })),
    );
    if (builds.some((b) => b.m.exitCode !== 0)) process.exitCode = 1;
  }

  if (!fs.existsSync(path.join(buildPath, 'search-index'))) {
    console.error(`no search index in ${buildPath}: build the site first (npm run build)`);
    process.exit(2);
  }
  if (args.has('--first-visit')) {
    const server = await serveBuild(BENCH_PORT, buildPath);
    try {
      results.firstVisit = await firstVisits(server.url);
    } finally {
      server.stop();
    }
    writeResults(results);
    return;
  }

  const cases = JSON.parse(fs.readFileSync(path.join(__dirname, 'search-queries.json'), 'utf8')) as RelevanceCase[];
  const shards = loadShards(buildPath);
  const size = indexSizes(buildPath);
  const latency = await keystrokeLatency(shards, cases);
  const quality = await relevance(shards, cases);
  results.search = { buildDir: buildPath, index: size, keystroke: latency, relevance: quality };
  console.log('\nSearch');
  table([
    {
      measure: 'index, current version + pages',
      value: `${size.records} records, ${kib(size.raw)} raw, ${kib(size.gzip)} gzip`,
    },
    ...size.shards.map((s) => ({
      measure: `  shard ${s.name}`,
      value: `${s.records} records, ${kib(s.raw)} raw, ${kib(s.gzip)} gzip`,
    })),
    {
      measure: 'engine per keystroke',
      value: `p50 ${latency.p50.toFixed(2)} ms, p95 ${latency.p95.toFixed(2)} ms, max ${latency.max.toFixed(1)} ms (${latency.keystrokes} keystrokes)`,
    },
    {
      measure: `relevance (${quality.cases} queries)`,
      value: `top hit ${pct(quality.top1)}, top 5 pages ${pct(quality.top5)}`,
    },
  ]);
  const fresh = quality.new;
  console.log(
    `\nRelevance: ${cases.length} queries (scripts/bench/search-queries.json), ${quality.cases} on pages every build has` +
      (fresh.cases ? `, ${fresh.cases} on pages this release adds (${fresh.indexed} of them in this build)` : ''),
  );
  const rateRow = (group: string, r: HitRates) => ({
    group,
    queries: String(r.cases),
    'hit@1': pct(r.top1),
    'hit@5': pct(r.top5),
  });
  table([
    rateRow('all', quality),
    ...quality.byVersion.map((g) => rateRow(`version ${g.name}`, g)),
    ...quality.byKind.map((g) => rateRow(`kind ${g.name}`, g)),
    ...(fresh.cases ? [rateRow('new pages (apart)', fresh)] : []),
  ]);
  if (quality.misses.length) console.log(`\nNot the top hit:\n  ${quality.misses.join('\n  ')}`);
  if (fresh.misses.length) console.log(`\nNot the top hit, pages this release adds:\n  ${fresh.misses.join('\n  ')}`);

  if (!args.has('--no-browser')) {
    const server = await serveBuild(BENCH_PORT, buildPath);
    try {
      const weights = await pageWeights(server.url, buildPath, PAGES);
      results.pages = weights;
      console.log(
        '\nEager JS + CSS of a first visit (Chromium, requested before the load event; no prefetches), and what loads after it until the network is idle',
      );
      table(
        weights.map((w) => ({
          page: w.page,
          files: String(w.files),
          'JS raw': kib(w.jsRaw),
          'JS gzip': kib(w.jsGzip),
          'CSS raw': kib(w.cssRaw),
          'CSS gzip': kib(w.cssGzip),
          'total gzip': kib(w.jsGzip + w.cssGzip),
          'after load: JS+CSS gzip': kib(w.afterLoadGzip),
          'after load: search index gzip': kib(w.searchIndexGzip),
        })),
      );

      results.firstVisit = await firstVisits(server.url);

      const cold = await coldOpenToResults(server.url);
      results.coldOpen = cold;
      console.log(
        `\nModal opened after network idle, no hover, to first results (Chromium, 127.0.0.1): median ${cold.median} ms, max ${cold.max} ms over ${cold.runs} runs; longest main-thread task ${cold.longestTaskMedian} ms, long tasks ${cold.longTasksTotalMedian} ms in all (medians)`,
      );
      // Every run is kept: on a shared 2-core machine one page's score
      // moves by several points from run to run, and the spread says how
      // far the median can be trusted.
      const runsByPage = PAGES.map((page) =>
        Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouseScores(server.url, [page])[0]!),
      );
      const scores = runsByPage.map(
        (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!,
      );
      results.lighthouse = scores;
      results.lighthouseRuns = runsByPage;
      console.log(`\nLighthouse (mobile, simulated throttling; median of ${LIGHTHOUSE_RUNS} runs by performance)`);
      table(
        scores.map((s, i) => {
          const eachRun = (value: (run: LighthouseScores) => number) => runsByPage[i]!.map(value).join(' · ');
          return {
            page: s.page,
            performance: String(s.performance),
            'runs (in order)': eachRun((r) => r.performance),
            'TBT of runs': eachRun((r) => r.tbtMs),
            'observed LCP of runs': eachRun((r) => r.observedLcpMs),
            accessibility: String(s.accessibility),
            'best practices': String(s.bestPractices),
            SEO: String(s.seo),
            LCP: `${s.lcpMs} ms`,
            TBT: `${s.tbtMs} ms`,
            CLS: String(s.cls),
          };
        }),
      );
    } finally {
      server.stop();
    }
  }

  writeResults(results);
}

function writeResults(results: Record<string, unknown>): void {
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench-results/latest.json'), JSON.stringify(results, null, 2));
}

void main();
