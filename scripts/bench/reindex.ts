/**
 * Re-runs the search indexer over an existing build, in place: after a
 * change to the indexer (plugins/local-search/src/indexer), its effect on
 * the bench is measured without a new build (minutes on a busy machine).
 *
 *   npx tsx scripts/bench/reindex.ts [build dir]   # default build/
 *   npm run bench -- --no-build --no-browser
 *
 * It indexes the pages the build's index already has, with the plugin's
 * options and the site's keywords from docusaurus.config.ts, and writes the
 * shards where the build put them. A page the old indexer left out (no
 * records) stays out: only a full build indexes every route. Changes to the
 * docs themselves need a build as well.
 */
import fs from 'node:fs';
import path from 'node:path';
import config from '../../docusaurus.config';
import { indexBuiltSite, matchesRoute, siteKeywords, writeShards } from '../../plugins/local-search/src/indexer/site';
import type { Options as LocalSearchOptions } from '../../plugins/local-search/src/options';
import { loadShards } from './search';

const ROOT = path.resolve(__dirname, '../..');

/** The local-search plugin's options as the config gives them. */
function localSearchOptions(): LocalSearchOptions {
  for (const plugin of config.plugins ?? []) {
    if (Array.isArray(plugin) && typeof plugin[0] === 'string' && plugin[0].includes('plugins/local-search/')) {
      return plugin[1] as LocalSearchOptions;
    }
  }
  throw new Error('docusaurus.config.ts has no local-search plugin');
}

async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build'));
  const indexDir = path.join(outDir, 'search-index');
  if (!fs.existsSync(indexDir)) throw new Error(`no search index in ${outDir}: build the site first`);
  const shards = loadShards(outDir);
  const routes = [...new Set(shards.flatMap((s) => s.records.map((r) => r.url_without_anchor)))].sort();
  const groups = localSearchOptions().groups ?? [];
  const rebuilt = await indexBuiltSite({
    outDir,
    routes,
    languages: [...new Set(shards.map((s) => s.language))],
    tags: [...new Set(shards.map((s) => s.docusaurus_tag))],
    groupOf: (route) => groups.find((g) => matchesRoute(route, g.routes)),
    siteKeywords: siteKeywords((config.themeConfig ?? {}) as Record<string, unknown>),
  });
  const total = await writeShards(indexDir, rebuilt);
  console.log(`re-indexed ${routes.length} pages of ${outDir}: ${total} records in ${rebuilt.size} shards`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
