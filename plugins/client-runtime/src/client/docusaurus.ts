/**
 * Replaces `@docusaurus/core/lib/client/docusaurus.js` (3.10.2), the object
 * the client entry mounts as `window.docusaurus`, which `<Link>` calls to
 * prefetch a page's code when the link scrolls into view and to preload it
 * on hover or touch.
 *
 * Why: upstream's `prefetch` scans all of `routesChunkNames` (~435 routes
 * here, with the API reference) with a regular expression, three times per link, synchronously in
 * the IntersectionObserver callback. On load every visible link (sidebar,
 * table of contents, prose) fires at once: on `/docs/server/middlewares` that
 * was one task of ~150 ms (600 ms at Lighthouse's 4× CPU slowdown), the
 * largest part of the page's blocking time. Here the chunk names come from an
 * index built once, visibility prefetches run in idle time, a few per idle
 * period, and a chunk that several pages share is prefetched once (upstream
 * adds a <link rel=prefetch> per chunk per page: 232 on /docs/quickstart for
 * 25 files). Behaviour is otherwise upstream's: no prefetch on 2g or with
 * Save-Data, each route once, nothing for a route already preloaded, and
 * `preload` (hover, touch, navigation) runs at once.
 *
 * A link to a page whose route lives in a route part not loaded yet
 * (routeParts.ts: the older docs versions, the API reference) prefetches
 * that part's file only; its page's own chunks follow on hover, when the
 * preload evaluates the part.
 */
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from './preload';
import registry from '@generated/registry';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import { matchRoutes } from 'react-router-config';
import { type ChunkTree, browserScheduler, chunkIdsOfLoader, createIdleQueue, indexChunkNames } from './queue';
import { missingParts, onRoutesAdded } from './routeParts';

/** The bundler's runtime: public path, and a chunk's file name by chunk id. */
declare const __webpack_require__: { p: string; u(chunkId: string): string };

/** The URLs of the files a chunk name's loader fetches (see chunkIdsOfLoader). */
const urlsOfLoader = (loader: () => unknown): string[] =>
  chunkIdsOfLoader(loader)
    .map((id) => __webpack_require__.p + __webpack_require__.u(id))
    // A chunk of styles only has no script: its name reads "….undefined.js".
    .filter((url) => !url.includes('.undefined.'));

const chunkUrlsOf = (chunkName: string): string[] => {
  const entry = registry[chunkName];
  return entry ? urlsOfLoader(entry[0]) : [];
};

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

const fetched = new Set<string>();
const loaded = new Set<string>();
/** Chunk URLs prefetched already: pages share their layout and version chunks. */
const prefetchedAssets = new Set<string>();

const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

let chunkIndex: Map<string, string[]> | undefined;
// A route part adds routes and their chunk names: index again when needed.
onRoutesAdded(() => {
  chunkIndex = undefined;
});
const chunkNamesOf = (routePath: string): string[] =>
  (chunkIndex ??= indexChunkNames(routesChunkNames as unknown as Record<string, ChunkTree>)).get(routePath) ?? [];

function prefetchAsset(url: string): void {
  if (prefetchedAssets.has(url)) return;
  prefetchedAssets.add(url);
  void prefetchHelper(url);
}

/** The chunk URLs a route's page needs: its route part's, or its matched routes' chunks. */
function urlsToPrefetch(routePath: string): string[] {
  const parts = missingParts(routePath);
  if (parts.length > 0) return parts.flatMap((part) => urlsOfLoader(part.load));
  return matchRoutes(routes, routePath).flatMap((match) =>
    chunkNamesOf(match.route.path).flatMap((chunkName) => chunkUrlsOf(chunkName)),
  );
}

/**
 * Idle work, one small job at a time: a route's job finds its chunk URLs and
 * queues one job per URL not prefetched yet, since each `<link
 * rel="prefetch">` inserted starts a request in the browser: up to 2.5 ms
 * each here, and the 15 chunks of /docs/quickstart's first links, inserted
 * by route jobs within one idle period, made one 80 ms task at Lighthouse's
 * 4x CPU.
 */
type Job = () => void;
const enqueue = createIdleQueue<Job>((job) => job(), browserScheduler);

function prefetchNow(routePath: string): void {
  // Preloaded (hovered or visited) since it was queued: nothing left to do.
  if (loaded.has(routePath)) return;
  for (const url of urlsToPrefetch(routePath)) {
    if (!prefetchedAssets.has(url)) enqueue(() => prefetchAsset(url));
  }
}

const prefetch = (routePath: string): false | Promise<void[]> => {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  enqueue(() => prefetchNow(routePath));
  return Promise.resolve([]);
};

const preload = (routePath: string): false | Promise<void[]> => {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath) as Promise<void[]>;
};

const docusaurus = { prefetch, preload };
// Mounted on window, like upstream's: frozen.
export default Object.freeze(docusaurus);
