/**
 * Client module (see the plugin's getClientModules): where a keyboard is
 * likely and the connection allows it, gets search ready from the page's
 * `load` event on, while React is usually still hydrating the page (the
 * bench's "load → press" column: hydration ended 300–500 ms after `load` on
 * a two-core machine), so that a Ctrl+K as soon as the page answers keys
 * opens the modal at once:
 *   - the quick tier's worker starts (titlesWorker.ts says why) and, on a
 *     docs page, fetches and indexes the titles that page searches;
 *   - the modal's code and styles, and the page's search client, load.
 * Nothing here runs before `load`, on the development server (its index is
 * not in files), in hosted mode, or where the browser has no workers. It
 * does share the main thread with hydration: on that machine, the page
 * hydrated 90–180 ms later with it (the modal's script and styles most).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import type { LocalSearchGlobalData } from '../index';
import { type IdleEnvironment, keyboardLikely, mayPrefetch } from './idle';
import { loadSearchClientModule } from './index';
import { loadModalCode } from './modalCode';
import { pageFacetFilters } from './pageFacets';
import { startTitlesWorkerEarly, workerInit } from './titlesWorker';

const data = globalData['local-search']?.default as LocalSearchGlobalData | undefined;

if (ExecutionEnvironment.canUseDOM && data && !data.dev && data.hosted === null && typeof Worker !== 'undefined') {
  const start = () => {
    if (!keyboardLikely(window) || !mayPrefetch(window as unknown as IdleEnvironment)) return;
    const facetFilters = pageFacetFilters(document);
    startTitlesWorkerEarly(facetFilters ? { ...workerInit(data), facetFilters } : null);
    void loadModalCode().catch(() => undefined);
    void loadSearchClientModule().catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
