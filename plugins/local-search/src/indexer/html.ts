import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { type Hierarchy, LEVEL_WEIGHT, type RecordType, type SearchRecord, emptyHierarchy, recordId } from './record';

/**
 * Turns one built page into DocSearch records, with the selectors of the
 * hosted crawler's Docusaurus template:
 *
 *   lvl0     .menu__link.menu__link--sublist.menu__link--active,
 *            .navbar__item.navbar__link--active  (default "Documentation")
 *   lvl1     header h1, article h1
 *   lvl2–4   article h2 / h3 / h4
 *   lvl5     article h5, article td:first-child
 *   lvl6     article h6
 *   content  article p, article li, article td:last-child
 *
 * plus the page's docsearch:* meta tags for language, version and tag.
 * Pages without an <article> (the home, media and pricing pages) are read
 * from <main> with the same selectors.
 */
export interface PageInput {
  html: string;
  /** The route path the page answers, e.g. "/docs/quickstart". */
  path: string;
}

const LVL0_SELECTORS = ['.menu__link.menu__link--sublist.menu__link--active', '.navbar__item.navbar__link--active'];
const HEADING_LEVEL: Record<string, Exclude<RecordType, 'content'>> = {
  h1: 'lvl1',
  h2: 'lvl2',
  h3: 'lvl3',
  h4: 'lvl4',
  h5: 'lvl5',
  h6: 'lvl6',
};
/** Page parts that repeat on every page or are no content of their own. */
const SKIP = [
  '.hash-link',
  '.theme-doc-version-banner',
  '.theme-doc-version-badge',
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
  'nav',
  'pre',
  'script',
  'style',
  'svg',
  'button',
  'a.card',
  '[aria-hidden="true"]',
  '.search-index-skip',
].join(', ');

function text($: cheerio.CheerioAPI, el: Element, ignoreNested?: string): string {
  const clone = $(el).clone();
  clone.find(SKIP).remove();
  if (ignoreNested) clone.find(ignoreNested).remove();
  return clone
    .text()
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function isRobotsNoIndex($: cheerio.CheerioAPI): boolean {
  return $('meta[name="robots"], meta[property="robots"]')
    .toArray()
    .some((m) => /noindex/i.test($(m).attr('content') ?? ''));
}

export function extractRecords({ html, path }: PageInput): SearchRecord[] {
  const $ = cheerio.load(html);
  if (isRobotsNoIndex($)) return [];
  const meta = (name: string) => $(`meta[name="docsearch:${name}"]`).attr('content') ?? '';
  const language = meta('language') || $('html').attr('lang') || 'en';
  const version = meta('version');
  const tag = meta('docusaurus_tag') || 'default';

  // A category's generated index lists cards of other pages: index only its
  // own title and description. A list of several posts (blog index, tag or
  // author pages) is no page of its own.
  const generatedIndex = $('[class*="generatedIndexPage"]').first();
  const articles = $('article');
  if (!generatedIndex.length && articles.length > 1) return [];
  const container = generatedIndex.length
    ? generatedIndex.find('header').first()
    : articles.length
      ? articles.first()
      : $('main').first();
  if (!container.length) return [];

  let lvl0 = 'Documentation';
  for (const selector of LVL0_SELECTORS) {
    const found = $(selector).first();
    if (found.length) {
      lvl0 = found.text().replace(/\s+/g, ' ').trim() || lvl0;
      break;
    }
  }

  const hierarchy: Hierarchy = { ...emptyHierarchy(), lvl0 };
  const header = $('header h1').first();
  const records: SearchRecord[] = [];
  const seen = new Map<string, number>();
  let anchor: string | null = null;

  const push = (type: RecordType, content: string | null) => {
    const url = anchor ? `${path}#${anchor}` : path;
    const key = `${type}\u0000${content ?? ''}\u0000${url}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    const position = records.length;
    records.push({
      objectID: recordId(url, type, content ?? hierarchy[type === 'content' ? 'lvl1' : type] ?? '', occurrence),
      type,
      hierarchy: { ...hierarchy },
      content,
      url,
      url_without_anchor: path,
      anchor,
      language,
      version,
      docusaurus_tag: tag,
      position,
      weight: { level: LEVEL_WEIGHT[type], position, pageRank: 0 },
    });
  };

  const setHeading = (type: Exclude<RecordType, 'content'>, title: string, id: string | null) => {
    const level = Number(type.slice(3));
    hierarchy[type] = title;
    for (let l = level + 1; l <= 6; l++) hierarchy[`lvl${l}` as keyof Hierarchy] = null;
    anchor = level === 1 ? null : id;
    push(type, null);
  };

  if (header.length && !container.find('h1').length) {
    setHeading('lvl1', text($, header[0]!), null);
  }

  const visit = (node: AnyNode) => {
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return;
    const el = node as Element;
    if ($(el).is(SKIP)) return;
    const name = el.tagName.toLowerCase();
    const heading = HEADING_LEVEL[name];
    if (heading) {
      const title = text($, el);
      if (title) setHeading(heading, title, $(el).attr('id') ?? null);
      return;
    }
    if (name === 'td' && $(el).is(':first-child') && !$(el).is(':last-child')) {
      // First cell of a table row: an option or API name, indexed as lvl5.
      const title = text($, el);
      if (title && hierarchy.lvl1) {
        hierarchy.lvl5 = title;
        hierarchy.lvl6 = null;
        push('lvl5', null);
      }
      return;
    }
    if (name === 'p' || name === 'li' || (name === 'td' && $(el).is(':last-child'))) {
      const content = text($, el, name === 'li' ? 'ul, ol, pre' : undefined);
      if (content && hierarchy.lvl1) push('content', content);
      // Nested lists are visited on their own; paragraphs inside an item
      // were part of the item's text.
      if (name === 'li')
        $(el)
          .children('ul, ol')
          .each((_, child) => visit(child));
      return;
    }
    if (name === 'tr') {
      // Each row restarts lvl5: the option name belongs to its row only.
      const before = hierarchy.lvl5;
      $(el)
        .children()
        .each((_, child) => visit(child));
      hierarchy.lvl5 = before;
      return;
    }
    $(el)
      .contents()
      .each((_, child) => visit(child));
  };
  container.contents().each((_, child) => visit(child));
  return records;
}
