/**
 * A search record in the shape DocSearch (and its hosted crawler for
 * Docusaurus sites) uses, so local and hosted results look the same.
 */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';
export type Hierarchy = Record<Level, string | null>;

export interface SearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Text of a content record; null for heading records. */
  content: string | null;
  /** Absolute path with the anchor of the nearest heading, e.g. /docs/x#y. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  /** Docs version name (`current`, `10.x`, …); empty outside the docs. */
  version: string;
  docusaurus_tag: string;
  /** Order of the record within its page, from 0. */
  position: number;
  /** DocSearch's ranking weights: heading level and page rank. */
  weight: { level: number; position: number; pageRank: number };
}

/** Heading records weigh more the higher their level; content weighs 0. */
export const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

export function emptyHierarchy(): Hierarchy {
  return { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/** Stable id: the same page, anchor, type and text give the same id. */
export function recordId(url: string, type: RecordType, text: string, occurrence: number): string {
  let hash = 0x811c9dc5;
  const input = `${url}\u0000${type}\u0000${text}\u0000${occurrence}`;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${url.replace(/[^\w/-]+/g, '-')}-${(hash >>> 0).toString(36)}`;
}

/** File name of the shard that holds one (language, docusaurus_tag) pair. */
export function shardFileName(language: string, tag: string): string {
  return `${encodeURIComponent(language)}.${encodeURIComponent(tag)}.json`;
}

/** What a shard file holds. */
export interface Shard {
  version: 1;
  language: string;
  docusaurus_tag: string;
  records: SearchRecord[];
}
