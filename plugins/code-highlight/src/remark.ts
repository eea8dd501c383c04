import rangeParser from 'parse-numeric-range';
import { highlightToHtml } from './highlight';

/**
 * Remark plugin: highlights every fenced code block while the site builds.
 * The block keeps its source (for the copy button) and gains an `html`
 * property, the highlighted lines, which `@theme/CodeBlock` renders as is.
 *
 * Line highlighting works as in Docusaurus: `{1,4-6}` in the fence meta, or
 * the magic comments `highlight-next-line` and `highlight-start` /
 * `highlight-end` (`//`, `/* *\/`, `{/* *\/}`, `#` or `<!-- -->` comments),
 * which are removed from the code the reader sees and copies.
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

/** Removes magic comments; returns the code and the 0-based lines to highlight. */
export function applyHighlightMeta(
  code: string,
  meta: string | null | undefined,
): { code: string; lines: Set<number> } {
  const lines = new Set<number>();
  const range = /\{([\d,-]+)\}/.exec(meta ?? '');
  if (range) {
    for (const n of rangeParser(range[1]!)) lines.add(n - 1);
    return { code, lines };
  }
  const kept: string[] = [];
  let highlightNext = false;
  let inBlock = false;
  for (const line of code.split('\n')) {
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
  }
  return { code: kept.join('\n'), lines };
}

function transform(node: CodeNode): void {
  for (const child of node.children ?? []) {
    if (child.type === 'code') {
      const { code, lines } = applyHighlightMeta(child.value ?? '', child.meta);
      child.value = code;
      const lineClassNames = Object.fromEntries([...lines].map((n) => [n, [HIGHLIGHTED_LINE_CLASS]]));
      const html = highlightToHtml(code, child.lang ?? 'text', {
        lineClassNames,
        showLineNumbers: /(^|\s)showLineNumbers(=\d+)?(\s|$)/.test(child.meta ?? ''),
      });
      child.data = { ...child.data, hProperties: { ...child.data?.hProperties, html } };
      continue;
    }
    transform(child);
  }
}

export default function remarkHighlightCode() {
  return (tree: CodeNode): void => transform(tree);
}
