import { createSlugger } from '@docusaurus/utils';
import { pageKeywords } from './keywords';
import { type HeadingType, PageRecords, type SearchRecord } from './record';

/**
 * Records from a Markdown/MDX source, for the development server, where no
 * built HTML exists yet. It follows the same hierarchy as the HTML indexer
 * (title, then headings, then paragraphs and list items, and a code
 * block's tRPC imports), skipping other code, the MDX imports and JSX
 * lines; the production index always comes from the HTML.
 */
export interface MarkdownInput {
  source: string;
  title: string;
  permalink: string;
  language: string;
  version: string;
  tag: string;
  lvl0: string;
  pageRank?: number;
  /** The `keywords` of the front matter. */
  keywords?: readonly string[];
  /** The page's sidebar label, when its front matter sets one. */
  sidebarLabel?: string;
}

/** Markdown inline syntax reduced to its text. */
export function plainText(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/\{#[\w-]+\}\s*$/, '')
    .replace(/[*_~]{1,3}([^*_~]+)[*_~]{1,3}/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function markdownRecords(input: MarkdownInput): SearchRecord[] {
  const body = input.source.replace(/^---\n[\s\S]*?\n---\n?/, '');
  const slugger = createSlugger();
  const page = new PageRecords({
    path: input.permalink,
    language: input.language,
    version: input.version,
    tag: input.tag,
    lvl0: input.lvl0,
    pageRank: input.pageRank,
    keywords: pageKeywords(input.keywords ?? [], input.sidebarLabel, input.title),
  });
  let paragraph: string[] = [];

  const flush = () => {
    const text = plainText(paragraph.join(' '));
    if (text) page.add('content', text);
    paragraph = [];
  };

  page.heading('lvl1', input.title, null);
  let fence: string | null = null;
  let code: string[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (fence) {
      if (line.startsWith(fence)) {
        fence = null;
        page.addImports(code.join('\n'));
      } else code.push(raw);
      continue;
    }
    const open = /^(`{3,}|~{3,})/.exec(line);
    if (open) {
      flush();
      fence = open[1]!;
      code = [];
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      const explicit = /\{#([\w-]+)\}\s*$/.exec(heading[2]!)?.[1];
      const title = plainText(heading[2]!);
      if (level === 1 || !title) continue;
      page.heading(`lvl${level}` as HeadingType, title, explicit ?? slugger.slug(title));
      continue;
    }
    if (
      !line ||
      /^(import|export)\s/.test(line) ||
      /^<\/?[A-Za-z]/.test(line) ||
      /^\{\/\*.*\*\/\}$/.test(line) ||
      /^:::/.test(line) ||
      /^\|/.test(line)
    ) {
      flush();
      continue;
    }
    const item = /^(?:[-*+]|\d+\.)\s+(.*)$/.exec(line);
    if (item) {
      flush();
      paragraph = [item[1]!];
      flush();
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return page.records;
}
