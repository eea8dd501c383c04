import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { pageKeywords } from './keywords';
import { PageRecords, type RecordType, type SearchRecord } from './record';

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
 * and, as content of the section a code block is in, each of the block's
 * imports from a `@trpc/*` package (./imports.ts); code is otherwise not
 * indexed.
 *
 * plus the page's docsearch:* meta tags for language, version and tag, and
 * its other names (./keywords.ts): the keywords meta tag its front matter
 * gives and the label of its sidebar link.
 * Pages without an <article> (the home, media and pricing pages) are read
 * from <main> with the same selectors.
 */
export interface PageInput {
  html: string;
  /** The route path the page answers, e.g. "/docs/quickstart". */
  path: string;
  /** A group the page belongs to: its lvl0 replaces the one the page shows. */
  group?: { lvl0: string; pageRank: number };
  /**
   * The site's own keywords meta tag (`themeConfig.metadata`), on every page
   * that sets none of its own: no name of any one page.
   */
  siteKeywords?: string;
}

const BLOG_LIST_PAGES = [
  '.blog-list-page',
  '.blog-tags-list-page',
  '.blog-tags-post-list-page',
  '.blog-authors-list-page',
  '.blog-authors-posts-page',
  '.blog-archive-page',
].join(', ');
const BLOCKS = 'p, div, li, ul, ol, h1, h2, h3, h4, h5, h6, br, td, th, article, section, header, footer';
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
  // Block elements end words: "<p>Pro</p><p>For teams</p>" reads "Pro For teams".
  clone.find(BLOCKS).after(' ');
  return clone
    .text()
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A code block's source: its lines without the type tooltips and error messages the build added. */
function codeText($: cheerio.CheerioAPI, pre: Element): string {
  const clone = $(pre).clone();
  clone.find('style, [role="tooltip"], .cerr-m').remove();
  clone.find('br').replaceWith('\n');
  return clone.text();
}

function isRobotsNoIndex($: cheerio.CheerioAPI): boolean {
  return $('meta[name="robots"], meta[property="robots"]')
    .toArray()
    .some((m) => /noindex/i.test($(m).attr('content') ?? ''));
}

/** The page's own keywords meta tags, less the site's (./keywords.ts). */
function ownKeywords($: cheerio.CheerioAPI, siteKeywords: string | undefined): string[] {
  return $('meta[name="keywords"]')
    .toArray()
    .map((meta) => $(meta).attr('content')?.trim() ?? '')
    .filter((content) => content !== '' && content !== siteKeywords?.trim())
    .flatMap((content) => content.split(','));
}

export function extractRecords({ html, path, group, siteKeywords }: PageInput): SearchRecord[] {
  const $ = cheerio.load(html);
  if (isRobotsNoIndex($)) return [];
  const meta = (name: string) => $(`meta[name="docsearch:${name}"]`).attr('content') ?? '';
  const language = meta('language') || $('html').attr('lang') || 'en';
  const version = meta('version');
  const tag = meta('docusaurus_tag') || 'default';

  // Lists of posts (blog index, tag, author and archive pages) are no page
  // of their own; their posts are indexed on their own pages.
  if ($('html').is(BLOG_LIST_PAGES)) return [];
  // A category's generated index lists cards of other pages: index only its
  // own title and description. A page with one <article> (docs, blog posts)
  // is read from it; other pages (home, pricing…) from <main>.
  const generatedIndex = $('[class*="generatedIndexPage"]').first();
  const articles = $('main article');
  const container = generatedIndex.length
    ? generatedIndex.find('header').first()
    : articles.length === 1
      ? articles.first()
      : $('main').first();
  if (!container.length) return [];

  // The template's default is "Documentation"; blog posts (no sidebar, and
  // no Blog item in our navbar) are grouped as "Blog" instead.
  let lvl0 = $('html').hasClass('blog-post-page') ? 'Blog' : 'Documentation';
  for (const selector of LVL0_SELECTORS) {
    // The innermost open category ("React Query Integration", not "Client
    // Usage"): pages of one title in several integrations ("Aborting
    // Procedure Calls", "Inferring Types") then fall in groups of their own,
    // instead of one page's sections filling the modal's five hits per group.
    const found = $(selector).last();
    if (found.length) {
      lvl0 = found.text().replace(/\s+/g, ' ').trim() || lvl0;
      break;
    }
  }

  if (group) lvl0 = group.lvl0;

  const header = $('header h1').first();
  const h1 = container.find('h1').first();
  const title = h1.length ? text($, h1[0]!) : header.length ? text($, header[0]!) : '';
  const page = new PageRecords({
    path,
    language,
    version,
    tag,
    lvl0,
    pageRank: group?.pageRank,
    keywords: pageKeywords(ownKeywords($, siteKeywords), $('.menu__link[aria-current="page"]').last().text(), title),
  });

  if (header.length && !container.find('h1').length) {
    page.heading('lvl1', text($, header[0]!), null);
  }

  const addImports = (pre: Element) => {
    if (page.hierarchy.lvl1) page.addImports(codeText($, pre));
  };

  const visit = (node: AnyNode) => {
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return;
    const el = node as Element;
    const name = el.tagName.toLowerCase();
    if (name === 'pre') {
      // Code is skipped but for its imports, unless hidden from readers.
      if (!$(el).is('[aria-hidden="true"], .search-index-skip')) addImports(el);
      return;
    }
    if ($(el).is(SKIP)) return;
    const heading = HEADING_LEVEL[name];
    if (heading) {
      const title = text($, el);
      if (title) page.heading(heading, title, $(el).attr('id') ?? null);
      return;
    }
    if (name === 'td' && $(el).is(':first-child') && !$(el).is(':last-child')) {
      // First cell of a table row: an option or API name, indexed as lvl5.
      const title = text($, el);
      if (title && page.hierarchy.lvl1) {
        page.hierarchy.lvl5 = title;
        page.hierarchy.lvl6 = null;
        page.add('lvl5', null);
      }
      return;
    }
    if (name === 'li' && $(el).children('article, section, div, h1, h2, h3, h4, h5, h6').length) {
      // A list of cards (pricing tiers, features): read what is inside.
      $(el)
        .contents()
        .each((_, child) => visit(child));
      return;
    }
    if (name === 'p' || name === 'li' || (name === 'td' && $(el).is(':last-child'))) {
      const content = text($, el, name === 'li' ? 'ul, ol, pre' : undefined);
      if (content && page.hierarchy.lvl1) page.add('content', content);
      // Nested lists are visited on their own; paragraphs inside an item
      // were part of the item's text, its code blocks add their imports.
      if (name === 'li') {
        $(el)
          .find('pre')
          .filter((_, pre) => $(pre).parentsUntil(el, 'ul, ol').length === 0)
          .each((_, pre) => addImports(pre));
        $(el)
          .children('ul, ol')
          .each((_, child) => visit(child));
      }
      return;
    }
    if (name === 'tr') {
      // Each row restarts lvl5: the option name belongs to its row only.
      const before = page.hierarchy.lvl5;
      $(el)
        .children()
        .each((_, child) => visit(child));
      page.hierarchy.lvl5 = before;
      return;
    }
    $(el)
      .contents()
      .each((_, child) => visit(child));
  };
  container.contents().each((_, child) => visit(child));
  return page.records;
}
