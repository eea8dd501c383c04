/**
 * Examples check: type-checks every TypeScript/JavaScript code sample of the
 * docs against the tRPC major its page documents (see `check.ts`).
 *
 *   npm run check:examples                     # every page of every version
 *   npm run check:examples -- docs/quickstart.mdx blog/x.mdx   # some pages
 *
 * The same compile answers the type of every identifier the reader sees;
 * those hovers go to a cache the site build reads. The engine is the
 * library in plugins/code-examples (check.ts, hovers.ts); this is its
 * command line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkMajor, collectGroups, uniqueBlocks } from '../../plugins/code-examples/src/check';
import { EXAMPLES_ENV as ENV, SITE_DIR as ROOT, ensureEnvironment } from '../../plugins/code-examples/src/environment';
import { pruneCache } from '../../plugins/code-examples/src/hovers';

// One folder per run, so concurrent runs (several authors checking their
// pages at once) never delete each other's files. It sits inside ENV so the
// samples' imports resolve to ENV's node_modules.
const OUT = path.join(ENV, '.work', String(process.pid));

function main(): void {
  ensureEnvironment(ENV);
  const args = process.argv.slice(2);
  const filter = args.length > 0 ? new Set(args.map((a) => path.relative(ROOT, path.resolve(a)))) : null;
  const groups = collectGroups(filter);
  let failed = false;
  try {
    for (const group of groups) {
      let checked = 0;
      let skipped = 0;
      const errors: string[] = [];
      // A block shared by a page's package sets is compiled in each, counted once.
      for (const { unit: page, block } of uniqueBlocks(group.pages)) {
        if (block.skipReason === undefined) {
          checked++;
          continue;
        }
        skipped++;
        if (!block.skipReason) errors.push(`${page.source}:${block.line}: skip-check needs a reason in its fence meta`);
      }
      errors.push(
        ...checkMajor(group.pages, group.major, path.join(OUT, `v${group.major}`, group.label.replace(/\W+/g, '_'))),
      );
      for (const error of errors) console.error(error);
      console.log(
        `${group.label} (tRPC v${group.major}, ${new Set(group.pages.map((p) => p.source)).size} pages): checked ${checked}, skipped ${skipped}`,
      );
      if (errors.length > 0) failed = true;
    }
  } finally {
    fs.rmSync(OUT, { recursive: true, force: true });
  }
  // Entries of pages that changed since, or of an older environment, go.
  if (!filter) pruneCache(groups.flatMap((g) => g.pages));
  if (filter) {
    const seen = new Set(groups.flatMap((g) => g.pages.map((p) => p.source)));
    const missing = [...filter].filter((f) => !seen.has(f));
    if (missing.length > 0) {
      console.error(`not a docs, blog or page source: ${missing.join(', ')}`);
      failed = true;
    }
  }
  if (failed) {
    console.error('examples check failed');
    process.exit(1);
  }
}

main();
