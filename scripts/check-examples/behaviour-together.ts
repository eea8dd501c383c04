/**
 * The behaviour tests (`env/behaviour/*.test.ts`), imported into one
 * process: Node's test runner, given this file, runs it as one test file.
 * A process per file loaded tsx, the alias hooks and the tRPC packages again
 * for each of some seventy files.
 *
 * A file that registers a module hook of its own (`register` from
 * `node:module`, to simulate a package that is not installed, say) would
 * change what every file loaded after it resolves: it runs in a process of
 * its own (`isolated`). A unit test checks that every such file is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EXAMPLES_ENV } from '../../plugins/code-examples/src/environment';

export const BEHAVIOUR_DIR = path.join(EXAMPLES_ENV, 'behaviour');

/** Every behaviour test file, sorted. */
export function behaviourFiles(dir = BEHAVIOUR_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Whether a test file's source registers a module hook (Node's `register` or `registerHooks`). */
export function registersModuleHook(source: string): boolean {
  const fromModule = /import\s*\{([^}]*)\}\s*from\s*'(?:node:)?module'/.exec(source)?.[1] ?? '';
  return /\bregister(Hooks)?\b/.test(fromModule) || /\bmodule\.register(Hooks)?\(/.test(source);
}

/** The files that need a process of their own: they register a module hook. */
export function isolated(files: string[]): string[] {
  return files.filter((file) => registersModuleHook(fs.readFileSync(file, 'utf8')));
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const files = behaviourFiles();
  const alone = new Set(isolated(files));
  for (const file of files) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- in order, synchronously: each file registers its tests as it loads
    if (!alone.has(file)) require(file);
  }
}
