/**
 * The one-line summary of a page in llms.txt: its `description` front
 * matter, else its first paragraph, as plain text, cut to one sentence.
 */

const ABBREVIATIONS = new Set(['e.g', 'i.e', 'etc', 'vs', 'cf', 'approx', 'incl', 'no', 'vol', 'fig']);

/** Markdown inline syntax reduced to its text; code spans are kept. */
export function plainInline(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[((?:[^[\]]|\[[^\]]*\])*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>\s][^>]*>/g, '')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[\s(])([*_])(?=\S)([\s\S]*?\S)\2(?=[\s).,;:!?]|$)/g, '$1$3')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first paragraph of prose: no heading, code, list, table, quote or HTML. */
export function firstParagraph(markdown: string): string | undefined {
  let fence: string | null = null;
  const paragraph: string[] = [];
  for (const line of markdown.split('\n')) {
    const trimmed = line.trim();
    if (fence) {
      if (trimmed.startsWith(fence)) fence = null;
      continue;
    }
    const open = /^(`{3,}|~{3,})/.exec(trimmed);
    if (open) {
      if (paragraph.length) break;
      fence = open[1]!;
      continue;
    }
    if (!trimmed) {
      if (paragraph.length) break;
      continue;
    }
    if (!paragraph.length && /^(#|>|\||[-*+]\s|\d+[.)]\s|<|---|\*\*\*)/.test(trimmed)) continue;
    paragraph.push(trimmed);
  }
  const text = plainInline(paragraph.join(' '));
  return text || undefined;
}

/** The first sentence of a text (periods in code spans and common abbreviations do not end it). */
export function firstSentence(text: string): string {
  const masked = text.replace(/`[^`]*`/g, (m) => 'x'.repeat(m.length));
  // A sentence ends at . ! or ? before the next word, which may start in lower case ("… a file. tRPC lets …").
  const end = /[.!?](?=\s+["'`(\[]?[A-Za-z0-9])/g;
  for (let m = end.exec(masked); m; m = end.exec(masked)) {
    const word = /([\w.]+)$/.exec(masked.slice(0, m.index))?.[1]?.toLowerCase() ?? '';
    if (ABBREVIATIONS.has(word) || /^[a-z]$/i.test(word)) continue;
    return text.slice(0, m.index + 1);
  }
  return text;
}

/** A description that only repeats the title says nothing: the first paragraph is used instead. */
export function pageSummary(title: string, description: string | undefined, markdown: string): string {
  const given = description?.trim() ? plainInline(description) : undefined;
  const source = given && given.toLowerCase() !== title.trim().toLowerCase() ? given : firstParagraph(markdown);
  return source ? firstSentence(source).trim() : '';
}
