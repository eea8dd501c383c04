/**
 * Examples check: type-checks every TypeScript/JavaScript code sample of the
 * docs against the tRPC major its page documents.
 *
 *   npm run check:examples                     # every page of every version
 *   npm run check:examples -- docs/quickstart.mdx blog/x.mdx   # some pages
 *
 * Each page is a small project: its blocks become files (named by their
 * `title`, `check-as`, or `__block<N>`), so a block can import another by
 * relative path. Blocks are compiled with every hidden line (see
 * plugins/code-examples/src/meta.ts); `~/` imports resolve to the page root.
 * One TypeScript program per version maps `@trpc/*` and the React Query
 * package to that version's npm-aliased install.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DOCS_VERSIONS } from '../../src/data/versions';
import { type CodeBlock, extractCodeBlocks, frontMatterValue, markdownFiles } from './extract';
import { ensureEnvironment } from './environment';
import { type TrpcMajor, compilerOptionsFor } from './packages';

const ROOT = path.resolve(__dirname, '../..');
/** The npm project holding the packages the samples compile against. */
const ENV = path.join(__dirname, 'env');
// One folder per run, so concurrent runs (several authors checking their
// pages at once) never delete each other's files. It sits inside ENV so the
// samples' imports resolve to ENV's node_modules.
const OUT = path.join(ENV, '.work', String(process.pid));

interface Page {
  /** Markdown source, relative to the repository root. */
  source: string;
  major: TrpcMajor;
  blocks: CodeBlock[];
}

interface Group {
  label: string;
  major: TrpcMajor;
  pages: Page[];
}

const MD = /\.mdx?$/;

function parseMajor(value: string | undefined, fallback: TrpcMajor, file: string): TrpcMajor {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (n === 9 || n === 10 || n === 11) return n;
  throw new Error(`${file}: trpc_version / trpc-version must be 9, 10 or 11, got "${value}"`);
}

function collectGroups(filter: Set<string> | null): Group[] {
  const groups: Group[] = DOCS_VERSIONS.map((v) => ({
    label: v.label,
    major: v.trpcMajor,
    pages: markdownFiles(path.join(ROOT, v.contentDir)).map((file) => ({
      source: file,
      major: v.trpcMajor,
      blocks: [],
    })),
  }));
  // Blog posts and Markdown pages say which major they are about in their
  // front matter (`trpc_version: 10`); the default is the current one.
  const others: Page[] = [
    ...markdownFiles(path.join(ROOT, 'blog')),
    ...markdownFiles(path.join(ROOT, 'src/pages')),
  ].map((file) => ({
    source: file,
    major: parseMajor(frontMatterValue(fs.readFileSync(file, 'utf8'), 'trpc_version'), 11, file),
    blocks: [],
  }));
  for (const page of others) {
    const group = groups.find((g) => g.major === page.major)!;
    group.pages.push(page);
  }
  for (const group of groups) {
    group.pages = group.pages
      .map((p) => ({ ...p, source: path.relative(ROOT, p.source) }))
      .filter((p) => !filter || filter.has(p.source))
      .map((p) => ({ ...p, blocks: extractCodeBlocks(fs.readFileSync(path.join(ROOT, p.source), 'utf8')) }));
  }
  // A block with `trpc-version="10"` (a migration guide's "before" code)
  // compiles with the other blocks of its page that name the same major, in
  // that major's program.
  for (const group of groups) {
    for (const page of group.pages) {
      const moved = new Map<TrpcMajor, CodeBlock[]>();
      page.blocks = page.blocks.filter((block) => {
        const major = parseMajor(block.trpcVersion, page.major, `${page.source}:${block.line}`);
        if (major === page.major) return true;
        moved.set(major, [...(moved.get(major) ?? []), block]);
        return false;
      });
      for (const [major, blocks] of moved) {
        groups.find((g) => g.major === major)!.pages.push({ source: page.source, major, blocks });
      }
    }
  }
  for (const group of groups) group.pages.sort((a, b) => a.source.localeCompare(b.source));
  return groups;
}

const EXT: Record<string, string> = { ts: '.ts', tsx: '.tsx', js: '.js', jsx: '.jsx' };
const CODE_FILE = /\.(ts|tsx|js|jsx|mts|cts|mjs|cjs)$/;

function fileNameFor(block: CodeBlock, index: number): string {
  const candidate = block.checkAs ?? block.title;
  if (candidate && CODE_FILE.test(candidate)) {
    const normal = path.posix.normalize(candidate.replace(/^\/+/, ''));
    if (!normal.startsWith('..')) return normal;
  }
  return `__block${index + 1}${EXT[block.lang] ?? '.ts'}`;
}

interface Emitted {
  file: string;
  page: Page;
  block: CodeBlock;
}

/** Writes a page's blocks as files; returns where each one went. */
function emitPage(page: Page, dir: string): Emitted[] {
  const used = new Set<string>();
  const emitted: Emitted[] = [];
  page.blocks.forEach((block, index) => {
    if (block.skipReason !== undefined) return;
    let name = fileNameFor(block, index);
    // The same file shown twice (say, before and after a change): the first
    // keeps the name other blocks import; later ones get a suffix.
    for (let n = 2; used.has(name); n++) name = name.replace(/(~\d+)?(\.\w+)$/, `~${n}$2`);
    used.add(name);
    const file = path.join(dir, name);
    const toRoot = path.posix.relative(path.posix.dirname(name), '.') || '.';
    const code = block.code.replace(/(['"])~\//g, `$1${toRoot}/`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, code.endsWith('\n') ? code : `${code}\n`);
    emitted.push({ file, page, block });
  });
  return emitted;
}

function formatDiagnostic(d: ts.Diagnostic, byFile: Map<string, Emitted>): string {
  const message = ts.flattenDiagnosticMessageText(d.messageText, '\n    ');
  if (!d.file || d.start === undefined) return `error TS${d.code}: ${message}`;
  const origin = byFile.get(path.resolve(d.file.fileName));
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
  if (!origin)
    return `${path.relative(ROOT, d.file.fileName)}:${line + 1}:${character + 1} error TS${d.code}: ${message}`;
  const where = `${origin.page.source}:${origin.block.line + line}:${character + 1}`;
  return `${where} error TS${d.code}: ${message}\n    (in block ${path.basename(origin.file)})`;
}

/** Type-checks a set of pages in one TypeScript program. */
function checkPages(pages: Page[], major: TrpcMajor, dir: string): string[] {
  const emitted = pages.flatMap((page) => emitPage(page, path.join(dir, page.source.replace(MD, ''))));
  if (emitted.length === 0) return [];
  const program = ts.createProgram(
    emitted.map((e) => e.file),
    compilerOptionsFor(major, ENV),
  );
  const byFile = new Map(emitted.map((e) => [path.resolve(e.file), e]));
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getSyntacticDiagnostics(),
    ...program.getSemanticDiagnostics(),
  ];
  return diagnostics.map((d) => formatDiagnostic(d, byFile));
}

/** A page that declares modules or globals (a .d.ts block) would leak them into every other page's program. */
function declaresAmbientTypes(page: Page): boolean {
  return page.blocks.some((b, i) => b.skipReason === undefined && fileNameFor(b, i).endsWith('.d.ts'));
}

function checkGroup(group: Group): { checked: number; skipped: number; errors: string[] } {
  const dir = path.join(OUT, `v${group.major}`, group.label.replace(/\W+/g, '_'));
  const errors: string[] = [];
  let checked = 0;
  let skipped = 0;
  for (const page of group.pages) {
    for (const block of page.blocks) {
      if (block.skipReason === undefined) {
        checked++;
        continue;
      }
      skipped++;
      if (!block.skipReason) errors.push(`${page.source}:${block.line}: skip-check needs a reason in its fence meta`);
    }
  }
  const isolated = group.pages.filter(declaresAmbientTypes);
  const shared = group.pages.filter((p) => !isolated.includes(p));
  errors.push(...checkPages(shared, group.major, path.join(dir, 'shared')));
  isolated.forEach((page, i) => errors.push(...checkPages([page], group.major, path.join(dir, `isolated-${i}`))));
  return { checked, skipped, errors };
}

function main(): void {
  ensureEnvironment(ENV);
  const args = process.argv.slice(2);
  const filter = args.length > 0 ? new Set(args.map((a) => path.relative(ROOT, path.resolve(a)))) : null;
  const groups = collectGroups(filter);
  let failed = false;
  for (const group of groups) {
    const { checked, skipped, errors } = checkGroup(group);
    for (const error of errors) console.error(error);
    console.log(
      `${group.label} (tRPC v${group.major}, ${group.pages.length} pages): checked ${checked}, skipped ${skipped}`,
    );
    if (errors.length > 0) failed = true;
  }
  if (filter) {
    const seen = new Set(groups.flatMap((g) => g.pages.map((p) => p.source)));
    const missing = [...filter].filter((f) => !seen.has(f));
    if (missing.length > 0) {
      console.error(`not a docs, blog or page source: ${missing.join(', ')}`);
      failed = true;
    }
  }
  fs.rmSync(OUT, { recursive: true, force: true });
  if (failed) {
    console.error('examples check failed');
    process.exit(1);
  }
}

main();
