/**
 * Build-time fix for the DocSearch modal's error screen (@docsearch/react
 * 3.9.0, which bundles @algolia/autocomplete-core 1.17.9).
 *
 * When a search fails, DocSearch sets the status to "error" and rethrows;
 * autocomplete-core's input handler then runs `.finally(() =>
 * setStatus('idle'))`, which wipes the error at once, so the reader saw "No
 * results" instead of "Unable to fetch results" — and the rethrown error
 * surfaced as an unhandled promise rejection. This loader changes exactly
 * those two spots in the pinned bundle:
 *
 *   1. the `finally` keeps an "error" status instead of resetting it;
 *   2. the promise the input handler returns (which nobody awaits) gets a
 *      no-op rejection handler; the failure is already on screen.
 *
 * Each pattern must match exactly once, so a DocSearch upgrade that moves
 * the code fails the build instead of silently dropping the fix.
 */
const PATCHES = [
  {
    what: 'keep the error status after a failed search',
    from: 'finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}));return c.pendingRequests.add(g)}',
    to: 'finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}));return c.pendingRequests.add(g).catch((function(){}))}',
  },
];

module.exports = function docSearchErrorStatusLoader(source) {
  let out = source;
  for (const patch of PATCHES) {
    const count = out.split(patch.from).length - 1;
    if (count !== 1) {
      throw new Error(
        `docsearch-error-status-loader: expected the code to "${patch.what}" once in @docsearch/react, found it ${count} times. ` +
          'Was @docsearch/react upgraded? Re-check plugins/local-search/src/docsearch-error-status-loader.cjs.',
      );
    }
    out = out.replace(patch.from, patch.to);
  }
  return out;
};

module.exports.PATCHES = PATCHES;
