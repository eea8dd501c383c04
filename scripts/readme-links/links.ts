/**
 * The links of the repository's own Markdown (README.md, CONTRIBUTING.md,
 * the plugins' READMEs), checked as GitHub renders them: a relative link
 * must name a file or folder that exists, and its `#anchor` a heading of
 * the Markdown file it points to. External links (`https:`, `mailto:`) are
 * not fetched.
 *
 * Anchors follow GitHub's rules, through github-slugger (the slugger
 * Docusaurus uses too): the heading's text as rendered, lower-cased,
 * punctuation dropped, spaces as hyphens, `-1`, `-2`, … for repeats.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';

export interface Link {
  /** As written: `CONTRIBUTING.md#fence-meta`, `../shared/eagerCss.ts`, `#switches`. */
  target: string;
  /** 1-based line of the source file. */
  line: number;
}

export interface BrokenLink extends Link {
  file: string;
  problem: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CODE_SPAN = /(`+)([\s\S]*?[^`])\1(?!`)/g;
/** `[text](target "title")` and `![alt](target)`; the text may hold one level of brackets. */
const INLINE_LINK = /\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/;
const HTML_LINK = /<(?:a|img)\b[^>]*?\s(?:href|src)=(?:"([^"]*)"|'([^']*)')/gi;
const HTML_ANCHOR = /<a\b[^>]*?\s(?:id|name)=(?:"([^"]*)"|'([^']*)')/gi;
const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;

/** The lines of a Markdown text with fenced code blocks blanked (their links are code, not links). */
function proseLines(markdown: string): string[] {
  const lines = markdown.split('\n');
  let fence: string | null = null;
  return lines.map((line) => {
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && line.trim() === open[1]) fence = null;
      return '';
    }
    if (open) {
      fence = open[1]!;
      return '';
    }
    return line;
  });
}

/** Every link of a Markdown text, outside code blocks and code spans. */
export function markdownLinks(markdown: string): Link[] {
  const links: Link[] = [];
  proseLines(markdown).forEach((raw, i) => {
    // A code span shows its text as written: `[a](b)` inside one is no link.
    const line = raw.replace(CODE_SPAN, (span) => ' '.repeat(span.length));
    const add = (target: string | undefined) => {
      if (target) links.push({ target: target.replace(/^<(.*)>$/, '$1'), line: i + 1 });
    };
    for (const m of line.matchAll(INLINE_LINK)) add(m[1]);
    add(REFERENCE_DEFINITION.exec(line)?.[1]);
    for (const m of line.matchAll(HTML_LINK)) add(m[1] ?? m[2]);
  });
  return links;
}

/** A heading's text as GitHub renders it: no code marks, emphasis, link targets or HTML tags. */
export function headingText(source: string): string {
  const spans: string[] = [];
  const text = source
    .replace(/\s+#+\s*$/, '')
    .replace(CODE_SPAN, (_, _ticks: string, code: string) => `\u0000${spans.push(code.trim()) - 1}\u0000`)
    .replace(/!?\[((?:[^[\]]|\[[^\]]*\])*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/\*(.+?)\*/g, '$1')
    .replace(/(^|[^\w])_(.+?)_(?![\w])/g, '$1$2')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1');
  return text.replace(/\u0000(\d+)\u0000/g, (_, n: string) => spans[Number(n)]!).trim();
}

/** The anchors of a Markdown text: a slug per heading (ATX or setext), and explicit `<a id>` / `<a name>`. */
export function headingAnchors(markdown: string): Set<string> {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  const lines = proseLines(markdown);
  lines.forEach((line, i) => {
    const atx = /^ {0,3}#{1,6}(?:\s+(.*))?$/.exec(line);
    // `Title` over `===` or `---`: a heading when the line above is plain
    // paragraph text (not a heading, list item, quote or table row).
    const above = i > 0 ? lines[i - 1]! : '';
    const setext = /^ {0,3}(=+|-+)\s*$/.test(line) && /^ {0,3}[^\s#>|*+\-\d]/.test(above) ? above : null;
    const heading = atx ? (atx[1] ?? '') : setext;
    if (heading !== null) anchors.add(slugger.slug(headingText(heading)));
    for (const m of line.matchAll(HTML_ANCHOR)) anchors.add(m[1] ?? m[2]!);
  });
  return anchors;
}

/**
 * The links of `file` that do not resolve. Relative targets resolve from the
 * file's folder, targets starting with `/` from `root` (as on GitHub).
 */
export function brokenLinks(file: string, root: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (markdownFile: string) => {
    let set = anchorsOf.get(markdownFile);
    if (!set) anchorsOf.set(markdownFile, (set = headingAnchors(fs.readFileSync(markdownFile, 'utf8'))));
    return set;
  };
  for (const link of markdownLinks(fs.readFileSync(file, 'utf8'))) {
    if (EXTERNAL.test(link.target)) continue;
    const report = (problem: string) => broken.push({ ...link, file, problem });
    const hashAt = link.target.indexOf('#');
    const pathPart = decodeURI(hashAt === -1 ? link.target : link.target.slice(0, hashAt)).replace(/\?.*$/, '');
    const anchor = hashAt === -1 ? null : decodeURIComponent(link.target.slice(hashAt + 1));
    const resolved =
      pathPart === ''
        ? file
        : pathPart.startsWith('/')
          ? path.join(root, pathPart)
          : path.resolve(path.dirname(file), pathPart);
    if (!fs.existsSync(resolved)) {
      report(`no such file: ${path.relative(root, resolved)}`);
      continue;
    }
    if (anchor === null) continue;
    // GitHub shows a folder's README, so an anchor into a folder means its README.
    const target = fs.statSync(resolved).isDirectory() ? path.join(resolved, 'README.md') : resolved;
    if (!target.endsWith('.md') || !fs.existsSync(target)) {
      report(`#${anchor} points into ${path.relative(root, target)}, which is not a Markdown file`);
    } else if (!anchors(target).has(anchor)) {
      report(`no heading #${anchor} in ${path.relative(root, target)}`);
    }
  }
  return broken;
}

/** The paths of a `text` tree drawn with `├── ` / `└── ` and 4-column indents, as written. */
export function treePaths(tree: string): string[] {
  const paths: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (\S+)/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!.replace(/\/$/, ''));
    paths.push(stack.join('/'));
  }
  return paths;
}
