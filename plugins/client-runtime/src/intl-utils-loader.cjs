/**
 * Loader for `@docusaurus/theme-common/lib/utils/IntlUtils.js`, in the
 * server render and the browser alike: `useDateTimeFormat` returns the
 * formatter of client/dateTimeFormat.ts, which writes the theme's English
 * UTC dates without creating an ICU date formatter (30–35 ms for the first
 * one of a page on the CI machine) and falls back to `Intl.DateTimeFormat`
 * for anything else. Both renders use it, so their text is the same. Should
 * the upstream line change, the build fails here.
 */
const path = require('node:path');

const UPSTREAM = /return new Intl\.DateTimeFormat\(currentLocale, \{\s*calendar,\s*\.\.\.options,?\s*\}\);/;
const RUNTIME = path.join(__dirname, 'client', 'dateTimeFormat.ts');

function withDateTimeFormat(source, runtime = RUNTIME) {
  if (!UPSTREAM.test(source)) {
    throw new Error(
      'intl-utils-loader: useDateTimeFormat in @docusaurus/theme-common changed; update plugins/client-runtime/src/intl-utils-loader.cjs',
    );
  }
  return [
    `import { dateTimeFormat as __dateTimeFormat } from ${JSON.stringify(runtime)};`,
    source.replace(UPSTREAM, 'return __dateTimeFormat(currentLocale, calendar, options);'),
  ].join('\n');
}

module.exports = function intlUtilsLoader(source) {
  return withDateTimeFormat(source);
};
module.exports.withDateTimeFormat = withDateTimeFormat;
