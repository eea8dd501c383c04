import { type SearchRecord, type Shard, shardFileName } from '../indexer/record';
import type { ShardRef } from '../engine/client';

function isRecord(value: unknown): value is SearchRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<SearchRecord>;
  return (
    typeof r.objectID === 'string' &&
    typeof r.url === 'string' &&
    typeof r.url_without_anchor === 'string' &&
    typeof r.type === 'string' &&
    typeof r.hierarchy === 'object' &&
    r.hierarchy !== null &&
    (r.content === null || typeof r.content === 'string') &&
    typeof r.position === 'number' &&
    typeof r.weight === 'object' &&
    r.weight !== null
  );
}

/** Checks a parsed shard file; a corrupt one is an error, not a crash later. */
export function parseShard(data: unknown, ref: ShardRef): Shard {
  const shard = data as Partial<Shard> | null;
  if (
    !shard ||
    shard.version !== 1 ||
    shard.language !== ref.language ||
    shard.docusaurus_tag !== ref.tag ||
    !Array.isArray(shard.records) ||
    !shard.records.every(isRecord)
  ) {
    throw new Error(`Malformed search index for ${ref.language}/${ref.tag}`);
  }
  return shard as Shard;
}

/** Fetches a shard file of the built site. */
export async function fetchShard(indexUrl: string, ref: ShardRef): Promise<Shard> {
  const response = await fetch(`${indexUrl}${shardFileName(ref.language, ref.tag)}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Search index answered HTTP ${response.status}`);
  return parseShard(await response.json(), ref);
}
