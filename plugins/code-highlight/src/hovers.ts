/**
 * The type hovers and shown errors of a page's code blocks, from the cache
 * the examples check fills (plugins/code-examples/src/hovers.ts). The build
 * never compiles a block the check has compiled with the same inputs; for
 * the pages the cache misses (a fresh clone, a deploy that skipped the
 * check) it runs the same check code itself: `warmHoverCache` for every page
 * before the build compiles any (one program per major), `pageBlocks` for a
 * single page after that. Under the development server (hover mode `lazy`,
 * mode.ts), a page the cache misses is served without hovers and compiled in
 * the background (devHovers.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  type Page,
  checkUnits as checkUnitsIn,
  collectGroups,
  pagesOf,
  uniqueBlocks,
} from '../../code-examples/src/check';
import { EXAMPLES_ENV as ENV, SITE_DIR as ROOT, ensureEnvironment } from '../../code-examples/src/environment';
import type { CodeBlock } from '../../code-examples/src/extract';
import { type BlockInfo, hasCacheEntry, readCacheEntry, unitKey } from '../../code-examples/src/hovers';
import { requestHovers } from './devHovers';

/** Set once the examples environment could not be installed: the build goes on without hovers. */
const STATE = Symbol.for('trpc-docs.code-hovers');
const state = ((globalThis as Record<symbol, unknown>)[STATE] ??= { unavailable: false }) as { unavailable: boolean };

function workDir(): string {
  return path.join(ENV, '.work', `build-${process.pid}`);
}

function ensureEnvironmentOnce(): boolean {
  if (state.unavailable) return false;
  try {
    ensureEnvironment(ENV);
    return true;
  } catch (error) {
    state.unavailable = true;
    console.warn(`[code-hovers] the examples environment is not installed; code blocks get no type hovers: ${error}`);
    return false;
  }
}

function checkUnits(units: Page[]): number {
  return checkUnitsIn(units, workDir()).length;
}

/**
 * Runs the examples check for every page whose entry the cache lacks, so the
 * pages compile with their hovers. Type errors do not fail the build (the
 * check does that); they are counted in the log line.
 */
export function warmHoverCache(): { pages: number; missed: number; seconds: number } {
  const started = Date.now();
  const units = collectGroups(null).flatMap((g) => g.pages);
  const missing = units.filter((u) => u.blocks.some((b) => b.skipReason === undefined) && !hasCacheEntry(u));
  if (missing.length > 0 && ensureEnvironmentOnce()) {
    console.log(`[code-hovers] compiling the code blocks of ${missing.length} pages for their type hovers…`);
    const errors = checkUnits(missing);
    if (errors > 0) console.warn(`[code-hovers] ${errors} type errors in code blocks: run npm run check:examples`);
  }
  return { pages: units.length, missed: missing.length, seconds: (Date.now() - started) / 1000 };
}

export interface PageBlocks {
  /** The page's checked-language blocks the reader sees, in order. */
  blocks: { block: CodeBlock; visible: string; info: BlockInfo | null }[];
}

/** A unit with blocks to compile whose hovers the cache lacks. */
export function lacksHovers(unit: Page): boolean {
  return unit.blocks.some((b) => b.skipReason === undefined) && !readCacheEntry(unit);
}

/**
 * The annotated blocks of a Markdown file (null when the examples check does
 * not cover it). A page the cache misses is checked on the spot, unless the
 * development server's background compiles take it (then its blocks have no
 * hovers yet).
 */
export function pageBlocks(file: string): PageBlocks | null {
  const source = path.relative(ROOT, file);
  if (source.startsWith('..') || !fs.existsSync(file)) return null;
  const units = pagesOf(source);
  if (!units) return null;
  const blocks: PageBlocks['blocks'] = [];
  const missing = units.filter(lacksHovers);
  if (missing.length > 0) {
    const key = missing.map(unitKey).join(' ');
    if (!requestHovers({ source, file, key }) && ensureEnvironmentOnce()) checkUnits(missing);
  }
  const entries = new Map(units.map((unit) => [unit, readCacheEntry(unit)]));
  // A block shared by the page's package sets is shown once, with the types of its first unit.
  for (const { unit, block, index } of uniqueBlocks(units)) {
    if (block.hidden) continue;
    const visible = block.code.split('\n').slice(block.visible.start, block.visible.end).join('\n');
    const entry = entries.get(unit);
    blocks.push({ block, visible, info: block.skipReason === undefined ? (entry?.blocks[index] ?? null) : null });
  }
  return { blocks };
}
