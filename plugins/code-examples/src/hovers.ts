/**
 * What the site shows of the examples check's TypeScript programs: the type
 * of each identifier the reader sees (its quick info, as an editor shows on
 * hover) and the errors a block shows on purpose (`errors="…"`), in the
 * coordinates of the block's visible text.
 *
 * The check writes them to a cache, one file per page and major, named by a
 * hash of everything that determines them (see `unitKey`); the site build
 * (plugins/code-highlight) reads it, and runs the check itself for the pages
 * it misses. `node_modules/.cache/code-hovers/<key>.json`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { EXAMPLES_ENV as ENV, SITE_DIR } from './environment';
import type { CodeBlock } from './extract';
import type { PackageSet, TrpcMajor } from './packages';

export const CACHE_DIR = path.join(SITE_DIR, 'node_modules/.cache/code-hovers');
/** Bump when what is stored, or how it is computed, changes. */
const FORMAT = 1;
/** Longer type texts end with an ellipsis. */
export const MAX_TEXT = 400;

/** An identifier's type, at 0-based `line` and `col` of the block's visible text. */
export interface Hover {
  line: number;
  col: number;
  len: number;
  text: string;
  /** The identifier is declared or imported here: a keyboard tab stop. */
  decl?: true;
}

/** An error the block shows on purpose (`errors="…"`). */
export interface ShownError {
  line: number;
  col: number;
  len: number;
  code: number;
  message: string;
}

export interface BlockInfo {
  hovers: Hover[];
  errors: ShownError[];
}

interface Unit {
  source: string;
  major: TrpcMajor;
  packages?: PackageSet;
  blocks: CodeBlock[];
}

export interface CacheEntry {
  source: string;
  major: TrpcMajor;
  /** Per block of the unit, in order: null for a block the site does not annotate. */
  blocks: (BlockInfo | null)[];
}

/** Languages whose blocks get type hovers. */
export const HOVER_LANGUAGES: ReadonlySet<string> = new Set(['ts', 'tsx']);

// ---------------------------------------------------------------------------
// Mapping compiled positions to the text the reader sees

/**
 * Maps a column of a line as compiled to the same line as the reader sees it.
 * They differ only where `~/` imports were rewritten to relative paths (inside
 * string literals): columns before the change keep their place, columns after
 * it shift, columns inside it have no counterpart (null).
 */
export function mapColumn(visible: string, compiled: string, col: number): number | null {
  if (visible === compiled) return col;
  let prefix = 0;
  while (prefix < visible.length && prefix < compiled.length && visible[prefix] === compiled[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < visible.length - prefix &&
    suffix < compiled.length - prefix &&
    visible[visible.length - 1 - suffix] === compiled[compiled.length - 1 - suffix]
  )
    suffix++;
  if (col < prefix) return col;
  if (col >= compiled.length - suffix) return visible.length - (compiled.length - col);
  return null;
}

/** Compiler text as the reader should see it: no machine paths, the packages' public names. */
export function readerText(text: string, pageDir: string): string {
  let out = text.split(`${pageDir}${path.sep}`).join('./');
  out = out.split(`${path.join(ENV, 'node_modules')}${path.sep}`).join('');
  out = out.split(`${ENV}${path.sep}`).join('');
  out = out.replace(/@trpc-v\d+[a-z]*\//g, '@trpc/').replace(/@tanstack-v\d+\//g, '@tanstack/');
  out = out.replace(/@trpc-v\d+[a-z]*(?=["'])/g, '@trpc').replace(/@tanstack-v\d+(?=["'])/g, '@tanstack');
  return out;
}

/** A type text of at most MAX_TEXT characters, ending with an ellipsis when cut. */
export function truncate(text: string, max = MAX_TEXT): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const DECLARATION_KINDS = new Set([
  ts.SyntaxKind.ImportSpecifier,
  ts.SyntaxKind.ImportClause,
  ts.SyntaxKind.NamespaceImport,
  ts.SyntaxKind.ImportEqualsDeclaration,
  ts.SyntaxKind.VariableDeclaration,
  ts.SyntaxKind.BindingElement,
  ts.SyntaxKind.Parameter,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
]);

/** The name an import, variable, parameter, function, class, interface, type or enum declares. */
function declaresName(node: ts.Identifier): boolean {
  const parent = node.parent as ts.Node & { name?: ts.Node };
  return DECLARATION_KINDS.has(parent.kind) && parent.name === node;
}

interface EmittedBlock {
  file: string;
  block: CodeBlock;
}

/**
 * The hovers and shown errors of one compiled block, in the coordinates of
 * its visible text; null for a block the site does not annotate (hidden, or
 * neither TypeScript nor showing errors).
 */
export function blockInfo(
  service: ts.LanguageService,
  program: ts.Program,
  { file, block }: EmittedBlock,
  shown: readonly ts.Diagnostic[],
): BlockInfo | null {
  const hovers = HOVER_LANGUAGES.has(block.lang);
  if (block.hidden || (!hovers && shown.length === 0)) return null;
  const sf = program.getSourceFile(file);
  if (!sf) return null;
  const { start, end } = block.visible;
  const visibleLines = block.code.split('\n');
  const compiledLines = sf.text.split('\n');
  const pageDir = path.dirname(file);
  const toVisible = (pos: number): { line: number; col: number } | null => {
    const at = sf.getLineAndCharacterOfPosition(pos);
    if (at.line < start || at.line >= end) return null;
    const col = mapColumn(visibleLines[at.line]!, compiledLines[at.line]!, at.character);
    return col === null ? null : { line: at.line - start, col };
  };
  const info: BlockInfo = { hovers: [], errors: [] };
  const first = start < end ? sf.getPositionOfLineAndCharacter(start, 0) : 0;
  const last = start < end ? sf.getPositionOfLineAndCharacter(end - 1, 0) + compiledLines[end - 1]!.length : 0;
  const visit = (node: ts.Node): void => {
    if (node.end < first || node.pos > last) return;
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      const pos = node.getStart(sf);
      const at = toVisible(pos);
      const quick = at && service.getQuickInfoAtPosition(file, pos, MAX_TEXT);
      const text = quick ? ts.displayPartsToString(quick.displayParts) : '';
      if (at && text) {
        const hover: Hover = { ...at, len: node.end - pos, text: truncate(readerText(text, pageDir)) };
        if (ts.isIdentifier(node) && declaresName(node)) hover.decl = true;
        info.hovers.push(hover);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  if (hovers && start < end) visit(sf);
  for (const d of shown) {
    if (d.start === undefined) continue;
    const at = toVisible(d.start);
    if (!at) continue;
    const lineLength = visibleLines[start + at.line]!.length;
    info.errors.push({
      ...at,
      len: Math.max(1, Math.min(d.length ?? 1, lineLength - at.col)),
      code: d.code,
      message: readerText(ts.flattenDiagnosticMessageText(d.messageText, '\n'), pageDir),
    });
  }
  info.errors.sort((a, b) => a.line - b.line || a.col - b.col);
  return info;
}

// ---------------------------------------------------------------------------
// The cache

let envFingerprint: string | undefined;

/** The installed examples environment: its lock file and what npm installed. */
function environmentFingerprint(): string {
  if (envFingerprint === undefined) {
    const hash = crypto.createHash('sha256');
    for (const file of ['package-lock.json', 'node_modules/.package-lock.json']) {
      const full = path.join(ENV, file);
      hash.update(fs.existsSync(full) ? fs.readFileSync(full) : `no ${file}`);
    }
    envFingerprint = hash.digest('hex');
  }
  return envFingerprint;
}

/**
 * The cache key of a page's blocks for one major: the blocks as compiled
 * (code, language, names, meta the check reads; not their line in the page,
 * so editing prose keeps the entry), the major and package set, the examples environment,
 * the TypeScript version and this file's format.
 */
export function unitKey(unit: Unit): string {
  const blocks = unit.blocks.map(({ line: _line, ...rest }) => rest);
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([FORMAT, ts.version, environmentFingerprint(), unit.major, unit.packages ?? 'core', blocks]))
    .digest('hex')
    .slice(0, 32);
}

/** What every entry depends on besides its page: changes when the environment, TypeScript or this format does. */
export function cacheGeneration(): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([FORMAT, ts.version, environmentFingerprint()]))
    .digest('hex')
    .slice(0, 16);
}

function entryPath(unit: Unit): string {
  return path.join(CACHE_DIR, `${unitKey(unit)}.json`);
}

export function hasCacheEntry(unit: Unit): boolean {
  return fs.existsSync(entryPath(unit));
}

export function readCacheEntry(unit: Unit): CacheEntry | null {
  try {
    const entry = JSON.parse(fs.readFileSync(entryPath(unit), 'utf8')) as CacheEntry;
    return entry.blocks.length === unit.blocks.length ? entry : null;
  } catch {
    return null;
  }
}

export function writeCacheEntry(unit: Unit, blocks: (BlockInfo | null)[]): void {
  const file = entryPath(unit);
  const entry: CacheEntry = { source: unit.source, major: unit.major, blocks };
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed: a concurrent reader sees all of it or nothing.
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(entry));
  fs.renameSync(temp, file);
}

/** Removes entries that none of `units` uses (after a run that covered every page). */
export function pruneCache(units: Unit[]): void {
  if (!fs.existsSync(CACHE_DIR)) return;
  const keep = new Set(units.map((u) => `${unitKey(u)}.json`));
  for (const name of fs.readdirSync(CACHE_DIR)) {
    if (!keep.has(name) && !name.endsWith('.tmp')) fs.rmSync(path.join(CACHE_DIR, name), { force: true });
  }
}
