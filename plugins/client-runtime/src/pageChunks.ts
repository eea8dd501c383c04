/**
 * Page chunks in the HTML. Docusaurus writes a `<script defer>` for each
 * chunk a page needs from the client manifest, looked up by the module names
 * its route components report during the server render ("@site/docs/…mdx",
 * "@theme/DocItem", …). With webpack 5 and Rspack the manifest is keyed by
 * chunk instead, nothing matches, and a page's chunks are only requested
 * once main.js has run: one more round trip before the page hydrates (about
 * 0.3–0.5 s on Lighthouse's mobile network). This adds each registry
 * module's name to the manifest, pointing at the chunks of its import.
 */
import fs from 'node:fs';
import { entryRequests } from './registry-format.cjs';

export interface Manifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, unknown>;
}

/**
 * The manifest with an origin per registry module: the chunks (ids) of the
 * chunk group named after it, where the manifest has their assets.
 */
export function withModuleOrigins(
  manifest: Manifest,
  modules: Map<string, string>,
  chunkGroups: Iterable<[string, { chunks: readonly { id?: string | number | null }[] }]>,
): Manifest {
  const origins = { ...manifest.origins };
  for (const [name, group] of chunkGroups) {
    const request = modules.get(name);
    if (!request) continue;
    const ids = group.chunks.map((c) => String(c.id)).filter((id) => id in manifest.assets);
    if (ids.length) origins[request] = ids;
  }
  return { ...manifest, origins };
}

/**
 * A route part's chunks added to the origins of the modules only its routes
 * use (route-parts.cjs): a page under `/docs/v10` reports its content
 * module, so its HTML names the part too, and hydration finds the part's
 * routes already downloaded instead of fetching them after main.js.
 */
export function withRoutePartOrigins(
  manifest: Manifest,
  parts: { chunkName: string; requests: string[] }[],
  chunkGroups: ReadonlyMap<string, { chunks: readonly { id?: string | number | null }[] }>,
): Manifest {
  const origins = { ...manifest.origins };
  for (const part of parts) {
    const group = chunkGroups.get(part.chunkName);
    if (!group) continue;
    const ids = group.chunks.map((c) => String(c.id)).filter((id) => id in manifest.assets);
    for (const request of part.requests) {
      const own = origins[request];
      if (own) origins[request] = [...new Set([...own, ...ids])];
    }
  }
  return { ...manifest, origins };
}

interface CompilerLike {
  hooks: {
    done: {
      tap(
        name: string,
        fn: (stats: {
          compilation: {
            namedChunkGroups: ReadonlyMap<string, { chunks: readonly { id?: string | number | null }[] }>;
          };
        }) => void,
      ): void;
    };
  };
}

/** A bundler plugin for the client compilation, run once the manifest is written. */
export class PageChunksInManifest {
  constructor(
    private readonly manifestPath: string,
    private readonly registryPath: string,
    /** The route parts and the registry names only each one's routes use. */
    private readonly routeParts: () => { chunkName: string; registryNames: string[] }[] = () => [],
  ) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.done.tap('PageChunksInManifest', ({ compilation }) => {
      if (!fs.existsSync(this.manifestPath)) return;
      const manifest = JSON.parse(fs.readFileSync(this.manifestPath, 'utf8')) as Manifest;
      const modules: Map<string, string> = entryRequests(fs.readFileSync(this.registryPath, 'utf8'));
      const parts = this.routeParts().map((part) => ({
        chunkName: part.chunkName,
        requests: part.registryNames.flatMap((name) => modules.get(name) ?? []),
      }));
      const updated = withRoutePartOrigins(
        withModuleOrigins(manifest, modules, compilation.namedChunkGroups),
        parts,
        compilation.namedChunkGroups,
      );
      fs.writeFileSync(this.manifestPath, JSON.stringify(updated));
    });
  }
}
