/**
 * Loader for `@docusaurus/theme-classic/lib/theme/Tabs/index.js` in the
 * browser bundle.
 *
 * Upstream keys its tabs provider on `useIsBrowser()`, so every `<Tabs>`
 * (each install snippet) is thrown away and mounted again right after
 * hydration: its code blocks render a second time, and removing and
 * inserting nodes inside the article makes the browser restyle the whole
 * article (30 ms for the 1,850 elements of /docs/quickstart on the CI
 * machine, four times that at Lighthouse's mobile CPU). The remount served
 * a `defaultValue` computed in the browser, which this site never passes;
 * the reader's stored or linked tab (`groupId`, `queryString`) is applied
 * after hydration by upstream's own layout effect in `useTabsContextValue`,
 * so the tabs hydrate once and keep their nodes.
 */
const { patchUpstream } = require('./upstream-patch.cjs');

function withoutRemount(source) {
  return patchUpstream(source, {
    loader: 'tabs-loader',
    what: 'Tabs in @docusaurus/theme-classic',
    edits: [
      { find: /\n\s*const isBrowser = useIsBrowser\(\);/, replace: '' },
      {
        find: /\s*\/\/ Remount tabs after hydration\n\s*\/\/ Temporary fix for \S+\n\s*key=\{String\(isBrowser\)\}>/,
        replace: '>',
      },
    ],
  });
}

module.exports = function tabsLoader(source) {
  return withoutRemount(source);
};
module.exports.withoutRemount = withoutRemount;
