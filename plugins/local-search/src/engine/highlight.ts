import { matchTypos, tokenize } from './tokenize';

/**
 * Algolia-style highlighting and snippeting. The text is always escaped;
 * the only markup in the output are the requested highlight tags.
 */
export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface HighlightOptions {
  words: readonly string[];
  preTag: string;
  postTag: string;
  /** The text is a heading: its words run together match too (tokenize.ts). */
  compound?: boolean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

interface Span {
  start: number;
  end: number;
}

/** Character ranges of `text` that match a query word, merged and sorted. */
function matchSpans(text: string, words: readonly string[], compound = false): { spans: Span[]; matched: Set<string> } {
  const matched = new Set<string>();
  const spans: Span[] = [];
  for (const token of tokenize(text, compound)) {
    words.forEach((word, i) => {
      if (matchTypos(word, token.norm, i === words.length - 1) === null) return;
      matched.add(word);
      // A prefix match of the word being typed highlights only the typed
      // part, as Algolia does (all of a heading matched by its words run
      // together or its initials, all of another form of a word).
      const prefix = i === words.length - 1 && token.norm.startsWith(word) && !token.joined;
      const end = prefix ? Math.min(token.end, token.start + word.length) : token.end;
      spans.push({ start: token.start, end });
    });
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return { spans: merged, matched };
}

function render(text: string, spans: Span[], from: number, to: number, { preTag, postTag }: HighlightOptions): string {
  let out = '';
  let cursor = from;
  for (const s of spans) {
    if (s.end <= from || s.start >= to) continue;
    const start = Math.max(s.start, from);
    const end = Math.min(s.end, to);
    out += escapeHtml(text.slice(cursor, start)) + preTag + escapeHtml(text.slice(start, end)) + postTag;
    cursor = end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

function level(matched: Set<string>, words: readonly string[]): HighlightResult['matchLevel'] {
  if (matched.size === 0) return 'none';
  return matched.size === words.length ? 'full' : 'partial';
}

export function highlight(text: string, options: HighlightOptions): HighlightResult {
  const { spans, matched } = matchSpans(text, options.words, options.compound);
  const matchedWords = options.words.filter((w) => matched.has(w));
  const value = render(text, spans, 0, text.length, options);
  const covered = spans.reduce((n, s) => n + s.end - s.start, 0);
  const nonSpace = text.replace(/\W/g, '').length;
  return {
    value,
    matchLevel: level(matched, options.words),
    matchedWords,
    fullyHighlighted: nonSpace > 0 && covered >= nonSpace,
  };
}

/**
 * A window of about `size` words of `text` around its first match, with
 * `ellipsis` where the text was cut.
 */
export function snippet(
  text: string,
  size: number,
  ellipsis: string,
  options: HighlightOptions,
): Omit<HighlightResult, 'fullyHighlighted'> {
  const { spans, matched } = matchSpans(text, options.words, options.compound);
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ start: m.index!, end: m.index! + m[0].length }));
  const matchedWords = options.words.filter((w) => matched.has(w));
  const matchLevel = level(matched, options.words);
  if (words.length <= size) return { value: render(text, spans, 0, text.length, options), matchLevel, matchedWords };
  const first = spans[0];
  const hitWord = first
    ? Math.max(
        0,
        words.findIndex((w) => w.end > first.start),
      )
    : 0;
  // Keep a little context before the match, as a reader expects.
  let startWord = Math.max(0, hitWord - Math.floor(size / 3));
  startWord = Math.min(startWord, words.length - size);
  const endWord = startWord + size - 1;
  const from = words[startWord]!.start;
  const to = words[endWord]!.end;
  const value =
    (startWord > 0 ? escapeHtml(ellipsis) : '') +
    render(text, spans, from, to, options) +
    (endWord < words.length - 1 ? escapeHtml(ellipsis) : '');
  return { value, matchLevel, matchedWords };
}
