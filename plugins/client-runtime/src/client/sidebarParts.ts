/**
 * Sidebar lists that load with a route part (../version-data-loader.cjs):
 * the browser's copy of a docs version's data holds, for a category whose
 * links all lie under a lazy route prefix (the API reference), only the path
 * to its first link. The prefix's route part puts the full lists back
 * (`restoreSidebarItems`), before any page under the prefix renders. On
 * other pages the category is collapsed and its list unrendered; the reader
 * reaching for it (pointer, touch, keyboard focus, click) loads the part
 * (`loadSidebarPart`, wired by ./sidebarPartsClientModule.ts), and the
 * category renders again with its list (`useRouteParts`).
 */
import { useEffect, useReducer } from 'react';
import { partClass } from '../path-prefix.cjs';
import { ensureRoutes, onRoutesAdded, partPrefixes } from './routeParts';

interface SidebarItem {
  type: string;
  items?: SidebarItem[];
}

export interface SidebarList {
  sidebar: string;
  /** Indices from the sidebar's root down to the category. */
  path: number[];
  items: SidebarItem[];
}

interface VersionData {
  version?: { docsSidebars?: Record<string, SidebarItem[]> };
}

/** Puts the full lists back into a version's data, in place (the theme holds this object). */
export function restoreSidebarItems(data: VersionData, lists: SidebarList[]): void {
  for (const { sidebar, path, items } of lists) {
    let list = data.version?.docsSidebars?.[sidebar];
    let category: SidebarItem | undefined;
    for (const index of path) {
      category = list?.[index];
      list = category?.items;
    }
    if (category?.type !== 'category') throw new Error(`Sidebar part: no category at ${sidebar} [${path.join(', ')}]`);
    // A new array: memoized lists of the old one are computed again.
    category.items = items;
  }
}

/** Loads the part named by a lazy category's classes (`lazy-sidebar-items--docs-typedoc`). */
export function loadSidebarPart(classList: Iterable<string>): Promise<void> {
  const classes = new Set(classList);
  const prefixes = partPrefixes().filter((prefix) => classes.has(partClass(prefix)));
  return Promise.all(prefixes.map((prefix) => ensureRoutes(prefix))).then(() => undefined);
}

/** Renders the caller again whenever a route part has loaded (and put its sidebar lists back). */
export function useRouteParts(): void {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => onRoutesAdded(rerender), []);
}
