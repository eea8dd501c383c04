import { queryWords } from '../engine/tokenize';

/**
 * A page's other names (`SearchRecord.keywords`), matched like its title:
 *   - the `keywords` of its front matter: the names a teaching page teaches
 *     (the client set-up page lists `createTRPCClient`), so that it comes
 *     before pages that only mention them;
 *   - its sidebar label, when the label has a word the title lacks: the
 *     name a reader sees in the navigation ("Introduction" for the page
 *     titled "tRPC v9", "CORS & Cookies" for "Send cookies cross-origin").
 * Each once, in that order.
 */
export function pageKeywords(own: readonly string[], label: string | undefined, title: string): string[] {
  const keywords: string[] = [];
  for (const keyword of own) {
    const k = keyword.replace(/\s+/g, ' ').trim();
    if (k && !keywords.includes(k)) keywords.push(k);
  }
  const name = label?.replace(/\s+/g, ' ').trim();
  if (name && !keywords.includes(name)) {
    const titleWords = new Set(queryWords(title, Infinity));
    if (queryWords(name, Infinity).some((w) => !titleWords.has(w))) keywords.push(name);
  }
  return keywords;
}
