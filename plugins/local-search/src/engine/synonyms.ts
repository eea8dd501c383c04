import { stem } from './tokenize';

/**
 * Words readers type for what the docs and the API call by another name.
 * A query word listed here also matches its alternatives (and their other
 * forms: "abort" matches "aborting"), without a typo but not as an exact
 * match, so a page that uses the reader's own word still comes first.
 *
 * One way only, and kept small: each entry is a general equivalence of the
 * docs' vocabulary, not a route to one page, and says why it is there.
 * Only whole query words are looked up, in any of their forms ("endpoints"
 * as "endpoint"); a word still being typed matches by prefix as usual.
 */

export interface Synonym {
  /** The word as a reader types it (lower case, one word). */
  word: string;
  /** The words the docs use for it. */
  alternatives: readonly string[];
  /** Why the docs' word answers the reader's. */
  why: string;
}

export const SYNONYMS: readonly Synonym[] = [
  {
    word: 'cancel',
    alternatives: ['abort'],
    why: 'tRPC cancels a call through an AbortSignal: the docs say abort (Aborting Procedure Calls, abortOnUnmount), readers say cancel.',
  },
  {
    word: 'cancellation',
    alternatives: ['abort'],
    why: 'As "cancel": "request cancellation" is what the docs call aborting a call.',
  },
  {
    word: 'cancelation',
    alternatives: ['abort'],
    why: 'The American spelling of "cancellation", as readers type it.',
  },
  {
    word: 'another',
    alternatives: ['other'],
    why: '"From another procedure" is written "from other procedures"; "another" is "an other" and no stop word.',
  },
  {
    word: 'exception',
    alternatives: ['error'],
    why: 'Readers from other languages say exception; tRPC throws and formats errors (TRPCError, error handling).',
  },
  {
    word: 'endpoint',
    alternatives: ['procedure'],
    why: 'What a REST API calls an endpoint is a procedure in tRPC.',
  },
];

const BY_STEM: ReadonlyMap<string, readonly string[]> = new Map(SYNONYMS.map((s) => [stem(s.word), s.alternatives]));

/** The alternatives of a query word, if the table lists it in this or another form ("endpoints"). */
export function synonymsOf(word: string): readonly string[] {
  return BY_STEM.get(stem(word)) ?? [];
}
