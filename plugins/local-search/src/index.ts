import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import { markdownRecords } from './indexer/markdown';
import { type SearchRecord, type Shard, packShard, shardFileName } from './indexer/record';
import { indexBuiltSite, matchesRoute, siteKeywords, writeShards } from './indexer/site';
import type { PluginOptions, RouteGroup } from './options';
import { eagerCssExcept } from '../../shared/eagerCss';

export { validateOptions } from './options';

/** What the theme reads through `usePluginData('local-search')`. */
export interface LocalSearchGlobalData {
  searchPagePath: string;
  /** Base URL of the shard files, e.g. "/search-index/". */
  indexUrl: string;
  /** Every (language, docusaurus_tag) pair that has a shard. */
  shards: { language: string; tag: string }[];
  hosted: PluginOptions['hosted'];
  missingResultsUrl: string | null;
  /** Development server: shards come from the generated dev index. */
  dev: boolean;
}

interface BlogContent {
  blogPosts: { metadata: { permalink: string; title: string; source: string; frontMatter: { keywords?: string[] } } }[];
}

/** Resolves a plugin's "@site/…" source path to a file path. */
function sourceFile(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''));
}

/** The development index: records from the Markdown sources, per shard. */
async function devShards(
  context: LoadContext,
  allContent: Record<string, Record<string, unknown> | undefined>,
  groupOf: (route: string) => RouteGroup | undefined,
): Promise<Shard[]> {
  const language = context.i18n.currentLocale;
  const shards = new Map<string, Shard>();
  const add = (tag: string, records: SearchRecord[]) => {
    let shard = shards.get(tag);
    if (!shard) shards.set(tag, (shard = { version: 1, language, docusaurus_tag: tag, records: [] }));
    shard.records.push(...records);
  };
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  for (const version of docs?.loadedVersions ?? []) {
    const tag = `docs-default-${version.versionName}`;
    add(tag, []);
    for (const doc of version.docs) {
      const source = await fs.readFile(sourceFile(context.siteDir, doc.source), 'utf8');
      const group = groupOf(doc.permalink);
      add(
        tag,
        markdownRecords({
          source,
          title: doc.title,
          permalink: doc.permalink,
          language,
          version: version.versionName,
          tag,
          lvl0: group?.lvl0 ?? 'Documentation',
          pageRank: group?.pageRank,
          keywords: doc.frontMatter.keywords,
          sidebarLabel: doc.frontMatter.sidebar_label,
        }),
      );
    }
  }
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  add('default', []);
  for (const post of blog?.blogPosts ?? []) {
    const source = await fs.readFile(sourceFile(context.siteDir, post.metadata.source), 'utf8');
    add(
      'default',
      markdownRecords({
        source,
        title: post.metadata.title,
        permalink: post.metadata.permalink,
        language,
        version: '',
        tag: 'default',
        lvl0: 'Blog',
        keywords: post.metadata.frontMatter.keywords,
      }),
    );
  }
  return [...shards.values()];
}

/**
 * Tags of the shards: "default" for pages and blog posts, and the tag the
 * docs plugin gives each docs version ("docs-default-<version name>").
 */
async function knownTags(siteDir: string): Promise<string[]> {
  let versions: string[] = [];
  try {
    versions = JSON.parse(await fs.readFile(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
  } catch {
    // An unversioned site has only the current version.
  }
  return ['default', ...['current', ...versions].map((name) => `docs-default-${name}`)];
}

/**
 * The stylesheets that load with their lazy chunk: the modal's (imported
 * by the search button's lazy loader only) and the search page's.
 */
export const LAZY_CSS =
  /([\\/]@docsearch[\\/]css[\\/]dist[\\/](_variables|modal)\.css|[\\/]theme[\\/]SearchBar[\\/]modal\.css|[\\/]theme[\\/]SearchPage[\\/]styles\.module\.css)$/;

export default function pluginLocalSearch(context: LoadContext, options: PluginOptions): Plugin {
  const { baseUrl, i18n } = context;
  const isDev = process.env.NODE_ENV === 'development';
  const indexUrl = normalizeUrl([baseUrl, options.indexPath, '/']);
  const excluded = [
    '/404.html',
    normalizeUrl([baseUrl, options.searchPagePath]),
    ...options.excludeRoutes.map((r) => normalizeUrl([baseUrl, r])),
  ];
  const groups = options.groups.map((g) => ({ ...g, routes: g.routes.map((r) => normalizeUrl([baseUrl, r])) }));
  const groupOf = (route: string) => groups.find((g) => matchesRoute(route, g.routes));

  return {
    name: 'local-search',

    getClientModules() {
      return [path.join(__dirname, 'client', 'earlyShortcut.ts'), path.join(__dirname, 'client', 'earlySearch.ts')];
    },
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    async contentLoaded({ actions }) {
      actions.addRoute({
        path: normalizeUrl([baseUrl, options.searchPagePath]),
        component: '@theme/SearchPage',
        exact: true,
      });
      const tags = await knownTags(context.siteDir);
      const data: LocalSearchGlobalData = {
        searchPagePath: options.searchPagePath,
        indexUrl,
        shards: i18n.locales.flatMap((language) => tags.map((tag) => ({ language, tag }))),
        hosted: options.hosted,
        missingResultsUrl: options.missingResultsUrl,
        dev: isDev,
      };
      actions.setGlobalData(data);
    },

    async allContentLoaded({ allContent, actions }) {
      // A module of loaders for the development index; empty in production,
      // where the shards are written from the built HTML after the build.
      const entries: string[] = [];
      if (isDev && !options.hosted) {
        for (const shard of await devShards(context, allContent as Record<string, Record<string, unknown>>, groupOf)) {
          const name = shardFileName(shard.language, shard.docusaurus_tag);
          const file = await actions.createData(name, JSON.stringify(packShard(shard)));
          entries.push(`  ${JSON.stringify(name)}: () => import(${JSON.stringify(file)}),`);
        }
      }
      await actions.createData('dev-index.js', `export default {\n${entries.join('\n')}\n};\n`);
    },

    async postBuild({ outDir, routesPaths }) {
      if (options.hosted) return;
      const routes = [...new Set(routesPaths)].filter((r) => !matchesRoute(r, excluded)).sort();
      const shards = await indexBuiltSite({
        outDir,
        routes,
        languages: i18n.locales,
        tags: await knownTags(context.siteDir),
        groupOf,
        siteKeywords: siteKeywords(context.siteConfig.themeConfig),
      });
      const total = await writeShards(path.join(outDir, options.indexPath), shards);
      console.log(`[local-search] indexed ${total} records from ${routes.length} routes into ${shards.size} shards`);
    },

    configureWebpack(config, isServer) {
      return {
        // Docusaurus puts all CSS in one eager stylesheet. The modal's CSS
        // (DocSearch's and ours, ~3 KiB gzip) stays with the modal's lazy
        // chunk instead and loads when the reader first opens search; the
        // search page's comes with that page.
        ...(isServer ? {} : eagerCssExcept(config, (file) => LAZY_CSS.test(file))),
        module: {
          rules: [
            {
              test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
              use: [{ loader: path.resolve(__dirname, 'docsearch-error-status-loader.cjs') }],
            },
          ],
        },
      };
    },

    injectHtmlTags() {
      if (!options.hosted) return {};
      // Hosted mode: let the browser open the connection to the search
      // cluster early. Local mode contacts no search host at all.
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'preconnect',
              href: `https://${options.hosted.appId}-dsn.algolia.net`,
              crossorigin: 'anonymous',
            },
          },
        ],
      };
    },
  };
}
