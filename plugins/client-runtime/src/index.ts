/**
 * Docusaurus's client runtime, made lighter for every page (client bundle
 * only; the server render is untouched but for the theme's dates):
 *
 * - `window.docusaurus` is ours (client/docusaurus.ts): links prefetch the
 *   pages they point to in idle time, from an index, instead of in one long
 *   task on load;
 * - the route registry loses the module names only the server render reads,
 *   and its chunk names become short keys (registry-loader.cjs,
 *   routes-chunk-names-loader.cjs);
 * - chunk files are named by chunk id, and upstream's table from chunk names
 *   to ids is not built, so the runtime every page loads carries no chunk
 *   names;
 * - `tslib` is reduced to the helpers browser code uses (client/tslib.ts),
 *   and `react-helmet-async` to the head updates `@docusaurus/Head` needs
 *   (client/head.ts; the server render keeps the package);
 * - each page's HTML names the chunks it needs (pageChunks.ts), so they load
 *   alongside main.js instead of after it;
 * - the leaf routes under a few path prefixes (each docs version, the API
 *   reference) and the registry entries only they use leave the entry
 *   bundle for a chunk per prefix, loaded before a path under it is matched
 *   (route-parts.cjs, client/routeParts.ts, client/preload.ts);
 * - theme-common's `useShallowMemoObject` orders keys without an ICU
 *   collator, and its `useDateTimeFormat` writes the theme's English dates
 *   without an ICU date formatter (also in the server render): setting
 *   those up cost a hydration task on phones 25–35 ms, times four at
 *   Lighthouse's mobile CPU (shallow-memo-loader.cjs, intl-utils-loader.cjs);
 * - theme-classic's `Tabs` hydrate once instead of mounting again right
 *   after hydration, which rendered each install snippet twice and made the
 *   browser restyle the whole article (tabs-loader.cjs);
 * - the updates upstream makes right after hydration are transitions,
 *   rendered in slices, or none when nothing changed: the window size
 *   (window-size-loader.cjs) and the preferred docs version read from
 *   storage (preferred-version-loader.cjs); each of these loaders fails the
 *   build if the upstream text it edits changes (upstream-patch.cjs);
 * - the client entry evaluates the app and starts hydrating in steps, a
 *   task each, instead of two long tasks (client/clientEntry.tsx);
 * - CSS under `lazyCssUnder` (the pages' own CSS modules) loads with its
 *   page instead of in the stylesheet every page loads;
 * - a docs version's data keeps no doc descriptions, and no docs but those
 *   a doc page's `DocCardList` looks up (version-data-loader.cjs), the
 *   global data no docs of the API reference (global-data-loader.cjs), and the site configuration loses the plugin
 *   options only the build reads (site-config-loader.cjs).
 */
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { eagerCssExcept } from '../../shared/eagerCss';
import { PageChunksInManifest } from './pageChunks';

export interface Options {
  /**
   * Path prefixes whose leaf routes load on demand (`/docs/v10`): sections
   * a reader of most pages never opens. Empty: one route table, as upstream.
   */
  lazyRoutePrefixes: string[];
  /**
   * Of those, the prefixes whose sidebar categories (without a page of their
   * own, every link under the prefix) load with the routes: the browser's
   * copy of the version data keeps only each one's first link
   * (version-data-loader.cjs).
   */
  lazySidebarPrefixes: string[];
  /**
   * Docs under these path prefixes leave the browser's copy of the global
   * data (global-data-loader.cjs): pages no other version has and no
   * navbar item names, such as the generated API reference.
   */
  globalDataOmitDocsUnder: string[];
  /**
   * Site directories (such as "src/pages") whose CSS loads with the chunk
   * that imports it, and is linked from the HTML of the pages that render
   * it, instead of going into the stylesheet every page loads. Meant for
   * CSS modules only one page uses: their class names are unique, so the
   * order the files load in cannot change what applies.
   */
  lazyCssUnder: string[];
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const routeParts = require('./route-parts.cjs') as {
  splitGenerated(dir: string, prefixes: string[]): { parts: { prefix: string; registryNames: string[] }[] };
  partChunkName(part: { prefix: string }): string;
};

/** Upstream's module, however the client entry imports it (`./docusaurus`). */
export const UPSTREAM_MODULE = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;
export const REPLACEMENT = path.join(__dirname, 'client', 'docusaurus.ts');
/** Upstream's preload, which the client entry and the router call. */
export const UPSTREAM_PRELOAD = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/;
export const PRELOAD_REPLACEMENT = path.join(__dirname, 'client', 'preload.ts');
/** Upstream's client entry, whose evaluation and hydration start are split into tasks here. */
export const UPSTREAM_CLIENT_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
export const CLIENT_ENTRY_REPLACEMENT = path.join(__dirname, 'client', 'clientEntry.tsx');

function pathPrefixes(options: Partial<Options> | undefined, name: keyof Options): string[] {
  const prefixes = options?.[name] ?? [];
  if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string' || !p.startsWith('/') || p === '/')) {
    throw new Error(`client-runtime: ${name} must be paths below the site root, such as "/docs/v10"`);
  }
  return prefixes;
}

function siteDirectories(dirs: unknown): string[] {
  if (dirs === undefined) return [];
  if (
    !Array.isArray(dirs) ||
    dirs.some((d) => typeof d !== 'string' || d === '' || path.isAbsolute(d) || d.split(/[\\/]/).includes('..'))
  ) {
    throw new Error('client-runtime: lazyCssUnder must be directories inside the site, such as "src/pages"');
  }
  return dirs as string[];
}

export function validateOptions({ options }: OptionValidationContext<Partial<Options> | undefined, Options>): Options {
  return {
    lazyRoutePrefixes: pathPrefixes(options, 'lazyRoutePrefixes'),
    lazySidebarPrefixes: pathPrefixes(options, 'lazySidebarPrefixes'),
    globalDataOmitDocsUnder: pathPrefixes(options, 'globalDataOmitDocsUnder'),
    lazyCssUnder: siteDirectories(options?.lazyCssUnder),
  };
}

export default function clientRuntimePlugin(context: LoadContext, options: Options): Plugin {
  const generated = (file: string) => path.join(context.generatedFilesDir, file);
  const prefixes = options.lazyRoutePrefixes;
  const sidebarPrefixes = options.lazySidebarPrefixes.filter((p) => prefixes.includes(p));
  return {
    name: 'client-runtime',
    getClientModules() {
      return sidebarPrefixes.length > 0 ? [path.join(__dirname, 'client', 'sidebarPartsClientModule.ts')] : [];
    },
    configureWebpack(config, isServer, { currentBundler }) {
      const versionData = generated(path.join('docusaurus-plugin-content-docs', 'default', 'p'));
      const isVersionData = (file: string) => file.startsWith(versionData + path.sep) && file.endsWith('.json');
      // The theme's dates, written without an ICU date formatter where the
      // text is known, in both renders so that they agree (intl-utils-loader.cjs).
      const intlUtils = {
        test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]IntlUtils\.js$/,
        use: [{ loader: path.join(__dirname, 'intl-utils-loader.cjs') }],
      };
      if (isServer) {
        // The server render keeps the whole version data; lazy sidebar
        // categories get the same classes as in the browser's copy, and
        // generated index pages the same card descriptions.
        const loader = path.join(__dirname, 'version-data-loader.cjs');
        const versionOptions = { lazyPrefixes: sidebarPrefixes, server: true };
        // The global data loses the same docs as the browser's copy, so both
        // renders compute the same active doc, version dropdown links and
        // active navbar items (e2e/hydration.spec.ts).
        const globalData = {
          test: generated('globalData.json'),
          use: [
            {
              loader: path.join(__dirname, 'global-data-loader.cjs'),
              options: { prefixes: options.globalDataOmitDocsUnder },
            },
          ],
        };
        return {
          module: {
            rules: [{ test: isVersionData, use: [{ loader, options: versionOptions }] }, globalData, intlUtils],
          },
        };
      }
      const chunkFilename = config.output?.chunkFilename;
      const lazyCssDirs = options.lazyCssUnder.map((dir) => path.resolve(context.siteDir, dir) + path.sep);
      // Upstream's table from chunk names to ids (`__webpack_require__.gca`,
      // in the runtime every page loads) only served its prefetch, which
      // ours replaces: ours reads the ids from the registry's loaders.
      config.plugins = (config.plugins ?? []).filter((p) => p?.constructor?.name !== 'ChunkAssetPlugin');
      return {
        ...eagerCssExcept(config, (file) => lazyCssDirs.some((dir) => file.startsWith(dir))),
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(UPSTREAM_MODULE, REPLACEMENT),
          new currentBundler.instance.NormalModuleReplacementPlugin(UPSTREAM_PRELOAD, PRELOAD_REPLACEMENT),
          new currentBundler.instance.NormalModuleReplacementPlugin(UPSTREAM_CLIENT_ENTRY, CLIENT_ENTRY_REPLACEMENT),
          new PageChunksInManifest(generated('client-manifest.json'), generated('registry.js'), () =>
            routeParts.splitGenerated(context.generatedFilesDir, prefixes).parts.map((part) => ({
              chunkName: routeParts.partChunkName(part),
              registryNames: part.registryNames,
            })),
          ),
        ],
        resolve: {
          alias: {
            tslib$: path.join(__dirname, 'client', 'tslib.ts'),
            'react-helmet-async$': path.join(__dirname, 'client', 'head.ts'),
          },
        },
        module: {
          rules: [
            {
              // Runs first: the other loaders see the main bundle's or a part's share.
              test: [generated('routes.js'), generated('routesChunkNames.json'), generated('registry.js')],
              enforce: 'pre' as const,
              use: [{ loader: path.join(__dirname, 'route-parts-loader.cjs'), options: { prefixes, sidebarPrefixes } }],
            },
            {
              test: generated('registry.js'),
              use: [{ loader: path.join(__dirname, 'registry-loader.cjs') }],
            },
            {
              test: generated('routesChunkNames.json'),
              use: [{ loader: path.join(__dirname, 'routes-chunk-names-loader.cjs') }],
            },
            {
              test: generated('globalData.json'),
              use: [
                {
                  loader: path.join(__dirname, 'global-data-loader.cjs'),
                  options: { prefixes: options.globalDataOmitDocsUnder },
                },
              ],
            },
            {
              test: generated('docusaurus.config.mjs'),
              use: [{ loader: path.join(__dirname, 'site-config-loader.cjs') }],
            },
            intlUtils,
            {
              // useShallowMemoObject without an ICU collator (see the loader).
              test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
              use: [{ loader: path.join(__dirname, 'shallow-memo-loader.cjs') }],
            },
            {
              // Tabs hydrate once instead of mounting again after hydration (see the loader).
              test: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Tabs[\\/]index\.js$/,
              use: [{ loader: path.join(__dirname, 'tabs-loader.cjs') }],
            },
            {
              // The window measured after hydration in a transition (see the loader).
              test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
              use: [{ loader: path.join(__dirname, 'window-size-loader.cjs') }],
            },
            {
              // The preferred docs version restored without a render when unchanged (see the loader).
              test: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsPreferredVersion\.js$/,
              use: [{ loader: path.join(__dirname, 'preferred-version-loader.cjs') }],
            },
            {
              test: isVersionData,
              use: [
                {
                  loader: path.join(__dirname, 'version-data-loader.cjs'),
                  options: { lazyPrefixes: sidebarPrefixes, siteDir: context.siteDir },
                },
              ],
            },
          ],
        },
        output: typeof chunkFilename === 'string' ? { chunkFilename: chunkFilename.replace('[name]', '[id]') } : {},
      };
    },
  };
}
