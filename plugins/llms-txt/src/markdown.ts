import path from 'node:path';
import { isCheckedLanguage, parseFenceMeta, visibleCode } from '../../code-examples/src/meta';
import { renderElement, type RenderApi } from './components';
import { parseJsxElement, skipCodeSpan } from './jsx';

/**
 * Turns a docs page's MDX source into the plain Markdown a reader (or a
 * language model) should get: what the rendered page says, nothing the
 * build uses to produce it.
 *
 * - Front matter, `import`/`export` blocks and MDX comments are dropped.
 * - Code samples follow `plugins/code-examples`: `hidden` setup blocks are
 *   left out, lines above `// ---cut---` and below `// ---cut-after---` are
 *   cut, Docusaurus's magic highlight comments are removed, and the fence
 *   keeps its language and `title`.
 * - Our MDX components become Markdown (see `components.ts`); a partial
 *   imported from another `.md`/`.mdx` file is inlined where it is used.
 * - Admonitions become block quotes; `{#id}` heading ids are dropped.
 * - Every link and image points at an absolute URL; links to Markdown files
 *   are resolved to their pages.
 *
 * A line reader, not a full MDX parser: it knows the constructs our docs use
 * and is tested on each of them (`markdown.test.ts`).
 */

export interface CleanContext {
  /** Absolute path of the Markdown source (relative links and imports resolve from it). */
  file: string;
  /** Absolute path of the site (for `@site/…` imports). */
  siteDir: string;
  /** Content folders of the page's docs version: Markdown links resolve from there too, as in Docusaurus. */
  contentDirs: readonly string[];
  /** Absolute URL of the page the source renders on (for `#anchors` and relative URLs). */
  pageUrl: string;
  /** Turns a site path (`/docs/x`, `/img/a.png`) into an absolute URL. */
  absoluteUrl(sitePath: string): string;
  /** Permalink of the doc whose source is this absolute file path. */
  docPermalink(file: string): string | undefined;
  /** Permalink `<VersionedDocLink to>` points at in the page's docs version. */
  versionedDocPermalink(to: string): string | undefined;
  /** Reads an imported file (partials). */
  readFile(file: string): string;
  /** `groupId`s of `<Tabs>` reduced to their first tab (e.g. the package-manager tabs). */
  firstTabOnlyGroups: ReadonlySet<string>;
  /** Reports a component the cleaner has no rendering for (its children are kept). */
  onUnknownComponent(name: string, file: string): void;
  /** Reports a link to a Markdown file that is no page. */
  onUnresolvedLink(target: string, file: string): void;
}

interface State {
  ctx: CleanContext;
  file: string;
  /** Imported Markdown partials: component name → absolute path. */
  partials: Map<string, string>;
  /** Partials being inlined (guards against an import cycle). */
  chain: ReadonlySet<string>;
}

const FENCE_OPEN = /^([ \t]*)(`{3,}|~{3,})[ \t]*([^`\s]*)[ \t]*(.*)$/;
const ADMONITION_OPEN =
  /^([ \t]*)(:{3,})(note|tip|info|warning|danger|caution|important|success|secondary)(?:\[(.*)\]|[ \t]+(.*?))?[ \t]*$/;
const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};
/** Docusaurus's magic comments (`// highlight-next-line`, `{/* highlight-start *\/}`, …). */
const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|--|%|;|\/\*|\{\/\*|<!--)\s*highlight-(?:next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;
const MASK_OPEN = '\uE000';
const MASK_CLOSE = '\uE001';

export function stripFrontMatter(source: string): string {
  return source.replace(/^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, '');
}

export function cleanMarkdown(source: string, ctx: CleanContext): string {
  const state: State = { ctx, file: ctx.file, partials: new Map(), chain: new Set([ctx.file]) };
  return tidy(cleanBlocks(stripFrontMatter(source).replace(/\r\n?/g, '\n'), state));
}

/** Removes the smallest common indentation of the non-blank lines. */
export function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length);
  const min = indents.length ? Math.min(...indents) : 0;
  return min ? lines.map((l) => l.slice(Math.min(min, /^[ \t]*/.exec(l)![0].length))).join('\n') : text;
}

/** Collapses runs of blank lines outside code blocks and trims the ends. */
export function tidy(markdown: string): string {
  const out: string[] = [];
  let fence: RegExp | null = null;
  for (const line of markdown.split('\n')) {
    const bare = line.replace(/^(?:>[ \t]?)+/, '');
    if (fence) {
      if (fence.test(bare)) fence = null;
      out.push(line);
      continue;
    }
    const open = /^[ \t]*(`{3,}|~{3,})/.exec(bare);
    if (open) fence = new RegExp(`^[ \\t]*${open[1]![0] === '`' ? '`' : '~'}{${open[1]!.length},}[ \\t]*$`);
    if (!line.trim() && !out.at(-1)?.trim()) continue;
    out.push(line.trim() ? line : '');
  }
  return out.join('\n').trim();
}

function cleanBlocks(text: string, state: State): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(cleanInline(paragraph.join('\n'), state));
    paragraph = [];
  };
  let pos = 0;
  while (pos < text.length) {
    const eol = text.indexOf('\n', pos);
    const lineEnd = eol === -1 ? text.length : eol;
    const line = text.slice(pos, lineEnd);
    const next = lineEnd + 1;

    if (!line.trim()) {
      flush();
      out.push('');
      pos = next;
      continue;
    }

    const fence = openingFence(line);
    if (fence) {
      flush();
      const block = readFence(text, pos, fence);
      const rendered = renderFence(block);
      if (rendered !== null) out.push(rendered);
      pos = block.end + 1;
      continue;
    }

    // ESM (`import`/`export`) runs to the next blank line, as in MDX.
    if (!paragraph.length && /^(import|export)\s/.test(line) && isEsmStart(line)) {
      flush();
      const blank = text.slice(pos).search(/\n[ \t]*(\n|$)/);
      const end = blank === -1 ? text.length : pos + blank;
      recordImports(text.slice(pos, end), state);
      pos = end + 1;
      continue;
    }

    const trimmed = line.trimStart();
    const indent = line.slice(0, line.length - trimmed.length);

    if (trimmed.startsWith('{/*')) {
      const close = text.indexOf('*/}', pos);
      if (close !== -1 && /^[ \t]*(\n|$)/.test(text.slice(close + 3))) {
        flush();
        const after = text.indexOf('\n', close);
        pos = after === -1 ? text.length : after + 1;
        continue;
      }
    }

    if (trimmed.startsWith('<!--')) {
      const close = text.indexOf('-->', pos);
      if (close !== -1 && /^[ \t]*(\n|$)/.test(text.slice(close + 3))) {
        flush();
        const after = text.indexOf('\n', close);
        pos = after === -1 ? text.length : after + 1;
        continue;
      }
    }

    const admonition = ADMONITION_OPEN.exec(line);
    if (admonition) {
      const close = findAdmonitionClose(text, next, admonition[2]!.length);
      if (close !== null) {
        flush();
        const body = dedent(text.slice(next, close.start));
        const type = admonition[3]!;
        const title = admonition[4] ?? admonition[5];
        const label = ADMONITION_LABELS[type]!;
        const heading = title ? `**${label}: ${cleanInline(title, state)}**` : `**${label}**`;
        const inner = tidy(cleanBlocks(body, state));
        const quoted = [heading, '', ...inner.split('\n')].map((l) => (l ? `> ${l}` : '>'));
        out.push(quoted.map((l) => indent + l).join('\n'));
        pos = close.end + 1;
        continue;
      }
    }

    if (/^<[A-Za-z]/.test(trimmed)) {
      const el = parseJsxElement(text, pos + indent.length);
      if (el) {
        const after = text.indexOf('\n', el.end);
        const rest = text.slice(el.end, after === -1 ? text.length : after);
        if (!rest.trim()) {
          flush();
          const rendered = tidy(renderElement(el, blockApi(state), 'block'));
          if (rendered) out.push('', ...rendered.split('\n').map((l) => (l ? indent + l : l)), '');
          pos = after === -1 ? text.length : after + 1;
          continue;
        }
      }
    }

    paragraph.push(line);
    pos = next;
  }
  flush();
  return out.join('\n');
}

/** A fence opening on this line (a backtick fence's info string has no backtick, as in CommonMark). */
function openingFence(line: string): RegExpExecArray | null {
  const open = FENCE_OPEN.exec(line);
  return open && !(open[2]![0] === '`' && `${open[3]}${open[4]}`.includes('`')) ? open : null;
}

interface FenceBlock {
  indent: string;
  fence: string;
  lang: string;
  meta: string;
  code: string;
  /** Offset of the end of the closing fence line (or of the text). */
  end: number;
}

function readFence(text: string, pos: number, open: RegExpExecArray): FenceBlock {
  const [, indent = '', fence = '', lang = '', meta = ''] = open;
  const closing = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
  const lines: string[] = [];
  let lineStart = text.indexOf('\n', pos);
  let end = text.length;
  while (lineStart !== -1) {
    const from = lineStart + 1;
    const eol = text.indexOf('\n', from);
    const line = text.slice(from, eol === -1 ? text.length : eol);
    if (closing.test(line)) {
      end = eol === -1 ? text.length : eol;
      break;
    }
    // Content lines lose up to the fence's own indentation (CommonMark).
    lines.push(line.replace(new RegExp(`^[ \\t]{0,${indent.length}}`), ''));
    lineStart = eol;
  }
  return { indent, fence, lang, meta, code: lines.join('\n'), end };
}

/** A fenced block as the reader sees it, or null for a `hidden` setup block. */
function renderFence(block: FenceBlock): string | null {
  const meta = parseFenceMeta(block.meta);
  let code = block.code;
  if (isCheckedLanguage(block.lang)) {
    if (meta.hidden) return null;
    code = visibleCode(code);
  }
  code = code
    .split('\n')
    .filter((l) => !MAGIC_COMMENT.test(l))
    .join('\n');
  const info = [block.lang, meta.title === undefined ? '' : `title="${meta.title}"`].filter(Boolean).join(' ');
  const lines = [`${block.fence}${info}`, ...(code ? code.split('\n') : []), block.fence];
  return lines.map((l) => (l ? block.indent + l : l)).join('\n');
}

function isEsmStart(line: string): boolean {
  return (
    /^import\s+(?:type\s+)?(?:[\w*{}\s,]+\s+from\s+)?['"]/.test(line) ||
    /^import\s+(?:type\s+)?(?:[\w*\s,]*\{[^}]*)$/.test(line) ||
    /^export\s+(?:const|let|var|function|default|\{|\*|async|class|type|interface)\b/.test(line)
  );
}

function recordImports(esm: string, state: State): void {
  for (const m of esm.matchAll(/import\s+(\w+)\s*(?:,\s*\{[^}]*\})?\s+from\s+['"]([^'"]+)['"]/g)) {
    const [, name, source] = m;
    if (!/\.mdx?$/.test(source!)) continue;
    const file = source!.startsWith('@site/')
      ? path.join(state.ctx.siteDir, source!.slice('@site/'.length))
      : path.resolve(path.dirname(state.file), source!);
    state.partials.set(name!, file);
  }
}

function findAdmonitionClose(text: string, from: number, colons: number): { start: number; end: number } | null {
  const closing = new RegExp(`^[ \\t]*:{${colons}}[ \\t]*$`);
  let pos = from;
  while (pos < text.length) {
    const eol = text.indexOf('\n', pos);
    const lineEnd = eol === -1 ? text.length : eol;
    const line = text.slice(pos, lineEnd);
    const fence = openingFence(line);
    if (fence) {
      const block = readFence(text, pos, fence);
      pos = block.end + 1;
      continue;
    }
    if (closing.test(line)) return { start: pos, end: lineEnd };
    pos = lineEnd + 1;
  }
  return null;
}

/* ---------------------------------------------------------------- inline */

interface Masked {
  text: string;
  spans: string[];
}

/** Replaces code spans with placeholders, so nothing inside them is taken for a tag or a link. */
function maskCode(text: string): Masked {
  const spans: string[] = [];
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '`') {
      const end = skipCodeSpan(text, i);
      if (end !== null) {
        out += `${MASK_OPEN}${spans.length}${MASK_CLOSE}`;
        spans.push(text.slice(i, end));
        i = end;
        continue;
      }
      while (text[i] === '`') out += text[i++];
      continue;
    }
    out += text[i++];
  }
  return { text: out, spans };
}

function unmask(text: string, spans: readonly string[]): string {
  return text.replace(new RegExp(`${MASK_OPEN}(\\d+)${MASK_CLOSE}`, 'g'), (_, n: string) => spans[Number(n)] ?? '');
}

/** Inline cleaning of a paragraph (or a heading, a table, list items). */
function cleanInline(text: string, state: State): string {
  const masked = maskCode(text);
  return unmask(cleanMaskedInline(masked.text, state, masked.spans), masked.spans);
}

function cleanMaskedInline(text: string, state: State, spans: readonly string[]): string {
  let out = text
    .split('\n')
    .map((l) => l.replace(/^(#{1,6}[ \t].*?)[ \t]*\{#[\w-]+\}[ \t]*$/, '$1'))
    .join('\n');
  out = out.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  out = out.replace(/\{\s*(['"])([^'"]*)\1\s*\}/g, '$2');
  out = replaceInlineElements(out, state, spans);
  out = resolveLinks(out, state);
  return out;
}

function replaceInlineElements(text: string, state: State, spans: readonly string[]): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    if (lt === -1) break;
    out += text.slice(i, lt);
    const el = /[A-Za-z]/.test(text[lt + 1] ?? '') ? parseJsxElement(text, lt) : null;
    if (el) {
      out += renderElement(el, inlineApi(state, spans), 'inline');
      i = el.end;
    } else {
      out += '<';
      i = lt + 1;
    }
  }
  return out + text.slice(i);
}

const LINK =
  /(!?)\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*(<[^>]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const DEFINITION = /^([ \t]*\[[^\]]+\]:[ \t]*)(\S+)/gm;

function resolveLinks(text: string, state: State): string {
  return text
    .replace(LINK, (_all, bang: string, label: string, rawTarget: string, title: string | undefined) => {
      const target = rawTarget.startsWith('<') ? rawTarget.slice(1, -1) : rawTarget;
      return `${bang}[${label}](${resolveUrl(target, state)}${title ?? ''})`;
    })
    .replace(DEFINITION, (_all, head: string, target: string) => `${head}${resolveUrl(target, state)}`);
}

/** An absolute URL for a link or image target written in the page. */
function resolveUrl(target: string, state: Pick<State, 'ctx' | 'file'>): string {
  const { ctx } = state;
  if (!target || /^[a-z][a-z\d+.-]*:/i.test(target)) return target;
  if (target.startsWith('#')) return `${ctx.pageUrl}${target}`;
  const hashAt = target.search(/[?#]/);
  const filePart = hashAt === -1 ? target : target.slice(0, hashAt);
  const suffix = hashAt === -1 ? '' : target.slice(hashAt);
  if (/\.mdx?$/.test(filePart)) {
    // Docusaurus tries the file's folder, then the version's content folders.
    const file = decodeURIComponent(filePart);
    for (const dir of [path.dirname(state.file), ...ctx.contentDirs]) {
      const permalink = ctx.docPermalink(path.join(dir, file));
      if (permalink) return ctx.absoluteUrl(permalink) + suffix;
    }
    ctx.onUnresolvedLink(target, state.file);
  }
  if (target.startsWith('/')) return ctx.absoluteUrl(target);
  return new URL(target, ctx.pageUrl).toString();
}

/* ------------------------------------------------------------ components */

function partialContent(name: string, state: State): string | undefined {
  const file = state.partials.get(name);
  if (!file) return undefined;
  if (state.chain.has(file)) throw new Error(`[llms-txt] import cycle: ${[...state.chain, file].join(' → ')}`);
  const source = state.ctx.readFile(file);
  const inner: State = { ctx: state.ctx, file, partials: new Map(), chain: new Set([...state.chain, file]) };
  return tidy(cleanBlocks(stripFrontMatter(source).replace(/\r\n?/g, '\n'), inner));
}

function commonApi(state: State): Omit<RenderApi, 'inline'> {
  return {
    blocks: (markdown) => tidy(cleanBlocks(dedent(markdown), state)),
    url: (target) => resolveUrl(target, state),
    versionedDoc: (to) => {
      const permalink = state.ctx.versionedDocPermalink(to);
      return permalink === undefined ? undefined : state.ctx.absoluteUrl(permalink);
    },
    partial: (name) => partialContent(name, state),
    firstTabOnly: (groupId) => groupId !== undefined && state.ctx.firstTabOnlyGroups.has(groupId),
    unknown: (name) => state.ctx.onUnknownComponent(name, state.file),
  };
}

/** For block elements: children are raw source. */
function blockApi(state: State): RenderApi {
  return { ...commonApi(state), inline: (markdown) => cleanInline(dedent(markdown).trim(), state) };
}

/** For elements inside a paragraph: children are already masked. */
function inlineApi(state: State, spans: readonly string[]): RenderApi {
  return {
    ...commonApi(state),
    inline: (markdown) => cleanMaskedInline(markdown.trim(), state, spans),
    blocks: (markdown) => tidy(cleanBlocks(dedent(unmask(markdown, spans)), state)),
  };
}
