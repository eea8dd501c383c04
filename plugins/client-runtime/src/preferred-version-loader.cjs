/**
 * Loader for `@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js`
 * in the browser bundle.
 *
 * Upstream's provider reads each docs plugin's preferred version from
 * storage in an effect after hydration and always sets a new state object,
 * so every reader of the context (the navbar's docs links, each calling
 * `getActiveDocContext`) renders again, in one task, even when nothing is
 * stored: 26–38 ms on /docs/quickstart here, four times that at
 * Lighthouse's mobile CPU. The state now stays the same object when storage
 * names the versions it already holds (React then renders nothing), and a
 * stored version is applied as a transition, rendered in slices.
 * `startTransition` is imported here rather than read off upstream's
 * `React` default import, which the module might stop importing.
 */
const { patchUpstream } = require('./upstream-patch.cjs');

function withStableRestore(source) {
  const patched = patchUpstream(source, {
    loader: 'preferred-version-loader',
    what: 'DocsPreferredVersionContextProvider in @docusaurus/plugin-content-docs',
    edits: [
      {
        find: /\n(\s*)setState\(readStorageState\(\{ allDocsData, versionPersistence, pluginIds \}\)\);/,
        replace: [
          '\n$1const stored = readStorageState({ allDocsData, versionPersistence, pluginIds });',
          '$1__startTransition(() => setState((current) => Object.keys(stored).every((id) => current[id]?.preferredVersionName === stored[id].preferredVersionName) ? current : stored));',
        ].join('\n'),
      },
    ],
  });
  return [`import { startTransition as __startTransition } from 'react';`, patched].join('\n');
}

module.exports = function preferredVersionLoader(source) {
  return withStableRestore(source);
};
module.exports.withStableRestore = withStableRestore;
