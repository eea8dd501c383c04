import { type Hierarchy, LEVEL_WEIGHT, type RecordType, type SearchRecord, emptyHierarchy } from '../indexer/record';

let counter = 0;

/** A record for tests; `levels` fills the hierarchy from lvl1 down. */
export function record(
  page: string,
  type: RecordType,
  levels: string[],
  content: string | null = null,
  extra: Partial<SearchRecord> = {},
): SearchRecord {
  const hierarchy: Hierarchy = { ...emptyHierarchy(), lvl0: 'Documentation' };
  levels.forEach((title, i) => {
    hierarchy[`lvl${i + 1}` as keyof Hierarchy] = title;
  });
  const anchor = levels.length > 1 ? levels[levels.length - 1]!.toLowerCase().replace(/\W+/g, '-') : null;
  const position = counter++;
  return {
    objectID: `r${position}`,
    type,
    hierarchy,
    content,
    url: anchor ? `${page}#${anchor}` : page,
    url_without_anchor: page,
    anchor,
    language: 'en',
    version: 'current',
    docusaurus_tag: 'docs-default-current',
    position,
    weight: { level: LEVEL_WEIGHT[type], position, pageRank: 0 },
    ...extra,
  };
}
