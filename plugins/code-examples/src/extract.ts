import fs from 'node:fs';
import path from 'node:path';
import { compiledCode, isCheckedLanguage, parseFenceMeta, visibleRange } from './meta';

/** Every Markdown/MDX file below `dir` (none if it does not exist), skipping the generated API reference. */
export function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'typedoc' ? [] : markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

export interface CodeBlock {
  /** 1-based line of the first code line in the Markdown file. */
  line: number;
  lang: string;
  title?: string;
  checkAs?: string;
  hidden: boolean;
  skipReason?: string;
  /** `trpc-version` of the fence meta, when the block is for another major than its page. */
  trpcVersion?: string;
  /** `trpc-packages` of the fence meta, when the block is for another 11.x package set than its page. */
  trpcPackages?: string;
  /** `errors`: TypeScript error codes the block shows on purpose. */
  expectedErrors: number[];
  /** The lines the reader sees, `[start, end)` (0-based lines of `code`). */
  visible: { start: number; end: number };
  /** Code as the compiler sees it (cut markers blanked, line count kept). */
  code: string;
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

/**
 * Finds the fenced code blocks of a Markdown/MDX document, with their
 * position, language and meta. Fences nest by length, as CommonMark says: a
 * block opened with four backticks closes only on four or more.
 */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, lang = '', meta = ''] = open;
    const fenceChar = fence![0]!;
    const closing = new RegExp(`^\\s*${fenceChar === '`' ? '`' : '~'}{${fence!.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end]!)) end++;
    const body = lines.slice(i + 1, end).map((l) => (indent && l.startsWith(indent) ? l.slice(indent.length) : l));
    if (isCheckedLanguage(lang)) {
      const parsed = parseFenceMeta(meta);
      blocks.push({
        line: i + 2,
        lang: lang.replace(/^typescript$/, 'ts').replace(/^javascript$/, 'js'),
        title: parsed.title,
        checkAs: parsed.checkAs,
        hidden: parsed.hidden,
        skipReason: parsed.skipReason,
        trpcVersion: parsed.trpcVersion,
        trpcPackages: parsed.trpcPackages,
        expectedErrors: parsed.expectedErrors,
        visible: visibleRange(body.join('\n')),
        code: compiledCode(body.join('\n')),
      });
    }
    i = end;
  }
  return blocks;
}

/** Reads a `key: value` scalar from a document's front matter. */
export function frontMatterValue(source: string, key: string): string | undefined {
  const fm = /^---\n([\s\S]*?)\n---/.exec(source);
  if (!fm) return undefined;
  const line = new RegExp(`^${key}:\\s*(.+?)\\s*$`, 'm').exec(fm[1]!);
  return line?.[1]?.replace(/^['"]|['"]$/g, '');
}
