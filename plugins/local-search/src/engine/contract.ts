import type { SearchRecord, Shard } from '../indexer/record';
import { highlight, snippet } from './highlight';
import type { RankedHit } from './rank';
import { SearchUnavailableError } from '../errors';
import { MAX_QUERY_LENGTH } from '../limits';
import { queryWords } from './tokenize';

/**
 * A search client that keeps the Algolia search contract, answered in the
 * browser from the index built with the site by an engine it is given
 * (client.ts gives the full one; the quick tier, titles.ts). It accepts both
 * call shapes in use: the DocSearch modal's `search({ requests })`
 * (parameters inline) and the search page's `search([{ indexName, params }])`.
 */
export type FacetFilters = string | readonly (string | readonly string[])[];

export interface SearchParams {
  query?: string;
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  facets?: string | readonly string[];
  attributesToSnippet?: readonly string[];
  attributesToHighlight?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  [key: string]: unknown;
}

export interface SearchRequest extends SearchParams {
  indexName: string;
  params?: SearchParams | string;
}

export interface SearchResponse {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  facets?: Record<string, Record<string, number>>;
  queryID?: string;
}

export { SearchUnavailableError } from '../errors';

export { MAX_QUERY_LENGTH } from '../limits';
const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;

export interface ShardRef {
  language: string;
  tag: string;
}

export interface LocalSearchClientOptions {
  /** Every shard the site has. */
  shards: readonly ShardRef[];
  /** Loads one shard; rejects when it cannot be fetched or parsed. */
  loadShard: (ref: ShardRef) => Promise<Shard>;
}

/** What the client needs of an engine: ranked hits for a query, among the records a filter accepts. */
export interface Engine {
  search(query: string, accept: (record: SearchRecord) => boolean): RankedHit[];
}

export interface SearchClientOptions extends LocalSearchClientOptions {
  /** Builds the engine over the records of the shards a query needs. */
  createEngine: (records: SearchRecord[]) => Engine;
}

/** Parses `attr:value`, `-attr:value` (negation); a value may contain ':'. */
function parseCondition(condition: string): { attribute: string; value: string; negated: boolean } | null {
  const negated = condition.startsWith('-');
  const body = negated ? condition.slice(1) : condition;
  const i = body.indexOf(':');
  if (i <= 0) return null;
  return {
    attribute: body.slice(0, i).trim(),
    value: body
      .slice(i + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1'),
    negated,
  };
}

function recordValue(record: SearchRecord, attribute: string): string | undefined {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  return typeof value === 'string' ? value : undefined;
}

/** facetFilters: groups are ANDed; the values inside a nested array are ORed. */
export function normalizeFacetFilters(filters: FacetFilters | undefined): string[][] {
  if (filters === undefined) return [];
  if (typeof filters === 'string') return [[filters]];
  return filters.map((group) => (typeof group === 'string' ? [group] : [...group]));
}

export function matchesFacetFilters(record: SearchRecord, groups: string[][]): boolean {
  return groups.every((group) =>
    group.some((condition) => {
      const parsed = parseCondition(condition);
      if (!parsed) return true;
      const equal = recordValue(record, parsed.attribute) === parsed.value;
      return parsed.negated ? !equal : equal;
    }),
  );
}

/** The shards a query needs: those its language and tag filters allow. */
export function shardsFor(all: readonly ShardRef[], groups: string[][]): ShardRef[] {
  return all.filter((shard) => {
    const probe = { language: shard.language, docusaurus_tag: shard.tag } as unknown as SearchRecord;
    return groups.every((group) =>
      group.some((condition) => {
        const parsed = parseCondition(condition);
        if (!parsed || (parsed.attribute !== 'language' && parsed.attribute !== 'docusaurus_tag')) return true;
        const equal = recordValue(probe, parsed.attribute) === parsed.value;
        return parsed.negated ? !equal : equal;
      }),
    );
  });
}

function parseParams(request: SearchRequest): SearchParams {
  const { params, indexName, ...inline } = request;
  if (typeof params === 'string') {
    const parsed: SearchParams = {};
    for (const [key, raw] of new URLSearchParams(params)) {
      try {
        parsed[key] = JSON.parse(raw);
      } catch {
        parsed[key] = raw;
      }
    }
    return { ...inline, ...parsed };
  }
  return { ...inline, ...params };
}

function toInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.floor(n))) : fallback;
}

function snippetSizes(attributes: readonly string[] | undefined): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const spec of attributes ?? []) {
    const [name, size] = spec.split(':');
    sizes.set(name!, toInt(size, 10, 1, 100));
  }
  return sizes;
}

function facetCounts(hits: RankedHit[], facets: SearchParams['facets']): SearchResponse['facets'] {
  const names = facets === undefined ? [] : typeof facets === 'string' ? [facets] : [...facets];
  if (names.length === 0) return undefined;
  const wanted = names.includes('*') ? ['language', 'version', 'docusaurus_tag', 'type'] : names;
  const out: Record<string, Record<string, number>> = {};
  for (const name of wanted) {
    const counts: Record<string, number> = {};
    for (const { record } of hits) {
      const value = recordValue(record, name);
      if (value !== undefined && value !== '') counts[value] = (counts[value] ?? 0) + 1;
    }
    out[name] = counts;
  }
  return out;
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function createSearchClient({ shards, loadShard, createEngine }: SearchClientOptions) {
  const loaded = new Map<string, Promise<Shard>>();
  const engines = new Map<string, Promise<Engine>>();

  const key = (ref: ShardRef) => `${ref.language}\u0000${ref.tag}`;

  function shard(ref: ShardRef): Promise<Shard> {
    let promise = loaded.get(key(ref));
    if (!promise) {
      promise = loadShard(ref).catch((error: unknown) => {
        // Let a later search try again (the network may come back).
        loaded.delete(key(ref));
        throw new SearchUnavailableError('The search index could not be loaded', { cause: error });
      });
      loaded.set(key(ref), promise);
    }
    return promise;
  }

  function engineFor(refs: ShardRef[]): Promise<Engine> {
    const id = refs.map(key).sort().join('\u0001');
    let promise = engines.get(id);
    if (!promise) {
      promise = Promise.all(refs.map(shard)).then((parts) => createEngine(parts.flatMap((p) => p.records)));
      promise.catch(() => engines.delete(id));
      engines.set(id, promise);
    }
    return promise;
  }

  async function searchOne(request: SearchRequest): Promise<SearchResponse> {
    const started = performance.now();
    const params = parseParams(request);
    const query = String(params.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const groups = normalizeFacetFilters(params.facetFilters);
    const engine = await engineFor(shardsFor(shards, groups));
    const ranked = engine.search(query, (record) => matchesFacetFilters(record, groups));

    const hitsPerPage = toInt(params.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
    const page = toInt(params.page, 0, 0, Number.MAX_SAFE_INTEGER);
    const words = queryWords(query);
    const options = {
      words,
      preTag: params.highlightPreTag ?? '<em>',
      postTag: params.highlightPostTag ?? '</em>',
    };
    const ellipsis = params.snippetEllipsisText ?? '';
    const snippets = snippetSizes(params.attributesToSnippet);
    const pageHits = hitsPerPage === 0 ? [] : ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);

    // The keywords are the engine's own: hits have the hosted index's attributes only.
    const hits = pageHits.map(({ record: { keywords: _keywords, ...record } }) => {
      const hierarchyHighlight: Record<string, ReturnType<typeof highlight>> = {};
      const hierarchySnippet: Record<string, ReturnType<typeof snippet>> = {};
      for (const [level, value] of Object.entries(record.hierarchy)) {
        if (value === null) continue;
        // Headings match their words run together too (as the engine indexes them).
        const levelOptions = level === 'lvl0' ? options : { ...options, compound: true };
        hierarchyHighlight[level] = highlight(value, levelOptions);
        const size = snippets.get(`hierarchy.${level}`);
        if (size) hierarchySnippet[level] = snippet(value, size, ellipsis, levelOptions);
      }
      const contentSize = snippets.get('content');
      return {
        ...record,
        _highlightResult: {
          hierarchy: hierarchyHighlight,
          ...(record.content !== null && { content: highlight(record.content, options) }),
        },
        _snippetResult: {
          hierarchy: hierarchySnippet,
          ...(record.content !== null &&
            contentSize && { content: snippet(record.content, contentSize, ellipsis, options) }),
        },
      };
    });

    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
      query,
      params: new URLSearchParams({ query }).toString(),
      index: request.indexName,
      ...(params.facets !== undefined && { facets: facetCounts(ranked, params.facets) }),
      ...(params.clickAnalytics ? { queryID: randomId() } : {}),
    };
  }

  return {
    /** Preloads the shards (and builds the engine) a set of filters needs. */
    warmUp(facetFilters?: FacetFilters): Promise<void> {
      return engineFor(shardsFor(shards, normalizeFacetFilters(facetFilters))).then(() => undefined);
    },
    search(
      requests: { requests: readonly SearchRequest[] } | readonly SearchRequest[],
    ): Promise<{ results: SearchResponse[] }> {
      const list = Array.isArray(requests) ? requests : (requests as { requests: readonly SearchRequest[] }).requests;
      return Promise.all(list.map(searchOne)).then((results) => ({ results }));
    },
    /** Called by DocSearch on the client it is given; nothing to record locally. */
    addAlgoliaAgent(): void {},
  };
}

export type LocalSearchClient = ReturnType<typeof createSearchClient>;
