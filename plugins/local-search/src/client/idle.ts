/**
 * When the search button loads search without the reader asking: once the
 * page has loaded and hydrated; the search engine in the first idle period
 * after that, the modal's code at once where a keyboard is likely (Ctrl+K
 * can come as soon as the page answers keys). Where a keyboard is likely,
 * earlySearch.ts starts sooner, at the `load` event. Never on a connection
 * that asks to save data or is 2G, as the prefetching of pages
 * (plugins/client-runtime) holds back there too.
 * Part of the main bundle (the search button uses it): keep it small.
 */

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** What `afterLoadWhenIdle` uses of the browser (the window; a stand-in in tests). */
export interface IdleEnvironment {
  document: { readyState: DocumentReadyState; documentElement: { dataset: { hasHydrated?: string } } };
  navigator: { connection?: NetworkInformationLike };
  addEventListener(type: 'load', listener: () => void): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
  matchMedia?: (query: string) => { matches: boolean };
}

/** Whether the connection allows fetching what the reader has not asked for. */
export function mayPrefetch(env: Pick<IdleEnvironment, 'navigator'>): boolean {
  const connection = env.navigator.connection;
  return !(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

/**
 * Whether the reader's main pointer can hover and point finely (a mouse or
 * a touchpad, so most likely a keyboard beside it): a phone or a tablet
 * opens search by touching the button, which loads it then.
 */
export function keyboardLikely(env: Pick<IdleEnvironment, 'matchMedia'>): boolean {
  return env.matchMedia?.('(hover: hover) and (pointer: fine)').matches ?? false;
}

/** Whether React has hydrated the page (Docusaurus sets `data-has-hydrated` on `<html>`). */
function hasHydrated(env: Pick<IdleEnvironment, 'document'>): boolean {
  return env.document.documentElement.dataset.hasHydrated === 'true';
}

/**
 * Runs `callback` once, in the first idle period after the `load` event
 * (at the latest `timeout` ms after it) in which the page has hydrated,
 * unless the connection forbids it. Hydration is waited for because an idle
 * period can come between React's render and the commit that marks the page
 * hydrated: the callback's downloads must not look like hydration's.
 * Returns the function that cancels it.
 */
export function afterLoadWhenIdle(
  callback: () => void,
  env: IdleEnvironment = window as unknown as IdleEnvironment,
  timeout = 2000,
): () => void {
  return afterLoad(callback, env, timeout);
}

/**
 * Runs `callback` once, as soon as the `load` event has fired and the page
 * has hydrated (checked every few milliseconds until it has), unless the
 * connection forbids it. Returns the function that cancels it.
 */
export function afterLoadAndHydration(
  callback: () => void,
  env: IdleEnvironment = window as unknown as IdleEnvironment,
): () => void {
  return afterLoad(callback, env, null);
}

/** Hydration is checked this often (ms) when not waiting for idle periods. */
const HYDRATION_POLL = 10;

/** `afterLoadWhenIdle` with an idle timeout, `afterLoadAndHydration` with null. */
function afterLoad(callback: () => void, env: IdleEnvironment, idleTimeout: number | null): () => void {
  if (!mayPrefetch(env)) return () => undefined;
  let cancelIdle: (() => void) | null = null;
  const run = () => {
    if (hasHydrated(env)) callback();
    else schedule();
  };
  const schedule = () => {
    if (idleTimeout === null) {
      const handle = env.setTimeout(run, HYDRATION_POLL);
      cancelIdle = () => env.clearTimeout(handle);
    } else if (env.requestIdleCallback) {
      const handle = env.requestIdleCallback(run, { timeout: idleTimeout });
      cancelIdle = () => env.cancelIdleCallback?.(handle);
    } else {
      const handle = env.setTimeout(run, 1);
      cancelIdle = () => env.clearTimeout(handle);
    }
  };
  if (env.document.readyState === 'complete') schedule();
  else env.addEventListener('load', schedule);
  return () => {
    env.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}
