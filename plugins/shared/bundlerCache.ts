/**
 * The bundler's persistent cache keeps compiled pages between builds. A
 * plugin whose output for a page depends on more than the page's source (a
 * generated reference, a hover cache) adds a suffix naming that state to the
 * cache version, so a change of state recompiles the pages instead of
 * reusing stale ones. Works for Rspack's `cache` and Webpack's
 * `experiments.cache`; without a versioned cache it returns nothing.
 */
export interface BundlerCacheConfig {
  cache?: unknown;
  experiments?: { cache?: unknown };
}

function withVersion(cache: unknown, suffix: string): unknown {
  if (!cache || typeof cache !== 'object' || !('version' in cache)) return undefined;
  return { ...cache, version: `${String(cache.version)}-${suffix}` };
}

export function withCacheVersionSuffix(config: BundlerCacheConfig, suffix: string): BundlerCacheConfig {
  const cache = withVersion(config.cache, suffix);
  const experimentsCache = withVersion(config.experiments?.cache, suffix);
  return {
    ...(cache !== undefined && { cache }),
    ...(experimentsCache !== undefined && { experiments: { cache: experimentsCache } }),
  };
}
