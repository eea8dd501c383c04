/**
 * The browser's side of route parts (../route-parts.cjs): the main bundle's
 * route tree lacks the leaf routes under a few path prefixes (older docs
 * versions, the API reference); each prefix's leaves come in a chunk of
 * their own, loaded before a path under it is matched. Loading a part
 * appends its leaves to their parents in place, so every holder of the
 * tree (the router, `matchRoutes`, a docs root's `route.routes`) sees them.
 */

import { isUnder } from '../path-prefix.cjs';

/** A route as react-router-config reads it. */
export interface RouteLike {
  path: string;
  exact?: boolean;
  routes?: RouteLike[];
}

/**
 * A part's module: its leaves, grouped by the index path of their parent in
 * the main tree, and what must be done before they render (`ready`: the
 * sidebar lists the part brings back, see sidebarParts.ts).
 */
export interface PartModule {
  default: [number[], RouteLike[]][];
  ready?: Promise<unknown>;
}

export interface PartDefinition {
  /** Lower case, no trailing slash: `/docs/v10`. */
  prefix: string;
  load: () => Promise<PartModule>;
}

interface Part extends PartDefinition {
  loaded: boolean;
  pending?: Promise<void>;
}

let tree: RouteLike[] = [];
const parts: Part[] = [];
const listeners = new Set<() => void>();

/** Called by the client copy of `@generated/routes` as it is evaluated. */
export function registerRouteParts(routes: RouteLike[], definitions: PartDefinition[]): void {
  tree = routes;
  parts.length = 0;
  for (const definition of definitions) parts.push({ ...definition, loaded: false });
}

const safeDecode = (pathname: string): string => {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
};

/**
 * The part whose leaves a path can match: the one with the longest prefix
 * it is under. Prefixes may nest (`/docs` holds the current version's docs,
 * `/docs/v10` an older one's), and the main tree's routes for the longer
 * prefix (the version's root) come first, so a path under `/docs/v10`
 * never reaches a leaf of `/docs`; the build splits by the same rule.
 */
function partFor(pathname: string): Part | undefined {
  let best: Part | undefined;
  for (const part of parts) {
    if (isUnder(pathname, part.prefix) && (!best || part.prefix.length > best.prefix.length)) best = part;
  }
  return best;
}

/** The parts not yet loaded that a path (as written or decoded) needs. */
export function missingParts(pathname: string): PartDefinition[] {
  const needed = new Set<Part>();
  for (const path of [pathname, safeDecode(pathname)]) {
    const part = partFor(path);
    if (part && !part.loaded) needed.add(part);
  }
  return [...needed];
}

function attach(module: PartModule): void {
  for (const [indexPath, leaves] of module.default) {
    let list = tree;
    let parent: RouteLike | undefined;
    for (const index of indexPath) {
      parent = list[index];
      list = parent?.routes ?? [];
    }
    if (!parent?.routes) throw new Error(`Route part: no parent route at [${indexPath.join(', ')}]`);
    parent.routes.push(...leaves);
  }
}

function loadPart(part: Part): Promise<void> {
  part.pending ??= part
    .load()
    .then((module) => Promise.resolve(module.ready).then(() => module))
    .then(
      (module) => {
        if (part.loaded) return;
        attach(module);
        part.loaded = true;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // Offline or a stale deploy: the next navigation tries again (and
        // the caller's failure handling, a full reload, applies meanwhile).
        part.pending = undefined;
        throw error;
      },
    );
  return part.pending;
}

/** Resolves once every route a path could match is in the tree. */
export function ensureRoutes(pathname: string): Promise<void> {
  const missing = missingParts(pathname) as Part[];
  if (missing.length === 0) return Promise.resolve();
  return Promise.all(missing.map(loadPart)).then(() => undefined);
}

/** The prefixes of the parts registered, loaded or not. */
export function partPrefixes(): string[] {
  return parts.map((part) => part.prefix);
}

/** Runs `listener` whenever a part has added its routes; returns the unsubscribe. */
export function onRoutesAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
