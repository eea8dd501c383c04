/**
 * Client module (see the plugin's getClientModules): where a keyboard is
 * likely and the connection allows it, starts the quick tier's worker once
 * the page has loaded, while React may still be hydrating it (titlesWorker.ts
 * says why). Not on the development server (its index is not in files), nor
 * in hosted mode, nor where the browser has no workers.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import type { LocalSearchGlobalData } from '../index';
import { type IdleEnvironment, keyboardLikely, mayPrefetch } from './idle';
import { startTitlesWorkerEarly } from './titlesWorker';

const data = globalData['local-search']?.default as LocalSearchGlobalData | undefined;

if (ExecutionEnvironment.canUseDOM && data && !data.dev && data.hosted === null && typeof Worker !== 'undefined') {
  const start = () => {
    if (keyboardLikely(window) && mayPrefetch(window as unknown as IdleEnvironment)) startTitlesWorkerEarly();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
