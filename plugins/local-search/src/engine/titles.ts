import type { SearchRecord } from '../indexer/record';
import { FIELDS, FIELD_RANK, type Field, KEYWORD_SEPARATOR, type RankedHit, fieldValue, searchRecords } from './rank';
import { synonymsOf } from './synonyms';
import { allowedTypos, editDistance, indexTerms, matchTypos, swaps, wordForms } from './tokenize';

/**
 * The quick tier's engine (client/tieredClient.ts): the page titles alone,
 * a few hundred records, searched on the page without MiniSearch, so a
 * reader's first keystrokes are answered before the worker that indexes
 * every record has started.
 *
 * It finds the same terms for a query word as SearchEngine does over the
 * same records — the word itself, words it begins (the word being typed),
 * words within its typo allowance (plain edit distance, as MiniSearch's
 * fuzzy search), its spellings with two letters swapped, its other forms
 * and its synonyms — and ranks them with the same code (rank.ts). Over a
 * few hundred short titles a scan of their distinct terms takes well under
 * a millisecond, and a small module loads and compiles sooner than the
 * engine's.
 */
export class TitleEngine {
  readonly records: readonly SearchRecord[];
  /** Each distinct term, with the records that have it and the best attribute it is in there. */
  private readonly terms = new Map<string, Map<number, number>>();

  constructor(records: readonly SearchRecord[]) {
    this.records = records;
    records.forEach((record, id) => {
      for (const field of FIELDS) {
        const text = fieldValue(record, field);
        if (!text) continue;
        for (const term of termsOf(text, field)) {
          let postings = this.terms.get(term);
          if (!postings) this.terms.set(term, (postings = new Map()));
          const known = postings.get(id);
          if (known === undefined || FIELD_RANK[field] < known) postings.set(id, FIELD_RANK[field]);
        }
      }
    });
  }

  /** Records matching the query, best first, one per URL (as SearchEngine.search). */
  search(query: string, accept: (record: SearchRecord) => boolean = () => true): RankedHit[] {
    return searchRecords(this.records, query, accept, (word, isPrefix, keep) => {
      const found = candidateTest(word, isPrefix);
      for (const [term, postings] of this.terms) {
        if (!found.test(term)) continue;
        const typos = found.alternatives.has(term) ? 0 : matchTypos(word, term, isPrefix);
        if (typos === null) continue;
        for (const [id, attribute] of postings) keep(id, { typos, attribute, exact: term === word });
      }
    });
  }
}

/** A field's terms, tokenized as SearchEngine indexes them. */
function termsOf(text: string, field: Field): string[] {
  if (field === 'content') return indexTerms(text);
  if (field === 'keywords') return text.split(KEYWORD_SEPARATOR).flatMap((k) => indexTerms(k, true));
  return indexTerms(text, field !== 'lvl0');
}

/**
 * The terms SearchEngine's lookups find for a query word (before
 * `matchTypos` says how well each matches): see its `search`.
 */
function candidateTest(word: string, isPrefix: boolean) {
  const allowed = allowedTypos(word);
  const variants = allowed > 0 ? swaps(word) : [];
  const forms = new Set(wordForms(word).filter((form) => !(isPrefix && form.startsWith(word))));
  const alternatives = new Set(synonymsOf(word).flatMap((w) => [w, ...wordForms(w)]));
  const spelt = (term: string, as: string) => term === as || (isPrefix && term.startsWith(as));
  return {
    alternatives,
    test: (term: string): boolean =>
      spelt(term, word) ||
      (allowed > 0 && editDistance(word, term, allowed, false) <= allowed) ||
      variants.some((variant) => spelt(term, variant)) ||
      forms.has(term) ||
      alternatives.has(term),
  };
}
