/**
 * `npm run test:unit`: every `*.test.ts` under `plugins/`, `scripts/` and
 * `src/`, imported into this one process (Node's test runner, given this
 * file, runs it as one test file). Node's runner would otherwise start a
 * process per file, and each would load tsx and compile its imports again:
 * 72 files took 60 s that way on a quiet 2-core machine, and 23 s here.
 *
 * A test that changes a module other tests load (a patch of Docusaurus's
 * own code) runs in a process of its own: it is in ISOLATED, and
 * `package.json`'s script passes it to the runner beside this file.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');

/** Test files that need a process of their own (each named in package.json's `test:unit` too). */
export const ISOLATED = ['plugins/shared/devWatcher.test.ts'];

/** Folders the unit tests live under, and what under them is not ours to test. */
const ROOTS = ['plugins', 'scripts', 'src'];
const SKIP = /(^|\/)node_modules\/|^scripts\/check-examples\/env\//;

export function unitTestFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (SKIP.test(`${rel}/`)) continue;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.test.ts')) files.push(rel);
    }
  };
  for (const dir of ROOTS) walk(dir);
  return files.sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  for (const file of unitTestFiles()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- in order, synchronously: each file registers its tests as it loads
    if (!ISOLATED.includes(file)) require(path.join(ROOT, file));
  }
}
