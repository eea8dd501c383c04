import type { SearchRecord } from '../indexer/record';
import { STOP_WORDS, matchTypos, queryWords } from './tokenize';

/**
 * How matched records are ranked, whichever engine found them (engine.ts
 * over every record, titles.ts over the page titles alone): with
 * DocSearch's tie-breaking criteria, in order:
 *
 *   1. more query words matched (stop words do not count when the query
 *      has other words, nor in any criterion below)
 *   2. fewer typos (another form of a word, "disabling" for "disable", is
 *      none, nor is the docs' word for the reader's, "abort" for "cancel":
 *      synonyms.ts; two swapped letters are one: tokenize.ts)
 *   3. better attributes: a page title (lvl1) or keyword over lower
 *      headings, headings over the category (lvl0), all of them over body
 *      text and a table's first cells (FIELD_RANK); with several words, the
 *      sum over the words (all words in the title beats one word in the
 *      title and one in the text)
 *   4. more words matched exactly (not as a prefix)
 *   5. heading records over body records, higher levels first
 *   6. earlier in the page
 *
 * Two tie-breakers of our own sit between 4 and 5, for the many records
 * that DocSearch's criteria leave equal (say, every paragraph that
 * mentions `createHTTPServer` in passing): first a page whose URL slug is
 * the query ("routers" → /docs/server/routers), then the page with more
 * records matching the query — the page about a thing mentions it most.
 *
 * The page rank (`weight.pageRank`, DocSearch's custom ranking) sits
 * between 3 and 4: of two records that match in equally good attributes,
 * the one of the higher-ranked page wins even when the other matches
 * exactly (the guide titled "Define Routers" before reference pages titled
 * with a name that contains "Router", for "router"). Right after it, of two
 * page titles that match, the one the query names more fully
 * (`titleCoverage`).
 *
 * Like the hosted index's `distinct` on the URL, one record is kept per URL
 * (page + anchor), and the records of one page are kept together, in the
 * order of the page's best record.
 *
 * Finally, pages of a lower page rank (the API reference) give way to the
 * best page of the highest rank (the guide) when it matches the query as
 * well (as many words, no more typos): `createTRPCClient` lists the guide
 * page first and its reference page right after, even though the reference
 * page has the name in its title. A name only the reference has is found
 * there first.
 */
export const FIELDS = ['lvl1', 'keywords', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'lvl0', 'content'] as const;
export type Field = (typeof FIELDS)[number];
/**
 * How good a match in each attribute is, lower first: the order of FIELDS,
 * with two exceptions.
 *   - A page's keywords (its other names: `SearchRecord.keywords`) count as
 *     its title.
 *   - Of the hosted crawler's Docusaurus selectors, lvl5 takes h5 headings
 *     and a table's first cells, and our pages have h5 headings only in the
 *     API reference: lvl5 is nearly always the name in the first column of
 *     an options or migration table. A page that lists a name in a table
 *     (the migration guide, a table of options) does not teach it, so such
 *     a cell counts like body text, not like a heading.
 */
export const FIELD_RANK: Record<Field, number> = {
  lvl1: 0,
  keywords: 0,
  lvl2: 1,
  lvl3: 2,
  lvl4: 3,
  lvl6: 5,
  lvl0: 6,
  lvl5: 7,
  content: 7,
};
/** Keywords are stored one per line for the index: each is tokenized as a heading of its own. */
export const KEYWORD_SEPARATOR = '\n';

export interface RankedHit {
  record: SearchRecord;
  matchedWords: number;
  typos: number;
  attribute: number;
  exact: number;
  /**
   * For a page's title record, how fully the query names the title: 1 when
   * the title (or a keyword) is the query, case and punctuation aside; else
   * the share of the title's words the query matches (`titleCoverage`).
   */
  title: number;
  /** 2: the page's slug is the query; 1: it contains a query word; 0: neither. */
  slug: number;
  /** Records of the same page that match the query. */
  pageMatches: number;
}

export interface WordMatch {
  typos: number;
  attribute: number;
  exact: boolean;
}

export function fieldValue(record: SearchRecord, field: Field): string {
  if (field === 'content') return record.content ?? '';
  if (field === 'keywords') return record.keywords?.join(KEYWORD_SEPARATOR) ?? '';
  return record.hierarchy[field] ?? '';
}

/**
 * The search both engines do: `matchWord` reports, for each query word (the
 * last one a prefix), the records it matches and how (`keep(id, match)`,
 * by the record's index in `records`); each record keeps its best match of
 * each word, and the records are ranked. A query with no words answers
 * every record the filter accepts.
 */
export function searchRecords(
  records: readonly SearchRecord[],
  query: string,
  accept: (record: SearchRecord) => boolean,
  matchWord: (word: string, isPrefix: boolean, keep: (id: number, match: WordMatch) => void) => void,
): RankedHit[] {
  const words = queryWords(query);
  if (words.length === 0) return everyRecord(records, accept);
  const perRecord = new Map<number, Map<string, WordMatch>>();
  words.forEach((word, i) =>
    matchWord(word, i === words.length - 1, (id, match) => keepBestMatch(perRecord, id, word, match)),
  );
  return rankMatches(records, words, perRecord, accept);
}

/** Keeps, for a record and a query word, the better of the match it had and this one. */
function keepBestMatch(
  perRecord: Map<number, Map<string, WordMatch>>,
  id: number,
  word: string,
  match: WordMatch,
): void {
  let matches = perRecord.get(id);
  if (!matches) perRecord.set(id, (matches = new Map()));
  const known = matches.get(word);
  if (!known || betterMatch(match, known)) matches.set(word, match);
}

/**
 * Every record the filter accepts, in index order: the answer to a query
 * with no words (DocSearch's empty query).
 */
function everyRecord(records: readonly SearchRecord[], accept: (record: SearchRecord) => boolean): RankedHit[] {
  return records.filter(accept).map((record) => ({
    record,
    matchedWords: 0,
    typos: 0,
    attribute: 0,
    exact: 0,
    title: 0,
    slug: 0,
    pageMatches: 0,
  }));
}

/**
 * Ranks the records that matched: `perRecord` has, for each record (by its
 * index in `records`) that matched a query word, the best match of each
 * word it matched. Returns the hits best first, one per URL, the records of
 * a page kept together.
 */
function rankMatches(
  records: readonly SearchRecord[],
  words: readonly string[],
  perRecord: ReadonlyMap<number, ReadonlyMap<string, WordMatch>>,
  accept: (record: SearchRecord) => boolean,
): RankedHit[] {
  const meaningful = words.some((w) => !STOP_WORDS.has(w));
  const pageMatches = new Map<string, number>();
  for (const id of perRecord.keys()) {
    const page = records[id]!.url_without_anchor;
    pageMatches.set(page, (pageMatches.get(page) ?? 0) + 1);
  }
  const significant = words.filter((w) => !meaningful || !STOP_WORDS.has(w));
  const hits: RankedHit[] = [];
  for (const [id, matches] of perRecord) {
    const record = records[id]!;
    if (!accept(record)) continue;
    let matchedWords = 0;
    let typos = 0;
    let attribute = 0;
    let exact = 0;
    for (const [word, m] of matches) {
      // With other words in the query, a stop word weighs nothing: a record
      // that has "to" in its text is no worse than one without it.
      if (meaningful && STOP_WORDS.has(word)) continue;
      matchedWords++;
      typos += m.typos;
      attribute += m.attribute;
      if (m.exact) exact++;
    }
    if (meaningful && matchedWords === 0) continue;
    hits.push({
      record,
      matchedWords,
      typos,
      attribute,
      exact,
      title: titleCoverage(record, words),
      slug: slugScore(record.url_without_anchor, significant),
      pageMatches: pageMatches.get(record.url_without_anchor) ?? 0,
    });
  }
  hits.sort(compareHits);
  return yieldToHigherRank(groupByPage(distinctByUrl(hits))).flat();
}

/** Whether the record is a page's title and the title, or one of the page's keywords, is the query. */
export function isTitled(record: SearchRecord, words: readonly string[]): boolean {
  if (record.type !== 'lvl1') return false;
  const query = words.join(' ');
  const names = [record.hierarchy.lvl1 ?? '', ...(record.keywords ?? [])];
  return names.some((name) => queryWords(name).join(' ') === query);
}

/**
 * For a page's title record: 1 when the title (or a keyword) is the query;
 * else the largest share of a title's (or keyword's) words that query words
 * match, typos and other forms included. Of two pages whose titles both
 * match, the one the query names more fully comes first: "subscripton"
 * finds Subscriptions before HTTP Subscription Link.
 */
export function titleCoverage(record: SearchRecord, words: readonly string[]): number {
  if (record.type !== 'lvl1') return 0;
  if (isTitled(record, words)) return 1;
  const names = [record.hierarchy.lvl1 ?? '', ...(record.keywords ?? [])];
  let best = 0;
  for (const name of names) {
    const titleWords = queryWords(name, Infinity).filter((w) => !STOP_WORDS.has(w));
    if (!titleWords.length) continue;
    const covered = titleWords.filter((t) =>
      words.some((w, i) => matchTypos(w, t, i === words.length - 1) !== null),
    ).length;
    best = Math.max(best, covered / titleWords.length);
  }
  return best;
}

/** Fewer typos, then a better attribute, then the word itself rather than another form. */
export function betterMatch(a: WordMatch, b: WordMatch): boolean {
  return (
    a.typos < b.typos ||
    (a.typos === b.typos && a.attribute < b.attribute) ||
    (a.typos === b.typos && a.attribute === b.attribute && a.exact && !b.exact)
  );
}

export function compareHits(a: RankedHit, b: RankedHit): number {
  return (
    b.matchedWords - a.matchedWords ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    b.record.weight.pageRank - a.record.weight.pageRank ||
    b.title - a.title ||
    b.exact - a.exact ||
    b.slug - a.slug ||
    b.pageMatches - a.pageMatches ||
    b.record.weight.level - a.record.weight.level ||
    a.record.position - b.record.position ||
    a.record.url.localeCompare(b.record.url)
  );
}

/** How well a page's last URL segment names the query. */
export function slugScore(url: string, words: readonly string[]): number {
  const segment = decodeURIComponent(url.replace(/\/+$/, '').split('/').pop() ?? '').toLowerCase();
  if (!segment || words.length === 0) return 0;
  const parts = segment.split(/[-_.]+/);
  if (parts.join('') === words.join('')) return 2;
  return words.some((w) => parts.includes(w)) ? 1 : 0;
}

function distinctByUrl(sorted: RankedHit[]): RankedHit[] {
  const seen = new Set<string>();
  return sorted.filter((h) => {
    if (seen.has(h.record.url)) return false;
    seen.add(h.record.url);
    return true;
  });
}

/** The hits of each page, pages in the order of their best hit. */
function groupByPage(sorted: RankedHit[]): RankedHit[][] {
  const pages = new Map<string, RankedHit[]>();
  for (const hit of sorted) {
    const key = hit.record.url_without_anchor;
    const list = pages.get(key);
    if (list) list.push(hit);
    else pages.set(key, [hit]);
  }
  return [...pages.values()];
}

/**
 * Moves the best page of the highest page rank in front of the pages of a
 * lower rank that rank above it but match the query no better (no more
 * words, no fewer typos). Only that one page moves: the other pages keep
 * their order, so a lower-ranked page that names the query in its title
 * still comes right after it.
 */
export function yieldToHigherRank(pages: RankedHit[][]): RankedHit[][] {
  if (pages.length < 2) return pages;
  const rank = (page: RankedHit[]) => page[0]!.record.weight.pageRank;
  const top = Math.max(...pages.map(rank));
  const best = pages.findIndex((page) => rank(page) === top);
  const guide = pages[best]![0]!;
  const overtaken = pages.findIndex(
    (page, i) =>
      i < best && rank(page) < top && page[0]!.matchedWords <= guide.matchedWords && page[0]!.typos >= guide.typos,
  );
  if (overtaken === -1) return pages;
  const result = [...pages];
  const [moved] = result.splice(best, 1);
  result.splice(overtaken, 0, moved!);
  return result;
}
