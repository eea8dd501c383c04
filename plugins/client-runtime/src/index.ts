/**
 * Docusaurus's client runtime, made lighter for every page (client bundle
 * only; the server render is untouched):
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
 * - `tslib` is reduced to the helpers browser code uses (client/tslib.ts);
 * - each page's HTML names the chunks it needs (pageChunks.ts), so they load
 *   alongside main.js instead of after it;
 * - a docs version's data keeps only the docs a category page's cards show
 *   (version-data-loader.cjs), and the site configuration loses the plugin
 *   options only the build reads (site-config-loader.cjs).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { PageChunksInManifest } from './pageChunks';

/** Upstream's module, however the client entry imports it (`./docusaurus`). */
export const UPSTREAM_MODULE = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;
export const REPLACEMENT = path.join(__dirname, 'client', 'docusaurus.ts');

export default function clientRuntimePlugin(context: LoadContext): Plugin {
  return {
    name: 'client-runtime',
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer) return {};
      const chunkFilename = config.output?.chunkFilename;
      // Upstream's table from chunk names to ids (`__webpack_require__.gca`,
      // in the runtime every page loads) only served its prefetch, which
      // ours replaces: ours reads the ids from the registry's loaders.
      config.plugins = (config.plugins ?? []).filter((p) => p?.constructor?.name !== 'ChunkAssetPlugin');
      const versionData = path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs', 'default', 'p');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(UPSTREAM_MODULE, REPLACEMENT),
          new PageChunksInManifest(
            path.join(context.generatedFilesDir, 'client-manifest.json'),
            path.join(context.generatedFilesDir, 'registry.js'),
          ),
        ],
        resolve: {
          alias: {
            tslib$: path.join(__dirname, 'client', 'tslib.ts'),
          },
        },
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'registry.js'),
              use: [{ loader: path.join(__dirname, 'registry-loader.cjs') }],
            },
            {
              test: path.join(context.generatedFilesDir, 'routesChunkNames.json'),
              use: [{ loader: path.join(__dirname, 'routes-chunk-names-loader.cjs') }],
            },
            {
              test: path.join(context.generatedFilesDir, 'docusaurus.config.mjs'),
              use: [{ loader: path.join(__dirname, 'site-config-loader.cjs') }],
            },
            {
              test: (file: string) => file.startsWith(versionData + path.sep) && file.endsWith('.json'),
              use: [{ loader: path.join(__dirname, 'version-data-loader.cjs') }],
            },
          ],
        },
        output: typeof chunkFilename === 'string' ? { chunkFilename: chunkFilename.replace('[name]', '[id]') } : {},
      };
    },
  };
}
