import fs from 'node:fs';
import path from 'node:path';

/**
 * The list of generated reference pages, written next to them as
 * `_manifest.json`. The remark plugin links prose to these pages; the list
 * exists only while the reference is generated (TYPEDOC=0 removes it).
 */
export const MANIFEST_FILE = '_manifest.json';

/**
 * Folders typedoc-plugin-markdown puts member pages in ("members" layout),
 * with the label each gets in the sidebar.
 */
export const KIND_FOLDERS = {
  classes: 'Classes',
  functions: 'Functions',
  interfaces: 'Interfaces',
  'type-aliases': 'Type Aliases',
  variables: 'Variables',
  enumerations: 'Enumerations',
} as const;
export type KindFolder = keyof typeof KIND_FOLDERS;

export function isKindFolder(name: string): name is KindFolder {
  return Object.hasOwn(KIND_FOLDERS, name);
}

/** One page documenting one exported name. */
export interface ReferencePage {
  /** The exported name, e.g. "httpBatchLink". */
  name: string;
  kind: KindFolder;
  /** npm name of the package, e.g. "@trpc/client". */
  package: string;
  /** Module inside a package of several entry points, e.g. "links/httpBatchLink"; null otherwise. */
  module: string | null;
  /** Path of the Markdown file from the reference folder, with "/" separators. */
  file: string;
}

export interface Manifest {
  /** Cache key of the generated output. */
  hash: string;
  /** npm names of the packages, in the order of the plugin's options. */
  packages: string[];
  pages: ReferencePage[];
}

export function readManifest(referenceDir: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(referenceDir, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * The page each name links to. A name documented in several places goes to
 * the earliest package of the list, and inside it to its main module
 * ("index", or the package itself when it has one module).
 */
export function pagesByName(manifest: Manifest): Map<string, ReferencePage> {
  const rank = (p: ReferencePage) => {
    const i = manifest.packages.indexOf(p.package);
    return (i === -1 ? manifest.packages.length : i) * 2 + (p.module === null || p.module === 'index' ? 0 : 1);
  };
  const byName = new Map<string, ReferencePage>();
  for (const page of manifest.pages) {
    const current = byName.get(page.name);
    if (!current || rank(page) < rank(current)) byName.set(page.name, page);
  }
  return byName;
}
