/**
 * When to warm the search engine without the reader asking: once the page
 * has loaded and hydrated and the browser is idle, so it never competes with
 * the page's own loading; never on a connection that asks to save data or is 2G, as
 * the prefetching of pages (plugins/client-runtime) holds back there too.
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
}

/** Whether the connection allows fetching what the reader has not asked for. */
export function mayPrefetch(env: Pick<IdleEnvironment, 'navigator'>): boolean {
  const connection = env.navigator.connection;
  return !(connection?.saveData || connection?.effectiveType?.includes('2g'));
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
  if (!mayPrefetch(env)) return () => undefined;
  let cancelIdle: (() => void) | null = null;
  const run = () => {
    if (hasHydrated(env)) callback();
    else schedule();
  };
  const schedule = () => {
    if (env.requestIdleCallback) {
      const handle = env.requestIdleCallback(run, { timeout });
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
