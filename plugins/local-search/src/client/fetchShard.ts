import type { ShardRef } from '../engine/client';
import { type PackedRecord, type Shard, type ShardFile, shardFileName, unpackShard } from '../indexer/record';

function isPackedRecord(value: unknown): value is PackedRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<PackedRecord>;
  return (
    typeof r.id === 'string' &&
    typeof r.type === 'string' &&
    typeof r.url === 'string' &&
    Array.isArray(r.hierarchy) &&
    r.hierarchy.every((l) => l === null || typeof l === 'string') &&
    (r.content === undefined || typeof r.content === 'string') &&
    (r.anchor === undefined || typeof r.anchor === 'string') &&
    typeof r.position === 'number' &&
    Array.isArray(r.weight) &&
    r.weight.length === 2 &&
    r.weight.every((n) => typeof n === 'number')
  );
}

/** Checks a parsed shard file and unpacks it; a corrupt one is an error, not a crash later. */
export function parseShard(data: unknown, ref: ShardRef): Shard {
  const file = data as Partial<ShardFile> | null;
  if (
    !file ||
    file.version !== 2 ||
    file.language !== ref.language ||
    file.docusaurus_tag !== ref.tag ||
    typeof file.docsVersion !== 'string' ||
    !Array.isArray(file.records) ||
    !file.records.every(isPackedRecord)
  ) {
    throw new Error(`Malformed search index for ${ref.language}/${ref.tag}`);
  }
  return unpackShard(file as ShardFile);
}

/** Fetches a shard file of the built site. */
export async function fetchShard(indexUrl: string, ref: ShardRef): Promise<Shard> {
  const response = await fetch(`${indexUrl}${shardFileName(ref.language, ref.tag)}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Search index answered HTTP ${response.status}`);
  return parseShard(await response.json(), ref);
}
