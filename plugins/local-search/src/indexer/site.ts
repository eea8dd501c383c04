import fs from 'node:fs/promises';
import path from 'node:path';
import { extractRecords } from './html';
import { type SearchRecord, type Shard, isTitleType, packShard, shardFileName, titlesFileName } from './record';

/**
 * The production index: every route's built HTML read into records
 * (./html.ts), one shard per language and docs version tag. Run by the
 * plugin after the build, and by `scripts/bench/reindex.ts` over an
 * existing build.
 */
export interface BuiltSite {
  outDir: string;
  /** Routes to index (already without the excluded ones). */
  routes: readonly string[];
  languages: readonly string[];
  /** Every docs version tag (and "default"): each gets a shard, even an empty one. */
  tags: readonly string[];
  /** The group a route belongs to, if any (plugin option `groups`). */
  groupOf: (route: string) => { lvl0: string; pageRank: number } | undefined;
  /** The site's own keywords meta tag (`siteKeywords`). */
  siteKeywords?: string;
}

/** Whether a route is one of the patterns: exact paths, or prefixes ending in "*". */
export function matchesRoute(route: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => (p.endsWith('*') ? route.startsWith(p.slice(0, -1)) : route === p));
}

/** The site's keywords meta tag in `themeConfig.metadata`, if it has one. */
export function siteKeywords(themeConfig: Record<string, unknown>): string | undefined {
  const metadata = Array.isArray(themeConfig.metadata) ? (themeConfig.metadata as Record<string, unknown>[]) : [];
  const tag = metadata.find((m) => m.name === 'keywords');
  return typeof tag?.content === 'string' ? tag.content : undefined;
}

/** The built HTML file that answers a route, if any. */
async function htmlFile(outDir: string, route: string): Promise<string | null> {
  const clean = route.replace(/^\/+/, '');
  const candidates =
    clean.endsWith('/') || clean === ''
      ? [path.join(outDir, clean, 'index.html')]
      : [path.join(outDir, clean, 'index.html'), path.join(outDir, `${clean}.html`)];
  for (const file of candidates) {
    try {
      await fs.access(file);
      return file;
    } catch {
      // try the next layout
    }
  }
  return null;
}

/** The records of a built site, by shard file name. */
export async function indexBuiltSite(site: BuiltSite): Promise<Map<string, Shard>> {
  const shards = new Map<string, Shard>();
  for (const language of site.languages) {
    for (const tag of site.tags) {
      shards.set(shardFileName(language, tag), { version: 1, language, docusaurus_tag: tag, records: [] });
    }
  }
  for (const route of site.routes) {
    const file = await htmlFile(site.outDir, route);
    if (!file) continue;
    const group = site.groupOf(route);
    const records: SearchRecord[] = extractRecords({
      html: await fs.readFile(file, 'utf8'),
      path: route,
      group: group && { lvl0: group.lvl0, pageRank: group.pageRank },
      siteKeywords: site.siteKeywords,
    });
    for (const record of records) {
      const name = shardFileName(record.language, record.docusaurus_tag);
      let shard = shards.get(name);
      if (!shard) {
        shard = { version: 1, language: record.language, docusaurus_tag: record.docusaurus_tag, records: [] };
        shards.set(name, shard);
      }
      shard.records.push(record);
    }
  }
  return shards;
}

/**
 * Writes the shards, packed, into `dir`, each with its titles file (its
 * page titles alone, for the quick search tier); returns the number of
 * records.
 */
export async function writeShards(dir: string, shards: Map<string, Shard>): Promise<number> {
  await fs.mkdir(dir, { recursive: true });
  let total = 0;
  for (const [name, shard] of shards) {
    total += shard.records.length;
    await fs.writeFile(path.join(dir, name), JSON.stringify(packShard(shard)));
    const titles = { ...shard, records: shard.records.filter((r) => isTitleType(r.type)) };
    await fs.writeFile(
      path.join(dir, titlesFileName(shard.language, shard.docusaurus_tag)),
      JSON.stringify(packShard(titles)),
    );
  }
  return total;
}
