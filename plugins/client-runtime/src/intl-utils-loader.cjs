/**
 * Loader for `@docusaurus/theme-common/lib/utils/IntlUtils.js`, in the
 * server render and the browser alike: `useDateTimeFormat` returns the
 * formatter of client/dateTimeFormat.ts, which writes the theme's English
 * UTC dates without creating an ICU date formatter (30–35 ms for the first
 * one of a page on the CI machine) and falls back to `Intl.DateTimeFormat`
 * for anything else. Both renders use it, so their text is the same.
 */
const path = require('node:path');
const { patchUpstream } = require('./upstream-patch.cjs');

const RUNTIME = path.join(__dirname, 'client', 'dateTimeFormat.ts');

function withDateTimeFormat(source, runtime = RUNTIME) {
  const patched = patchUpstream(source, {
    loader: 'intl-utils-loader',
    what: 'useDateTimeFormat in @docusaurus/theme-common',
    edits: [
      {
        find: /return new Intl\.DateTimeFormat\(currentLocale, \{\s*calendar,\s*\.\.\.options,?\s*\}\);/,
        replace: 'return __dateTimeFormat(currentLocale, calendar, options);',
      },
    ],
  });
  return [`import { dateTimeFormat as __dateTimeFormat } from ${JSON.stringify(runtime)};`, patched].join('\n');
}

module.exports = function intlUtilsLoader(source) {
  return withDateTimeFormat(source);
};
module.exports.withDateTimeFormat = withDateTimeFormat;
