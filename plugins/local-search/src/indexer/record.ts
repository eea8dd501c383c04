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

  /** Adds a record at the current place: a content record, or a heading record already set in the hierarchy. */
  add(type: RecordType, content: string | null): void {
    const { path, language, version, tag } = this.page;
    const url = this.anchor ? `${path}#${this.anchor}` : path;
    const text = content ?? this.hierarchy[type === 'content' ? 'lvl1' : type] ?? '';
    const key = `${type}\u0000${text}\u0000${url}`;
    const occurrence = this.seen.get(key) ?? 0;
    this.seen.set(key, occurrence + 1);
    const position = this.records.length;
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
    });
  }
}

/**
 * A record as a shard file stores it. Whatever the shard's header already
 * says (language, tag, docs version) or another field implies (the url with
 * its anchor, the objectID's url prefix, the position inside `weight`) is
 * left out, and so are empty hierarchy levels; `unpackShard` rebuilds the
 * full record. This keeps the download for a docs version about a sixth
 * smaller, gzipped, than the full records.
 */
export interface PackedRecord {
  /** objectID without the url prefix `recordId` gives it; the whole id when it has none. */
  id: string;
  type: RecordType;
  /** lvl0, lvl1, … with trailing empty levels dropped. */
  hierarchy: (string | null)[];
  /** url_without_anchor. */
  url: string;
  anchor?: string;
  content?: string;
  position: number;
  /** weight.level, weight.pageRank. */
  weight: [number, number];
}

/** What a shard file holds. */
export interface ShardFile {
  version: 2;
  language: string;
  docusaurus_tag: string;
  /** The docs version name every record of the shard has. */
  docsVersion: string;
  records: PackedRecord[];
}

const idPrefix = (url: string) => `${url.replace(/[^\w/-]+/g, '-')}-`;

export function packShard(shard: Shard): ShardFile {
  const docsVersion = shard.records[0]?.version ?? '';
  return {
    version: 2,
    language: shard.language,
    docusaurus_tag: shard.docusaurus_tag,
    docsVersion,
    records: shard.records.map((r) => {
      if (r.language !== shard.language || r.docusaurus_tag !== shard.docusaurus_tag || r.version !== docsVersion) {
        throw new Error(`record ${r.objectID} does not belong to shard ${shard.language}/${shard.docusaurus_tag}`);
      }
      const hierarchy = LEVELS.map((l) => r.hierarchy[l]);
      while (hierarchy.length > 0 && hierarchy[hierarchy.length - 1] === null) hierarchy.pop();
      const prefix = idPrefix(r.url);
      const packed: PackedRecord = {
        id: r.objectID.startsWith(prefix) ? r.objectID.slice(prefix.length) : `=${r.objectID}`,
        type: r.type,
        hierarchy,
        url: r.url_without_anchor,
        position: r.position,
        weight: [r.weight.level, r.weight.pageRank],
      };
      if (r.anchor !== null) packed.anchor = r.anchor;
      if (r.content !== null) packed.content = r.content;
      return packed;
    }),
  };
}

export function unpackShard(file: ShardFile): Shard {
  return {
    version: 1,
    language: file.language,
    docusaurus_tag: file.docusaurus_tag,
    records: file.records.map((p) => {
      const url = p.anchor === undefined ? p.url : `${p.url}#${p.anchor}`;
      const hierarchy = emptyHierarchy();
      LEVELS.forEach((level, i) => (hierarchy[level] = p.hierarchy[i] ?? null));
      return {
        objectID: p.id.startsWith('=') ? p.id.slice(1) : `${idPrefix(url)}${p.id}`,
        type: p.type,
        hierarchy,
        content: p.content ?? null,
        url,
        url_without_anchor: p.url,
        anchor: p.anchor ?? null,
        language: file.language,
        version: file.docsVersion,
        docusaurus_tag: file.docusaurus_tag,
        position: p.position,
        weight: { level: p.weight[0], position: p.position, pageRank: p.weight[1] },
      };
    }),
  };
}
