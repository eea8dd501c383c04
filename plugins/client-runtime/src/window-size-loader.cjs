/**
 * Loader for `@docusaurus/theme-common/lib/hooks/useWindowSize.js` in the
 * browser bundle.
 *
 * The hook returns "ssr" while the page hydrates, then measures the window
 * in an effect. That first update changes every user's value at once (the
 * mobile-menu context, so the navbar and all its items; the doc page's
 * table of contents) and upstream sets it as an urgent update, which React
 * renders in one task: 20–30 ms on a phone-sized /docs/quickstart here,
 * four times that at Lighthouse's mobile CPU. It is now a transition,
 * rendered in slices; a resize is still applied at once.
 */
const { patchUpstream } = require('./upstream-patch.cjs');

function withMeasureAsTransition(source) {
  return patchUpstream(source, {
    loader: 'window-size-loader',
    what: 'useWindowSize in @docusaurus/theme-common',
    edits: [
      {
        find: "import { useEffect, useState } from 'react';",
        replace: "import { startTransition, useEffect, useState } from 'react';",
      },
      {
        find: /\n(\s*)updateWindowSize\(\);\n(\s*)window\.addEventListener\('resize', updateWindowSize\);/,
        replace: "\n$1startTransition(updateWindowSize);\n$2window.addEventListener('resize', updateWindowSize);",
      },
    ],
  });
}

module.exports = function windowSizeLoader(source) {
  return withMeasureAsTransition(source);
};
module.exports.withMeasureAsTransition = withMeasureAsTransition;
