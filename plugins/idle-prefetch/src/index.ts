/**
 * Link prefetching without long tasks (see client/docusaurus.ts): swaps
 * Docusaurus's client-side `window.docusaurus` module for ours in the client
 * bundle. The server bundle keeps upstream's (it never prefetches).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** Upstream's module, however the client entry imports it (`./docusaurus`). */
export const UPSTREAM_MODULE = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;
export const REPLACEMENT = path.join(__dirname, 'client', 'docusaurus.ts');

export default function idlePrefetchPlugin(_context: LoadContext): Plugin {
  return {
    name: 'idle-prefetch',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(UPSTREAM_MODULE, REPLACEMENT)],
      };
    },
  };
}
