/**
 * The development server reloads a plugin's content on every file event of
 * its watched paths, each reload running alongside the others. Hundreds of
 * files arriving at once (the API reference, prepared in the background and
 * moved into the docs in one piece) start hundreds of reloads of the docs
 * plugin, which then fail with EMFILE. This wraps Docusaurus's
 * `setupSiteFileWatchers` so that a burst of events reloads each plugin once,
 * `quietMs` after the last event of the burst; a single edit reloads after
 * the same short wait.
 *
 * Upstream: `@docusaurus/core/lib/commands/start/watcher.js`, whose export
 * `start.js` reads at call time, after the config and plugins have loaded
 * (see plugins/shared/upstreamLedger.ts). Call it from a plugin's
 * constructor, in the development server only.
 */
type Callback<Event> = (event: Event) => void;

/** Calls `callback` once per key, `quietMs` after the last event of that key. */
export function coalesceByKey<Event>(
  keyOf: (event: Event) => unknown,
  callback: Callback<Event>,
  quietMs: number,
  timers: { set: typeof setTimeout; clear: typeof clearTimeout } = { set: setTimeout, clear: clearTimeout },
): Callback<Event> {
  const pending = new Map<unknown, ReturnType<typeof setTimeout>>();
  return (event) => {
    const key = keyOf(event);
    const previous = pending.get(key);
    if (previous !== undefined) timers.clear(previous);
    pending.set(
      key,
      timers.set(() => {
        pending.delete(key);
        callback(event);
      }, quietMs),
    );
  };
}

interface WatcherModule {
  setupSiteFileWatchers: (params: unknown, callback: Callback<{ plugin: unknown }>) => void;
  __coalesced?: true;
}

export function coalesceDevServerReloads(quietMs = 300): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a deep module, patched where it lives
  const watcher = require('@docusaurus/core/lib/commands/start/watcher') as WatcherModule;
  if (watcher.__coalesced) return;
  const setup = watcher.setupSiteFileWatchers;
  watcher.setupSiteFileWatchers = (params, callback) =>
    setup(
      params,
      coalesceByKey((event) => event.plugin, callback, quietMs),
    );
  watcher.__coalesced = true;
}
