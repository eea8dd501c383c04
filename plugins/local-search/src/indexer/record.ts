import { trpcImports } from './imports';

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
  /**
   * Other names of the page, on its title record (lvl1) only: the
   * `keywords` of its front matter and a sidebar label with words the title
   * lacks. The engine matches them as it matches the title; hits leave them
   * out.
   */
  keywords?: string[];
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

/**
 * File name of a shard's page titles alone (its `lvl1` records, one per
 * page): what the quick search tier fetches and indexes while another
 * worker indexes the whole shard (client/tieredClient.ts).
 */
export function titlesFileName(language: string, tag: string): string {
  return `${encodeURIComponent(language)}.${encodeURIComponent(tag)}.titles.json`;
}

/** Whether records of a type are page titles (the records of a titles file). */
export const isTitleType = (type: RecordType): boolean => type === 'lvl1';

/** What a shard file holds. */
export interface Shard {
  version: 1;
  language: string;
  docusaurus_tag: string;
  records: SearchRecord[];
}

export type HeadingType = Exclude<RecordType, 'content'>;

export interface PageInfo {
  /** Route path of the page, e.g. "/docs/quickstart". */
  path: string;
  language: string;
  version: string;
  tag: string;
  lvl0: string;
  /** DocSearch's page rank, 0 unless the page belongs to a ranked group. */
  pageRank?: number;
  /** Other names of the page, given to its title record (`SearchRecord.keywords`). */
  keywords?: readonly string[];
}

/**
 * Builds the records of one page in reading order, as both indexers (built
 * HTML, Markdown sources) walk it: headings set the hierarchy and the
 * anchor, text becomes content records under the current heading.
 */
export class PageRecords {
  readonly records: SearchRecord[] = [];
  readonly hierarchy: Hierarchy;
  private anchor: string | null = null;
  private readonly seen = new Map<string, number>();
  /** Whether the title record (the one that takes the keywords) was added. */
  private titled = false;

  constructor(private readonly page: PageInfo) {
    this.hierarchy = { ...emptyHierarchy(), lvl0: page.lvl0 };
  }

  /** Enters a heading: sets its level, clears the levels below, moves the anchor (none for the title). */
  heading(type: HeadingType, title: string, anchor: string | null): void {
    const level = Number(type.slice(3));
    this.hierarchy[type] = title;
    for (let l = level + 1; l <= 6; l++) this.hierarchy[`lvl${l}` as Level] = null;
    this.anchor = level === 1 ? null : anchor;
    this.add(type, null);
  }

  private get url(): string {
    return this.anchor ? `${this.page.path}#${this.anchor}` : this.page.path;
  }

  /** Adds the tRPC imports of a code block as content of the current section, each once per section (./imports.ts). */
  addImports(code: string): void {
    for (const statement of trpcImports(code)) {
      if (!this.seen.has(`content\u0000${statement}\u0000${this.url}`)) this.add('content', statement);
    }
  }

  /** Adds a record at the current place: a content record, or a heading record already set in the hierarchy. */
  add(type: RecordType, content: string | null): void {
    const { path, language, version, tag } = this.page;
    const url = this.url;
    const text = content ?? this.hierarchy[type === 'content' ? 'lvl1' : type] ?? '';
    const key = `${type}\u0000${text}\u0000${url}`;
    const occurrence = this.seen.get(key) ?? 0;
    this.seen.set(key, occurrence + 1);
    const position = this.records.length;
    const keywords = [...(this.page.keywords ?? [])];
    this.records.push({
      objectID: recordId(url, type, text, occurrence),
      type,
      hierarchy: { ...this.hierarchy },
      content,
      url,
      url_without_anchor: path,
      anchor: this.anchor,
      language,
      version,
      docusaurus_tag: tag,
      position,
      weight: { level: LEVEL_WEIGHT[type], position, pageRank: this.page.pageRank ?? 0 },
      ...(type === 'lvl1' && !this.titled && keywords.length > 0 && { keywords }),
    });
    if (type === 'lvl1') this.titled = true;
  }
}

/**
 * A shard file stores its records as compact tuples, grouped in runs of
 * one page, and leaves out everything a record can rebuild from what comes
 * before it: what the shard's header says (language, tag, docs version),
 * the page's path and rank (once per run), the objectID (`recordId` of the
 * url, type, text and occurrence, as `PageRecords` makes it), the position
 * (the next one in the page), the level weight (the type's), the anchor and
 * the hierarchy levels shared with the previous record. `unpackShard`
 * rebuilds the full records; any value that differs from what it would
 * rebuild is stored as it is, so packing never loses anything.
 *
 * A record: `[type, content, hierarchy?, anchor?, extra?]`
 *   - type: 0 for content, 1–6 for lvl1–lvl6;
 *   - content: the text, or null for a heading record;
 *   - hierarchy: 0 (or left out) for the previous record's hierarchy, else
 *     `[keep, ...levels]`: its first `keep` levels, then these (trailing
 *     empty levels dropped);
 *   - anchor: 0 (or left out) for the previous record's anchor in the page
 *     (none for a page's first record), else the anchor or null;
 *   - extra: the objectID, position or level weight where they differ,
 *     and the keywords of a title record.
 */
export type PackedHierarchy = [number, ...(string | null)[]];
export interface PackedExtra {
  id?: string;
  position?: number;
  level?: number;
  keywords?: string[];
}
export type PackedRecord =
  | [number, string | null]
  | [number, string | null, PackedHierarchy | 0]
  | [number, string | null, PackedHierarchy | 0, string | null | 0]
  | [number, string | null, PackedHierarchy | 0, string | null | 0, PackedExtra];

/** A run of records of one page: its path (url_without_anchor), page rank and records. */
export type PackedPage = [string, number, PackedRecord[]];

/** What a shard file holds. */
export interface ShardFile {
  version: 3;
  language: string;
  docusaurus_tag: string;
  /** The docs version name every record of the shard has. */
  docsVersion: string;
  pages: PackedPage[];
}

const TYPES: readonly RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** The type a packed record's code stands for, if any. */
export function typeOfCode(code: number): RecordType | undefined {
  return TYPES[code];
}

function hierarchyList(h: Hierarchy): (string | null)[] {
  return LEVELS.map((l) => h[l]);
}

/** Rebuilds objectIDs in record order, as `PageRecords` gives them. */
class IdMaker {
  private readonly seen = new Map<string, number>();
  next(url: string, type: RecordType, text: string): string {
    const key = `${type}\u0000${text}\u0000${url}`;
    const occurrence = this.seen.get(key) ?? 0;
    this.seen.set(key, occurrence + 1);
    return recordId(url, type, text, occurrence);
  }
}

const recordText = (type: RecordType, content: string | null, hierarchy: Hierarchy) =>
  content ?? hierarchy[type === 'content' ? 'lvl1' : type] ?? '';

export function packShard(shard: Shard): ShardFile {
  const docsVersion = shard.records[0]?.version ?? '';
  const pages: PackedPage[] = [];
  const ids = new IdMaker();
  let run: PackedPage | null = null;
  let previous: (string | null)[] = LEVELS.map(() => null);
  let anchor: string | null = null;
  let position = 0;
  for (const r of shard.records) {
    if (r.language !== shard.language || r.docusaurus_tag !== shard.docusaurus_tag || r.version !== docsVersion) {
      throw new Error(`record ${r.objectID} does not belong to shard ${shard.language}/${shard.docusaurus_tag}`);
    }
    const expectedUrl = r.anchor === null ? r.url_without_anchor : `${r.url_without_anchor}#${r.anchor}`;
    if (r.url !== expectedUrl || r.weight.position !== r.position) {
      throw new Error(`record ${r.objectID}: url or weight.position does not follow from its other fields`);
    }
    if (!run || run[0] !== r.url_without_anchor || run[1] !== r.weight.pageRank) {
      run = [r.url_without_anchor, r.weight.pageRank, []];
      pages.push(run);
      anchor = null;
      position = 0;
    }
    const hierarchy = hierarchyList(r.hierarchy);
    let keep = 0;
    while (keep < LEVELS.length && hierarchy[keep] === previous[keep]) keep++;
    const tail = hierarchy.slice(keep);
    while (tail.length > 0 && tail[tail.length - 1] === null) tail.pop();
    const extra: PackedExtra = {};
    const id = ids.next(r.url, r.type, recordText(r.type, r.content, r.hierarchy));
    if (id !== r.objectID) extra.id = r.objectID;
    if (r.position !== position) extra.position = r.position;
    if (r.weight.level !== LEVEL_WEIGHT[r.type]) extra.level = r.weight.level;
    if (r.keywords?.length) extra.keywords = r.keywords;
    const packed: PackedRecord = [
      TYPES.indexOf(r.type),
      r.content,
      keep === LEVELS.length ? 0 : [keep, ...tail],
      r.anchor === anchor ? 0 : r.anchor,
      extra,
    ];
    // Trailing defaults are left out.
    if (Object.keys(extra).length === 0) {
      packed.pop();
      if (packed[3] === 0) {
        packed.pop();
        if (packed[2] === 0) packed.pop();
      }
    }
    run[2].push(packed);
    previous = hierarchy;
    anchor = r.anchor;
    position = r.position + 1;
  }
  return { version: 3, language: shard.language, docusaurus_tag: shard.docusaurus_tag, docsVersion, pages };
}

/** The keywords of a packed record: a list of strings, or the shard is corrupt. */
function checkedKeywords(keywords: unknown, path: string): string[] {
  if (!Array.isArray(keywords) || !keywords.every((k) => typeof k === 'string')) {
    throw new Error(`Malformed keywords in the search index for ${path}`);
  }
  return keywords;
}

/**
 * Rebuilds a shard's records. With `keep`, only the records of the types it
 * accepts are rebuilt (the others are still read, for the hierarchy, anchor
 * and position they carry): the heading records alone are exactly the
 * records a full unpack gives for them, since an objectID's occurrence
 * count is per type.
 */
export function unpackShard(file: ShardFile, keep?: (type: RecordType) => boolean): Shard {
  const records: SearchRecord[] = [];
  const ids = new IdMaker();
  let previous: (string | null)[] = LEVELS.map(() => null);
  for (const [path, pageRank, packedRecords] of file.pages) {
    let anchor: string | null = null;
    let position = 0;
    for (const [code, content, packedHierarchy = 0, packedAnchor = 0, extra = {}] of packedRecords) {
      const type = TYPES[code]!;
      let levels = previous;
      if (packedHierarchy !== 0) {
        const [shared, ...tail] = packedHierarchy;
        levels = [...previous.slice(0, shared), ...tail];
        while (levels.length < LEVELS.length) levels.push(null);
      }
      if (packedAnchor !== 0) anchor = packedAnchor;
      if (keep && !keep(type)) {
        previous = levels;
        position = (extra.position ?? position) + 1;
        continue;
      }
      const hierarchy = emptyHierarchy();
      LEVELS.forEach((level, i) => (hierarchy[level] = levels[i] ?? null));
      const url = anchor === null ? path : `${path}#${anchor}`;
      const at = extra.position ?? position;
      const id = ids.next(url, type, recordText(type, content, hierarchy));
      records.push({
        objectID: extra.id ?? id,
        type,
        hierarchy,
        content,
        url,
        url_without_anchor: path,
        anchor,
        language: file.language,
        version: file.docsVersion,
        docusaurus_tag: file.docusaurus_tag,
        position: at,
        weight: { level: extra.level ?? LEVEL_WEIGHT[type], position: at, pageRank },
        ...(extra.keywords !== undefined && { keywords: checkedKeywords(extra.keywords, path) }),
      });
      previous = levels;
      position = at + 1;
    }
  }
  return { version: 1, language: file.language, docusaurus_tag: file.docusaurus_tag, records };
}
