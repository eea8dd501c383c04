import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { cacheGeneration } from '../../code-examples/src/hovers';
import { type BundlerCacheConfig, withCacheVersionSuffix } from '../../shared/bundlerCache';
import { codeThemeCss } from './css';
import { startDevHovers } from './devHovers';
import { warmHoverCache } from './hovers';
import { lazyRouteCompilation } from './lazyCompilation';
import { hoverMode } from './mode';

export interface Options {
  /** Token colours in light mode. */
  lightTheme: PrismTheme;
  /** Token colours in dark mode. */
  darkTheme: PrismTheme;
}

/**
 * A page's hovers depend on more than its source: the examples environment,
 * TypeScript, and this plugin's code. Their state joins the bundler's cache
 * version (see plugins/shared/bundlerCache.ts).
 */
/** The hovers' code: this folder and the examples engine's. */
function codeFingerprint(): string {
  const hash = crypto.createHash('sha256');
  for (const dir of [__dirname, path.join(__dirname, '../../code-examples/src')]) {
    for (const name of fs.readdirSync(dir).sort()) {
      if (name.endsWith('.ts') && !name.endsWith('.test.ts')) hash.update(fs.readFileSync(path.join(dir, name)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Build-time code highlighting. The remark plugin (`./remark`, wired into the
 * docs, blog and pages) turns each fenced block into highlighted HTML; this
 * plugin adds the token colours for both colour modes as one small inline
 * style, so highlighted code paints with the first byte of CSS and no
 * highlighter runs in the browser.
 *
 * Type hovers are computed up front for a build and per page, when it is
 * first opened, under the development server (mode.ts).
 */
export default function codeHighlightPlugin(context: LoadContext, options: Options): Plugin {
  const css = codeThemeCss(options.lightTheme, options.darkTheme);
  const require = createRequire(__filename);
  const prismClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  const lazy = hoverMode() === 'lazy';
  const stampDir = path.join(context.generatedFilesDir, 'code-hovers');
  if (lazy) startDevHovers(context.siteDir, stampDir);
  return {
    name: 'code-highlight',
    async loadContent() {
      if (lazy) {
        console.log('[code-hovers] a page gets its type hovers once opened (npm run check:examples computes them all)');
        return;
      }
      // Before any page compiles: one examples-check run for every page the
      // hover cache lacks, instead of one per page.
      const { pages, missed, seconds } = warmHoverCache();
      if (missed > 0) console.log(`[code-hovers] ${missed} of ${pages} pages compiled in ${seconds.toFixed(1)} s`);
    },
    configureWebpack(config, isServer) {
      // In the browser's copy of each Markdown module, the code blocks' HTML
      // becomes a chunk of its own, loaded on client-side navigation only
      // (html-out-loader.cjs, client/codeHtml.ts): a first visit has it in
      // the page already.
      const codeHtmlRules = isServer
        ? []
        : [
            {
              // A function: with the same regular expression as the content
              // plugins' MDX rule, Rspack rejected the merged rule set
              // ("condition should be one of string, RegExp, …").
              test: (file: string) => /\.mdx?$/i.test(file),
              enforce: 'post' as const,
              use: [{ loader: path.join(__dirname, 'html-out-loader.cjs') }],
            },
            {
              test: path.join(context.generatedFilesDir, 'registry.js'),
              // Options only when lazy: they are part of the module's id, and a
              // build's output stays byte for byte what it was without them.
              use: [
                { loader: path.join(__dirname, 'registry-code-html-loader.cjs'), ...(lazy && { options: { lazy } }) },
              ],
            },
          ];
      // A page served before its hovers were compiled is built again when they are (devHovers.ts).
      const stampRules = lazy
        ? [
            {
              test: (file: string) => /\.mdx?$/i.test(file),
              enforce: 'post' as const,
              use: [{ loader: path.join(__dirname, 'hover-stamp-loader.cjs'), options: { dir: stampDir } }],
            },
          ]
        : [];
      // theme-classic registers a client module that imports Prism on every
      // page; nothing here needs it any more.
      return {
        ...(lazy && !isServer ? lazyRouteCompilation() : {}),
        module: { rules: [...codeHtmlRules, ...stampRules] },
        resolve: { alias: { [`${prismClientModule}$`]: path.join(__dirname, 'client/noPrism.ts') } },
        ...(withCacheVersionSuffix(
          config as BundlerCacheConfig,
          `code-hovers-${cacheGeneration()}-${codeFingerprint()}`,
        ) as object),
      };
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'style', attributes: { 'data-code-theme': '' }, innerHTML: css }] };
    },
  };
}

export function validateOptions({ options }: { options: Partial<Options>; validate: unknown }): Options {
  if (!options.lightTheme?.plain || !options.darkTheme?.plain) {
    throw new Error('code-highlight: `lightTheme` and `darkTheme` must be prism-react-renderer themes');
  }
  return options as Options;
}
