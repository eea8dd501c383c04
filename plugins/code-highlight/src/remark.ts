import crypto from 'node:crypto';
import rangeParser from 'parse-numeric-range';
import { isCheckedLanguage } from '../../code-examples/src/meta';
import { type LineAnnotations, type LineError, type LineHover, type PageContext, pageContext } from './annotate';
import { highlightToHtml } from './highlight';
import type { BlockInfo } from '../../code-examples/src/hovers';
import { type PageBlocks, pageBlocks } from './hovers';

/**
 * Remark plugin: highlights every fenced code block while the site builds.
 * The block keeps its source and gains an `html` property, the highlighted
 * lines, which `@theme/CodeBlock` renders as is (the browser's copy of the
 * page carries neither: see html-out-loader.cjs).
 *
 * Line highlighting works as in Docusaurus: `{1,4-6}` in the fence meta, or
 * the magic comments `highlight-next-line` and `highlight-start` /
 * `highlight-end` (`//`, `/* *\/`, `{/* *\/}`, `#` or `<!-- -->` comments),
 * which are removed from the code the reader sees and copies.
 *
 * TypeScript blocks the examples check compiles also get the type of each
 * identifier as a hover, and the errors they show on purpose (`errors="…"`),
 * from the check's cache (see `hovers.ts` and `annotate.ts`).
 */
interface CodeNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  data?: { hProperties?: Record<string, unknown> };
  children?: CodeNode[];
}

export const HIGHLIGHTED_LINE_CLASS = 'theme-code-block-highlighted-line';

const COMMENT = String.raw`(?:\/\/|\/\*|\{\s*\/\*|#|<!--)\s*`;
const COMMENT_END = String.raw`\s*(?:\*\/\s*\}?|-->)?`;
const magic = (word: string) => new RegExp(`^\\s*${COMMENT}${word}${COMMENT_END}\\s*$`);
const NEXT_LINE = magic('highlight-next-line');
const START = magic('highlight-start');
const END = magic('highlight-end');

/**
 * Removes magic comments; returns the code, the 0-based lines to highlight,
 * and for each line kept its 0-based line in the code given.
 */
export function applyHighlightMeta(
  code: string,
  meta: string | null | undefined,
): { code: string; lines: Set<number>; from: number[] } {
  const lines = new Set<number>();
  const range = /\{([\d,-]+)\}/.exec(meta ?? '');
  if (range) {
    for (const n of rangeParser(range[1]!)) lines.add(n - 1);
    return { code, lines, from: code.split('\n').map((_, i) => i) };
  }
  const kept: string[] = [];
  const from: number[] = [];
  let highlightNext = false;
  let inBlock = false;
  for (const [index, line] of code.split('\n').entries()) {
    if (NEXT_LINE.test(line)) {
      highlightNext = true;
      continue;
    }
    if (START.test(line)) {
      inBlock = true;
      continue;
    }
    if (END.test(line)) {
      inBlock = false;
      continue;
    }
    if (highlightNext || inBlock) lines.add(kept.length);
    highlightNext = false;
    kept.push(line);
    from.push(index);
  }
  return { code: kept.join('\n'), lines, from };
}

/** A block's hovers and errors by line of the code shown, after magic comments went (`from`: see applyHighlightMeta). */
export function annotationsFor(info: BlockInfo, from: number[]): Record<number, LineAnnotations> {
  const shownLine = new Map(from.map((original, shown) => [original, shown]));
  const out: Record<number, { hovers: LineHover[]; errors: LineError[] }> = {};
  const at = (line: number) => {
    const shown = shownLine.get(line);
    return shown === undefined ? undefined : (out[shown] ??= { hovers: [], errors: [] });
  };
  for (const { line, ...hover } of info.hovers) at(line)?.hovers.push(hover);
  for (const { line, ...error } of info.errors) at(line)?.errors.push(error);
  return out;
}

/**
 * Pairs the code nodes of a page with the blocks the examples check saw, in
 * order, by the code the reader sees (a node the check did not see, or saw
 * differently, gets nothing).
 */
function matcher(page: PageBlocks | null): (value: string) => BlockInfo | null {
  let next = 0;
  return (value) => {
    if (!page) return null;
    for (let i = next; i < page.blocks.length; i++) {
      if (page.blocks[i]!.visible !== value) continue;
      next = i + 1;
      return page.blocks[i]!.info;
    }
    return null;
  };
}

/** Ids and classes unique in the page, even with MDX partials it imports (whose prefixes differ). */
function contextFor(file: string | undefined): PageContext {
  return pageContext(
    `h${crypto
      .createHash('sha1')
      .update(file ?? '')
      .digest('hex')
      .slice(0, 4)}-`,
  );
}

function transform(node: CodeNode, infoFor: (value: string) => BlockInfo | null, page: PageContext): void {
  for (const child of node.children ?? []) {
    if (child.type === 'code') {
      const info = isCheckedLanguage(child.lang) ? infoFor(child.value ?? '') : null;
      const { code, lines, from } = applyHighlightMeta(child.value ?? '', child.meta);
      child.value = code;
      const lineClassNames = Object.fromEntries([...lines].map((n) => [n, [HIGHLIGHTED_LINE_CLASS]]));
      const html = highlightToHtml(code, child.lang ?? 'text', {
        lineClassNames,
        showLineNumbers: /(^|\s)showLineNumbers(=\d+)?(\s|$)/.test(child.meta ?? ''),
        annotations: info ? annotationsFor(info, from) : undefined,
        page,
      });
      child.data = { ...child.data, hProperties: { ...child.data?.hProperties, html } };
      continue;
    }
    transform(child, infoFor, page);
  }
}

export default function remarkHighlightCode() {
  return (tree: CodeNode, file?: { path?: string }): void => {
    const hasTypeScript = (n: CodeNode): boolean =>
      (n.type === 'code' && isCheckedLanguage(n.lang)) || (n.children ?? []).some(hasTypeScript);
    const page = file?.path && hasTypeScript(tree) ? pageBlocks(file.path) : null;
    transform(tree, matcher(page), contextFor(file?.path));
  };
}
