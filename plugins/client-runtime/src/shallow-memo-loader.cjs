/**
 * Loader for `@docusaurus/theme-common/lib/utils/reactUtils.js` in the
 * browser bundle.
 *
 * `useShallowMemoObject` sorts an object's entries by key with
 * `localeCompare` to build the dependencies of a memo. The first
 * `localeCompare` of a page makes V8 set up an ICU collator: 11–27 ms on
 * the CI machine, four times that at Lighthouse's mobile CPU, inside a
 * hydration task of every doc page on a phone (the mobile sidebar's
 * `NavbarSecondaryMenuFiller` calls the hook). The order only has to be the
 * same on every render, so keys are compared by code unit instead.
 */
const { patchUpstream } = require('./upstream-patch.cjs');

function withoutCollation(source) {
  return patchUpstream(source, {
    loader: 'shallow-memo-loader',
    what: 'useShallowMemoObject in @docusaurus/theme-common',
    edits: [
      {
        find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
        replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
      },
    ],
  });
}

module.exports = function shallowMemoLoader(source) {
  return withoutCollation(source);
};
module.exports.withoutCollation = withoutCollation;
