/**
 * Conventions for code samples in Markdown, shared by the remark plugin (what
 * the reader sees) and the examples check (what the compiler sees).
 *
 * Fence meta understood here, next to Docusaurus's own `title="…"`,
 * line-highlight ranges and `showLineNumbers`:
 *
 * - `hidden`              the block is compiled but never rendered (setup
 *                         files a visible block imports from).
 * - `skip-check="why"`    the block is rendered but not compiled; the reason
 *                         is required and printed by the check.
 * - `check-as="path.ts"`  file name the block gets in the compiled project
 *                         when it has no `title` (or a title that is no path).
 * - `trpc-version="10"`   compile this block against another tRPC major than
 *                         its page's (a migration guide's "before" code).
 * - `trpc-packages="classic"` compile this 11.x block against another package
 *                         set than its page's (`core`, `classic`, `tanstack`:
 *                         see packages.ts), e.g. the
 *                         classic "before" code of a migration guide.
 * - `tutorial="background"` (shell blocks) the tutorial runner starts the
 *                         command and leaves it running (a server).
 * - `url="http://…"`      (a `text` block titled "In the browser") the address
 *                         the tutorial runner opens in Chromium to find the
 *                         block's lines on the page.
 * - `errors="2339 2345"`  the block shows these TypeScript errors on purpose:
 *                         the check fails unless each listed code occurs in
 *                         the block and no other does; the site renders each
 *                         error under its line.
 *
 * Lines inside a block:
 * - `// ---cut---`        every line above it (and the marker) is hidden from
 *                         the reader; the compiler sees them.
 * - `// ---cut-after---`  the marker and every line below it are hidden.
 */

export const CHECKED_LANGUAGES: ReadonlySet<string> = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript']);

export const CUT_BEFORE = '// ---cut---';
export const CUT_AFTER = '// ---cut-after---';

export interface FenceMeta {
  title?: string;
  hidden: boolean;
  skipReason?: string;
  checkAs?: string;
  /** `trpc-version`: the major this block compiles against, if not the page's. */
  trpcVersion?: string;
  /** `trpc-packages`: the 11.x package set this block compiles against, if not the page's. */
  trpcPackages?: string;
  /** `tutorial`: how the tutorial runner treats a shell block. */
  tutorial?: string;
  /** `errors`: TypeScript error codes the block shows on purpose (empty: none). */
  expectedErrors: number[];
  /** Meta with our own tokens removed, for Docusaurus's CodeBlock. */
  displayMeta: string;
}

const ATTR = /(^|\s)([a-z][\w-]*)=(?:"([^"]*)"|'([^']*)')/g;

export function parseFenceMeta(meta: string | null | undefined): FenceMeta {
  const source = meta ?? '';
  const attrs = new Map<string, string>();
  for (const m of source.matchAll(ATTR)) {
    attrs.set(m[2]!, m[3] ?? m[4] ?? '');
  }
  const withoutOwnAttrs = source
    .replace(/(^|\s)(skip-check|check-as|trpc-version|trpc-packages|tutorial|errors|url)=(?:"[^"]*"|'[^']*')/g, ' ')
    .replace(/(^|\s)(skip-check|check-as|trpc-version|trpc-packages|tutorial|errors)(?=\s|$)/g, ' ');
  const hidden = /(^|\s)hidden(?=\s|$)/.test(withoutOwnAttrs.replace(ATTR, ' '));
  const displayMeta = withoutOwnAttrs
    .replace(/(^|\s)hidden(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const skipAttr = attrs.get('skip-check');
  return {
    title: attrs.get('title'),
    hidden,
    // An empty reason is treated as no reason: the check reports it.
    skipReason: skipAttr === undefined ? undefined : skipAttr.trim(),
    checkAs: attrs.get('check-as'),
    trpcVersion: attrs.get('trpc-version'),
    trpcPackages: attrs.get('trpc-packages'),
    tutorial: attrs.get('tutorial'),
    expectedErrors: parseErrorCodes(attrs.get('errors')),
    displayMeta,
  };
}

/** `errors="2339, 2345"` (or `TS2339 TS2345`): the codes, in order, without duplicates. */
function parseErrorCodes(value: string | undefined): number[] {
  if (!value) return [];
  const codes = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((c) => Number(c.replace(/^TS/i, '')));
  if (codes.some((c) => !Number.isInteger(c) || c <= 0)) {
    throw new Error(`errors="${value}": list TypeScript error codes, e.g. errors="2339 2345"`);
  }
  return [...new Set(codes)];
}

/**
 * Which lines of a block the reader sees, as a range `[start, end)` of its
 * line indices: the lines between the cut markers, without the blank lines
 * around them.
 */
export function visibleRange(code: string): { start: number; end: number } {
  const lines = code.split('\n');
  let start = 0;
  let end = lines.length;
  const before = lines.findIndex((l) => l.trim() === CUT_BEFORE);
  if (before !== -1) start = before + 1;
  const after = lines.findIndex((l, i) => i >= start && l.trim() === CUT_AFTER);
  if (after !== -1) end = after;
  while (start < end && lines[start] === '') start++;
  while (end > start && lines[end - 1] === '') end--;
  return { start, end };
}

/** The part of a block the reader sees. */
export function visibleCode(code: string): string {
  const { start, end } = visibleRange(code);
  return code.split('\n').slice(start, end).join('\n');
}

/** The code the compiler sees: every line, markers turned into blank lines. */
export function compiledCode(code: string): string {
  return code
    .split('\n')
    .map((l) => (l.trim() === CUT_BEFORE || l.trim() === CUT_AFTER ? '' : l))
    .join('\n');
}

export function isCheckedLanguage(lang: string | null | undefined): boolean {
  return lang != null && CHECKED_LANGUAGES.has(lang);
}
