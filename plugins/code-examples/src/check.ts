/**
 * The examples check's core, shared by the command (`npm run
 * check:examples`) and the site build (plugins/code-highlight, which reads
 * the type information this check leaves in its cache, see `hovers.ts`).
 *
 * Each page is a small project: its blocks become files (named by their
 * `title`, `check-as`, or `__block<N>`), so a block can import another by
 * relative path. Blocks are compiled with every hidden line (see
 * meta.ts); `~/` imports resolve to the page root.
 * One TypeScript program per version maps `@trpc/*` and the React Query
 * package to that version's npm-aliased install.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DOCS_VERSIONS } from '../../../src/data/versions';
import { type CodeBlock, extractCodeBlocks, frontMatterValue, markdownFiles } from './extract';
import { type BlockInfo, blockInfo, hasCacheEntry, writeCacheEntry } from './hovers';
import { compilerOptionsFor } from './compilerOptions';
import { EXAMPLES_ENV, SITE_DIR } from './environment';
import { PACKAGE_SETS, type PackageSet, type TrpcMajor, packageSetOf } from './packages';

/** The blocks of one page that compile against one tRPC major (and, for 11.x, one package set). */
export interface Page {
  /** Markdown source, relative to the repository root. */
  source: string;
  major: TrpcMajor;
  /** 11.x only: the packages the blocks compile against (see packages.ts); `core` when absent. */
  packages?: PackageSet;
  blocks: CodeBlock[];
}

export interface Group {
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

/** Every Markdown source the check covers, relative to the root. */
export function sourceFiles(): string[] {
  return [
    ...DOCS_VERSIONS.flatMap((v) => markdownFiles(path.join(SITE_DIR, v.contentDir))),
    ...markdownFiles(path.join(SITE_DIR, 'blog')),
    ...markdownFiles(path.join(SITE_DIR, 'src/pages')),
  ].map((file) => path.relative(SITE_DIR, file));
}

/**
 * The units one Markdown source compiles as: its blocks for the page's major
 * (a docs version's, or the `trpc_version` front matter of a blog post or
 * page, 11 by default), and one unit per other major that blocks name with
 * `trpc-version` (a migration guide's "before" code). Null for a file no
 * docs version, blog or pages folder holds.
 */
export function pagesOf(source: string, text = fs.readFileSync(path.join(SITE_DIR, source), 'utf8')): Page[] | null {
  const posix = source.split(path.sep).join('/');
  const version = DOCS_VERSIONS.find((v) => posix.startsWith(`${v.contentDir}/`));
  let major: TrpcMajor;
  if (version) major = version.trpcMajor;
  else if (posix.startsWith('blog/') || posix.startsWith('src/pages/'))
    major = parseMajor(frontMatterValue(text, 'trpc_version'), 11, source);
  else return null;
  const byMajor = new Map<TrpcMajor, CodeBlock[]>([[major, []]]);
  for (const block of extractCodeBlocks(text)) {
    const m = parseMajor(block.trpcVersion, major, `${source}:${block.line}`);
    byMajor.set(m, [...(byMajor.get(m) ?? []), block]);
  }
  return [...byMajor].flatMap(([m, blocks]) =>
    m === 11 ? splitByPackageSet(source, blocks) : [{ source, major: m, blocks }],
  );
}

function parsePackageSet(value: string, where: string): PackageSet {
  if ((PACKAGE_SETS as readonly string[]).includes(value)) return value as PackageSet;
  throw new Error(`${where}: trpc-packages must be one of ${PACKAGE_SETS.join(', ')}, got "${value}"`);
}

/**
 * The 11.x blocks of a page, one unit per package set. A block belongs to the
 * set it names with `trpc-packages`, else to the set its imports call for
 * (packageSetOf); a block that imports neither integration (a router, a
 * vanilla client) is shared: it compiles in every unit of the page, so a
 * hook's block can import the page's router whichever set it needs. A page
 * with no integration is one `core` unit. Shared blocks appear in several
 * units; `uniqueBlocks` counts and annotates each once.
 */
function splitByPackageSet(source: string, blocks: CodeBlock[]): Page[] {
  const setOf = new Map<CodeBlock, PackageSet | null>();
  for (const block of blocks) {
    if (block.trpcPackages !== undefined) {
      setOf.set(block, parsePackageSet(block.trpcPackages, `${source}:${block.line}`));
    } else {
      const set = packageSetOf([block.code]);
      setOf.set(block, set === 'core' ? null : set);
    }
  }
  const sets = PACKAGE_SETS.filter((set) => blocks.some((b) => setOf.get(b) === set));
  if (sets.length === 0) sets.push('core');
  return sets.map((set) => {
    const list = blocks.filter((b) => setOf.get(b) === set || setOf.get(b) === null);
    return set === 'core' ? { source, major: 11, blocks: list } : { source, major: 11, packages: set, blocks: list };
  });
}

/** Each block of a page's units once (a shared block is in several units), in page order. */
export function uniqueBlocks(units: Page[]): { unit: Page; block: CodeBlock; index: number }[] {
  const seen = new Set<CodeBlock>();
  const out: { unit: Page; block: CodeBlock; index: number }[] = [];
  for (const unit of units) {
    unit.blocks.forEach((block, index) => {
      if (seen.has(block)) return;
      seen.add(block);
      out.push({ unit, block, index });
    });
  }
  return out.sort((a, b) => a.block.line - b.block.line);
}

/** The pages of every docs version, the blog and Markdown pages, one group per major. */
export function collectGroups(filter: Set<string> | null): Group[] {
  const groups: Group[] = DOCS_VERSIONS.map((v) => ({ label: v.label, major: v.trpcMajor, pages: [] }));
  for (const source of sourceFiles()) {
    if (filter && !filter.has(source)) continue;
    for (const page of pagesOf(source) ?? []) groups.find((g) => g.major === page.major)!.pages.push(page);
  }
  for (const group of groups) group.pages.sort((a, b) => a.source.localeCompare(b.source));
  return groups;
}

const EXT: Record<string, string> = { ts: '.ts', tsx: '.tsx', js: '.js', jsx: '.jsx' };
const CODE_FILE = /\.(ts|tsx|js|jsx|mts|cts|mjs|cjs)$/;

export function fileNameFor(block: CodeBlock, index: number): string {
  const candidate = block.checkAs ?? block.title;
  if (candidate && CODE_FILE.test(candidate)) {
    const normal = path.posix.normalize(candidate.replace(/^\/+/, ''));
    if (!normal.startsWith('..')) return normal;
  }
  return `__block${index + 1}${EXT[block.lang] ?? '.ts'}`;
}

export interface Emitted {
  file: string;
  page: Page;
  block: CodeBlock;
  /** The block's index in `page.blocks`. */
  index: number;
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
    emitted.push({ file, page, block, index });
  });
  return emitted;
}

function formatDiagnostic(d: ts.Diagnostic, byFile: Map<string, Emitted>): string {
  const message = ts.flattenDiagnosticMessageText(d.messageText, '\n    ');
  if (!d.file || d.start === undefined) return `error TS${d.code}: ${message}`;
  const origin = byFile.get(path.resolve(d.file.fileName));
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
  if (!origin)
    return `${path.relative(SITE_DIR, d.file.fileName)}:${line + 1}:${character + 1} error TS${d.code}: ${message}`;
  const where = `${origin.page.source}:${origin.block.line + line}:${character + 1}`;
  return `${where} error TS${d.code}: ${message}\n    (in block ${path.basename(origin.file)})`;
}

/**
 * A block with `errors="…"` shows those errors on purpose: each listed code
 * must occur in it, and no other. Returns the check's complaints.
 */
export function expectedErrorProblems(
  block: Pick<CodeBlock, 'expectedErrors' | 'line'>,
  source: string,
  codes: number[],
): string[] {
  const problems: string[] = [];
  const missing = block.expectedErrors.filter((c) => !codes.includes(c));
  if (missing.length > 0) {
    problems.push(
      `${source}:${block.line}: errors="${block.expectedErrors.join(' ')}" expects ${missing.map((c) => `TS${c}`).join(', ')} in this block, and the compiler reports no such error`,
    );
  }
  return problems;
}

function languageService(files: string[], options: ts.CompilerOptions): ts.LanguageService {
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => files,
    // Nothing changes while the check runs: one version, one program.
    getProjectVersion: () => '1',
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      const text = ts.sys.readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => process.cwd(),
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  };
  return ts.createLanguageService(host, ts.createDocumentRegistry());
}

export interface CheckResult {
  errors: string[];
  /**
   * Per page whose cache entry was missing, per block (index in
   * `page.blocks`): what the site shows, null for a block it does not annotate.
   */
  info: Map<Page, (BlockInfo | null)[]>;
}

/**
 * Type-checks a set of pages in one TypeScript program (a language service's,
 * which then also answers the quick info of every identifier the reader sees:
 * one compile serves both) of the pages the hover cache lacks.
 */
export function checkPages(pages: Page[], major: TrpcMajor, dir: string, set: PackageSet = 'core'): CheckResult {
  // Quick info costs about as much as the type check: only pages whose
  // blocks changed since their entry was written need it.
  const wanted = new Set(pages.filter((p) => !hasCacheEntry(p)));
  const info = new Map<Page, (BlockInfo | null)[]>([...wanted].map((p) => [p, p.blocks.map(() => null)]));
  const emitted = pages.flatMap((page) => emitPage(page, path.join(dir, page.source.replace(MD, ''))));
  if (emitted.length === 0) return { errors: [], info };
  const service = languageService(
    emitted.map((e) => e.file),
    compilerOptionsFor(major, EXAMPLES_ENV, set),
  );
  try {
    const program = service.getProgram()!;
    const byFile = new Map(emitted.map((e) => [path.resolve(e.file), e]));
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getSyntacticDiagnostics(),
      ...program.getSemanticDiagnostics(),
    ];
    const errors: string[] = [];
    const perBlock = new Map<Emitted, ts.Diagnostic[]>();
    for (const d of diagnostics) {
      const origin = d.file && byFile.get(path.resolve(d.file.fileName));
      if (origin && origin.block.expectedErrors.length > 0) {
        perBlock.set(origin, [...(perBlock.get(origin) ?? []), d]);
        // Only the listed codes are expected; any other is a real mistake.
        if (origin.block.expectedErrors.includes(d.code)) continue;
      }
      errors.push(formatDiagnostic(d, byFile));
    }
    for (const e of emitted) {
      if (e.block.expectedErrors.length > 0) {
        const codes = (perBlock.get(e) ?? []).map((d) => d.code);
        errors.push(...expectedErrorProblems(e.block, e.page.source, codes));
      }
      const shown = e.block.expectedErrors.length > 0 ? (perBlock.get(e) ?? []) : [];
      if (wanted.has(e.page)) info.get(e.page)![e.index] = blockInfo(service, program, e, shown);
    }
    return { errors, info };
  } finally {
    service.dispose();
  }
}

/** A page that declares modules or globals (a .d.ts block) would leak them into every other page's program. */
function declaresAmbientTypes(page: Page): boolean {
  return page.blocks.some((b, i) => b.skipReason === undefined && fileNameFor(b, i).endsWith('.d.ts'));
}

/**
 * Checks pages of one major (per package set, the shared program plus one
 * program per page that declares ambient types) and stores what the site
 * shows of each in the cache. Returns the errors.
 */
export function checkMajor(pages: Page[], major: TrpcMajor, dir: string): string[] {
  const errors: string[] = [];
  for (const set of PACKAGE_SETS) {
    const ofSet = pages.filter((p) => (p.packages ?? 'core') === set);
    if (ofSet.length === 0) continue;
    const isolated = ofSet.filter(declaresAmbientTypes);
    const shared = ofSet.filter((p) => !isolated.includes(p));
    const base = set === 'core' ? dir : path.join(dir, set);
    const runs: [Page[], string][] = [
      [shared, path.join(base, 'shared')],
      ...isolated.map((page, i): [Page[], string] => [[page], path.join(base, `isolated-${i}`)]),
    ];
    for (const [subset, subdir] of runs) {
      if (subset.length === 0) continue;
      const result = checkPages(subset, major, subdir, set);
      errors.push(...result.errors);
      for (const [page, blocks] of result.info) writeCacheEntry(page, blocks);
    }
  }
  return errors;
}

/**
 * Checks units of any majors (one `checkMajor` each) in a scratch folder
 * inside `dir`, removed afterwards, and stores what the site shows of each in
 * the cache. Returns the errors. For callers that check a few pages: the site
 * build, the development server.
 */
export function checkUnits(units: Page[], dir: string): string[] {
  const errors: string[] = [];
  try {
    for (const major of [11, 10, 9] as const) {
      const pages = units.filter((u) => u.major === major);
      if (pages.length > 0) errors.push(...checkMajor(pages, major, path.join(dir, `v${major}`)));
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return errors;
}
