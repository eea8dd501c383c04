import type { ShardRef } from '../engine/client';
import {
  LEVELS,
  type PackedExtra,
  type PackedPage,
  type PackedRecord,
  type Shard,
  type ShardFile,
  isTitleType,
  shardFileName,
  titlesFileName,
  typeOfCode,
  unpackShard,
} from '../indexer/record';

const isInt = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
const isText = (v: unknown): v is string | null => v === null || typeof v === 'string';

function isPackedRecord(value: unknown): value is PackedRecord {
  if (!Array.isArray(value) || value.length < 2 || value.length > 5) return false;
  const [code, content, hierarchy = 0, anchor = 0, extra = {}] = value as unknown[];
  if (!isInt(code, 0, 6) || typeOfCode(code) === undefined || !isText(content)) return false;
  if (hierarchy !== 0) {
    if (!Array.isArray(hierarchy) || hierarchy.length > LEVELS.length + 1) return false;
    const [keep, ...levels] = hierarchy as unknown[];
    if (!isInt(keep, 0, LEVELS.length) || keep + levels.length > LEVELS.length || !levels.every(isText)) return false;
  }
  if (anchor !== 0 && !isText(anchor)) return false;
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) return false;
  const { id, position, level } = extra as PackedExtra;
  return (
    (id === undefined || typeof id === 'string') &&
    (position === undefined || isInt(position, 0, Number.MAX_SAFE_INTEGER)) &&
    (level === undefined || typeof level === 'number')
  );
}

function isPackedPage(value: unknown): value is PackedPage {
  return (
    Array.isArray(value) &&
    value.length === 3 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'number' &&
    Array.isArray(value[2]) &&
    (value[2] as unknown[]).every(isPackedRecord)
  );
}

/**
 * Which records of a shard to load: all of them (the shard file), or the
 * page titles only (its titles file, a few KB: the quick tier's).
 */
export type ShardPart = 'all' | 'titles';

/** Checks a parsed shard file and unpacks it; a corrupt one is an error, not a crash later. */
export function parseShard(data: unknown, ref: ShardRef, part: ShardPart = 'all'): Shard {
  const file = data as Partial<ShardFile> | null;
  if (
    !file ||
    typeof file !== 'object' ||
    file.version !== 3 ||
    file.language !== ref.language ||
    file.docusaurus_tag !== ref.tag ||
    typeof file.docsVersion !== 'string' ||
    !Array.isArray(file.pages) ||
    !file.pages.every(isPackedPage)
  ) {
    throw new Error(`Malformed search index for ${ref.language}/${ref.tag}`);
  }
  return unpackShard(file as ShardFile, part === 'titles' ? isTitleType : undefined);
}

/** Fetches a shard file of the built site, or its titles file. */
export async function fetchShard(indexUrl: string, ref: ShardRef, part: ShardPart = 'all'): Promise<Shard> {
  const name = part === 'titles' ? titlesFileName(ref.language, ref.tag) : shardFileName(ref.language, ref.tag);
  const response = await fetch(`${indexUrl}${name}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Search index answered HTTP ${response.status}`);
  return parseShard(await response.json(), ref, part);
}
