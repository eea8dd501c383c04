/**
 * Tokenizer shared by indexing, querying and highlighting, so that what is
 * matched is exactly what gets highlighted.
 *
 * Words are runs of letters, digits, `_` and `$`, lower-cased with accents
 * removed. A camelCase or PascalCase word also yields its parts, so
 * "httpBatchLink" is found by "batch link" as well as by "httpbatchlink".
 *
 * A short heading (two to four words) also yields its words run together,
 * as Algolia concatenates words: the page titled "HTTP Batch Stream Link"
 * is found by `httpBatchStreamLink`, the name a reader copies from code.
 * A run of three or four capitalised words in a heading also yields its
 * initials: "Static Site Generation" is found by "SSG".
 *
 * A word matches its other forms ("disable", "disabled", "disabling"; see
 * `stem`) without a typo, and two swapped letters count as one typo. A
 * product name with a dotted suffix is also found written together:
 * "Next.js" by "nextjs" (`DOTTED_NAME`).
 */
export interface Token {
  /** Normalised form used for matching. */
  norm: string;
  start: number;
  end: number;
  /** True for a part of a camelCase word (not a word of its own). */
  part: boolean;
  /** True for a short heading's words run together. */
  joined?: boolean;
}

const WORD = /[\p{L}\p{N}_$]+/gu;
/** Whether a heading of this many words is also matched by its words run together. */
const runsTogether = (words: number) => words >= 2 && words <= 4;
const CAMEL_PART = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu;
/**
 * A name with a short dotted suffix, as products are named (Next.js,
 * Node.js, Socket.io): also found written together ("nextjs"), as readers
 * type it. Longer suffixes are code (t.router, ctx.user), left alone.
 */
const DOTTED_NAME = /(?<![\w$.])[A-Za-z][A-Za-z0-9]*\.[a-z]{2,3}(?![\w$]|\.[\w$])/g;

const ASCII = /^[\x00-\x7f]*$/;

export function normalize(word: string): string {
  // Most words are ASCII: nothing to decompose.
  if (ASCII.test(word)) return word.toLowerCase();
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

export function tokenize(text: string, compound = false): Token[] {
  const tokens: Token[] = [];
  const words: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const start = m.index!;
    const token = { norm: normalize(word), start, end: start + word.length, part: false };
    tokens.push(token);
    words.push(token);
    const parts = [...word.matchAll(CAMEL_PART)];
    if (parts.length > 1) {
      for (const p of parts) {
        const s = start + p.index!;
        tokens.push({ norm: normalize(p[0]), start: s, end: s + p[0].length, part: true });
      }
    }
  }
  for (const m of text.matchAll(DOTTED_NAME)) {
    tokens.push({
      norm: normalize(m[0].replace('.', '')),
      start: m.index!,
      end: m.index! + m[0].length,
      part: true,
      joined: true,
    });
  }
  if (compound && runsTogether(words.length)) {
    tokens.push({
      norm: words.map((w) => w.norm).join(''),
      start: words[0]!.start,
      end: words[words.length - 1]!.end,
      part: true,
      joined: true,
    });
  }
  if (compound) {
    for (const run of capitalRuns(words.map((w) => text.slice(w.start, w.end)))) {
      tokens.push({
        norm: run.initials,
        start: words[run.from]!.start,
        end: words[run.to]!.end,
        part: true,
        joined: true,
      });
    }
  }
  return tokens;
}

const CAPITALISED_ASCII = /^[A-Z][a-z]/;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;
const capitalised = (word: string) =>
  CAPITALISED_ASCII.test(word) || (word.charCodeAt(0) > 0x7f && CAPITALISED.test(word));

/**
 * The runs of three or four capitalised words of a heading, with their
 * initials, as readers abbreviate them: "Static Site Generation" (SSG),
 * "Set up with React Server Components" (RSC). A longer run yields none.
 */
function capitalRuns(words: readonly string[]): { from: number; to: number; initials: string }[] {
  const runs: { from: number; to: number; initials: string }[] = [];
  if (words.length < 3) return runs;
  let from = 0;
  for (let i = 0; i <= words.length; i++) {
    if (i < words.length && capitalised(words[i]!)) continue;
    if (i - from >= 3 && i - from <= 4) {
      const initials = words
        .slice(from, i)
        .map((w) => normalize(w[0]!))
        .join('');
      runs.push({ from, to: i - 1, initials });
    }
    from = i + 1;
  }
  return runs;
}

/*
 * The same two patterns restricted to ASCII, where \p{L} is [A-Za-z], \p{Lu}
 * is [A-Z], \p{Ll} is [a-z] and \p{N} is [0-9]. Nearly every text of the
 * index is ASCII, and V8 runs these several times faster than the Unicode
 * property classes.
 */
const WORD_ASCII = /[A-Za-z0-9_$]+/g;
const CAMEL_PART_ASCII = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+/g;
const LOWER_ASCII = /^[a-z]+$/;

/**
 * Index terms of a text (words, camelCase parts and, with `compound`, a
 * short text's words run together; duplicates kept): the `norm` of each
 * token `tokenize` gives, in order. Building the index tokenizes every
 * record of a shard, so this skips the token objects and, for ASCII text,
 * the Unicode classes.
 */
export function indexTerms(text: string, compound = false): string[] {
  if (!ASCII.test(text)) return tokenize(text, compound).map((t) => t.norm);
  const terms: string[] = [];
  const words: string[] = [];
  const cased: string[] = [];
  WORD_ASCII.lastIndex = 0;
  for (let m = WORD_ASCII.exec(text); m !== null; m = WORD_ASCII.exec(text)) {
    const word = m[0];
    terms.push(word.toLowerCase());
    words.push(word.toLowerCase());
    cased.push(word);
    // A word of lower-case letters only is a single part.
    if (LOWER_ASCII.test(word)) continue;
    const first = terms.length;
    CAMEL_PART_ASCII.lastIndex = 0;
    for (let p = CAMEL_PART_ASCII.exec(word); p !== null; p = CAMEL_PART_ASCII.exec(word)) {
      terms.push(p[0].toLowerCase());
    }
    // One part is the word itself (or a part of it): not a term of its own.
    if (terms.length - first === 1) terms.pop();
  }
  if (text.includes('.')) for (const m of text.matchAll(DOTTED_NAME)) terms.push(m[0].replace('.', '').toLowerCase());
  if (compound && runsTogether(words.length)) terms.push(words.join(''));
  if (compound) for (const run of capitalRuns(cased)) terms.push(run.initials);
  return terms;
}

/**
 * Words of a query, in order, without duplicates. Only whole words: the
 * camelCase parts are for the index side.
 */
export function queryWords(query: string, max = 16): string[] {
  const words: string[] = [];
  for (const m of query.matchAll(WORD)) {
    const w = normalize(m[0]);
    if (!words.includes(w)) words.push(w);
    if (words.length >= max) break;
  }
  return words;
}

/** Typos a word of this length may have and still match (as Algolia does). */
export function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/**
 * Edit distance in which two adjacent letters swapped count as one edit, as
 * Algolia counts typos (optimal string alignment), stopping early above `max`.
 * With `swapIsOneEdit` false, a swap is two edits: plain Levenshtein
 * distance, MiniSearch's fuzzy measure (engine/titles.ts finds what it finds).
 */
export function editDistance(a: string, b: string, max: number, swapIsOneEdit = true): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (swapIsOneEdit && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, beforePrev[j - 2]! + 1);
      }
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    beforePrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** The spellings of a word with two adjacent letters swapped (one typo each). */
export function swaps(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] !== word[i + 1]) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...out];
}

const VOWEL = /[aeiouy]/;
const DOUBLED_AGENT = /([b-df-hj-np-tv-z])\1ers?$/;

/**
 * The stem of a word, shared by its forms that a reader does not tell apart
 * when searching: "disable", "disables", "disabled", "disabling" → "disabl";
 * "cache", "caching" → "cach"; "log", "logging", "logger" → "log";
 * "formatter", "formatting" → "format"; "type", "types" → "typ". One ending
 * goes (-ings, -ing, -ed, -es, -s; "-er(s)" only after a doubled consonant,
 * so "header" and "server" keep theirs), keeping three letters and a vowel
 * ("string" stays) and the "s" of "-ss" ("class"); then a final "e" and a
 * doubled final consonant (not l, s or z) go. Deliberately small: what it
 * conflates wrongly costs a reader less than "disable" not finding
 * "Disabling request batching".
 */
export function stem(word: string): string {
  let w = word;
  const agent = DOUBLED_AGENT.exec(w);
  if (agent && agent.index >= 2) {
    w = w.slice(0, agent.index + 2);
  } else {
    for (const ending of ['ings', 'ing', 'ed', 'es', 's']) {
      const rest = w.slice(0, -ending.length);
      if (!w.endsWith(ending) || rest.length < 3 || !VOWEL.test(rest) || w.endsWith('ss')) continue;
      w = rest;
      break;
    }
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  const last = w[w.length - 1]!;
  if (w.length > 3 && last === w[w.length - 2] && !'aeioulsz'.includes(last)) w = w.slice(0, -1);
  return w;
}

/**
 * The other forms of a word that share its stem, as far as the index may
 * hold them ("disable": disables, disabled, disabling, …), to look up.
 */
export function wordForms(word: string): string[] {
  const root = stem(word);
  if (word.length < 3 || root.length < 3) return [];
  const candidates = [
    ...['', 's', 'es', 'ed', 'ing', 'ings'].map((ending) => root + ending),
    ...['', 's', 'd', 'r', 'rs'].map((ending) => `${root}e${ending}`),
    ...['ed', 'ing', 'ings', 'er', 'ers'].map((ending) => root + root[root.length - 1] + ending),
  ];
  return [...new Set(candidates)].filter((form) => form !== word && stem(form) === root);
}

/**
 * How a query word matches an index term: 0 typos for the same word, (for
 * the last, still being typed, word) a prefix, or another form of the word
 * (same `stem`); otherwise the edit distance, of the words or of their
 * stems, when within the word's allowance; null when it does not match.
 */
export function matchTypos(word: string, term: string, isPrefix: boolean): number | null {
  if (term === word) return 0;
  if (isPrefix && term.startsWith(word)) return 0;
  const stemmable = word.length >= 3 && term.length >= 3;
  if (stemmable && stem(word) === stem(term)) return 0;
  const max = allowedTypos(word);
  if (max === 0) return null;
  let d = editDistance(word, term, max);
  // A typo in another form of the word: "subscripton" for "subscriptions".
  if (d > 1 && stemmable) d = Math.min(d, editDistance(stem(word), stem(term), max));
  if (d <= max) return d;
  // A typo inside the word being typed: compare with the term's start.
  if (isPrefix && term.length > word.length) {
    const dp = editDistance(word, term.slice(0, word.length), max);
    if (dp <= max) return dp;
  }
  return null;
}

/** Common English words that carry no meaning in a docs query. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by can do does for from how i if in into is it its my of on or so ' +
    'that the their then there these this to use using was we what when where which who why will with ' +
    'you your'
  ).split(' '),
);
