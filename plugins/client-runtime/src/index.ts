/**
 * Docusaurus's client runtime, made lighter for every page (client bundle
 * only; the server render is untouched):
 *
 * - `window.docusaurus` is ours (client/docusaurus.ts): links prefetch the
 *   pages they point to in idle time, from an index, instead of in one long
 *   task on load;
 * - the route registry loses the module names only the server render reads
 *   (registry-loader.cjs);
 * - chunk files are named by chunk id, so the webpack runtime every page
 *   loads carries no table from chunk ids to chunk names;
 * - `tslib` is reduced to the helpers browser code uses (client/tslib.ts);
 * - each page's HTML names the chunks it needs (pageChunks.ts), so they load
 *   alongside main.js instead of after it.
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
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(UPSTREAM_MODULE, REPLACEMENT),
          new PageChunksInManifest(
            path.join(context.generatedFilesDir, 'client-manifest.json'),
            path.join(context.generatedFilesDir, 'registry.js'),
          ),
        ],
        resolve: { alias: { tslib$: path.join(__dirname, 'client', 'tslib.ts') } },
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'registry.js'),
              use: [{ loader: path.join(__dirname, 'registry-loader.cjs') }],
            },
          ],
        },
        output: typeof chunkFilename === 'string' ? { chunkFilename: chunkFilename.replace('[name]', '[id]') } : {},
      };
    },
  };
}
