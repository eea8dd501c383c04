import MiniSearch from 'minisearch';
import type { SearchRecord } from '../indexer/record';
import {
  FIELDS,
  FIELD_RANK,
  type Field,
  KEYWORD_SEPARATOR,
  type RankedHit,
  type WordMatch,
  betterMatch,
  fieldValue,
  searchRecords,
} from './rank';
import { synonymsOf } from './synonyms';
import { allowedTypos, indexTerms, matchTypos, swaps, wordForms } from './tokenize';

export { type RankedHit, compareHits, slugScore, yieldToHigherRank } from './rank';

/**
 * The search engine over every record of the shards: MiniSearch finds the
 * records each query word matches (prefix on the word being typed, per-word
 * typo tolerance, the word's other forms and synonyms), `matchTypos` says
 * how well each matched, and rank.ts ranks them.
 */
export class SearchEngine {
  readonly records: readonly SearchRecord[];
  private readonly index: MiniSearch<{ id: number }>;

  constructor(records: readonly SearchRecord[]) {
    this.records = records;
    const headingTerms = new Map<string, string[]>();
    this.index = new MiniSearch<{ id: number }>({
      idField: 'id',
      fields: [...FIELDS],
      extractField: (doc, field) => (field === 'id' ? String(doc.id) : fieldValue(records[doc.id]!, field as Field)),
      // The hierarchy repeats on every record of a page (and lvl0 on every
      // record): each distinct heading is tokenized once. A heading (not the
      // category, lvl0) of a few words is also found by its words run
      // together (tokenize.ts).
      tokenize: (text, field) => {
        if (field === 'content') return indexTerms(text);
        if (field === 'keywords') return text.split(KEYWORD_SEPARATOR).flatMap((k) => indexTerms(k, true));
        const compound = field !== 'lvl0';
        const key = compound ? text : `\u0000${text}`;
        let terms = headingTerms.get(key);
        if (!terms) headingTerms.set(key, (terms = indexTerms(text, compound)));
        return terms;
      },
      processTerm: (term) => term,
      searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
    });
    this.index.addAll(records.map((_, id) => ({ id })));
  }

  /** Records matching the query, best first, one per URL. */
  search(query: string, accept: (record: SearchRecord) => boolean = () => true): RankedHit[] {
    return searchRecords(this.records, query, accept, (word, isPrefix, keep) => {
      const allowed = allowedTypos(word);
      const results = this.index.search(word, {
        prefix: isPrefix,
        fuzzy: allowed > 0 ? allowed : false,
        maxFuzzy: 2,
        combineWith: 'OR',
      });
      // Swapped letters are one typo (two edits for MiniSearch's fuzzy
      // search), and other forms of the word ("disabling" for "disable")
      // match without one: both are looked up as they are spelt.
      const variants = allowed > 0 ? swaps(word) : [];
      if (variants.length) {
        results.push(
          ...this.index.search({ queries: variants, combineWith: 'OR' }, { prefix: isPrefix, fuzzy: false }),
        );
      }
      const forms = wordForms(word).filter((form) => !(isPrefix && form.startsWith(word)));
      if (forms.length) {
        results.push(...this.index.search({ queries: forms, combineWith: 'OR' }, { prefix: false, fuzzy: false }));
      }
      // The docs' words for this one (synonyms.ts), in any of their forms.
      const alternatives = new Set(synonymsOf(word).flatMap((w) => [w, ...wordForms(w)]));
      if (alternatives.size) {
        results.push(
          ...this.index.search({ queries: [...alternatives], combineWith: 'OR' }, { prefix: false, fuzzy: false }),
        );
      }
      for (const result of results) {
        let best: WordMatch | null = null;
        for (const [term, fields] of Object.entries(result.match)) {
          const typos = alternatives.has(term) ? 0 : matchTypos(word, term, isPrefix);
          if (typos === null) continue;
          const attribute = Math.min(...fields.map((f) => FIELD_RANK[f as Field]));
          const candidate = { typos, attribute, exact: term === word };
          if (!best || betterMatch(candidate, best)) best = candidate;
        }
        if (best) keep(result.id as number, best);
      }
    });
  }
}
