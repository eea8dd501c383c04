import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { SITE_DIR } from './environment';

/**
 * Imports run one way: `scripts/` (command-line entry points) may use
 * `plugins/` and `src/`, never the reverse, so the site build depends on no
 * command-line script. Code both sides need is a library under `plugins/`
 * (the examples engine is plugins/code-examples).
 */
const BUILD_DIRS = ['plugins', 'src'];
const SCRIPTS = path.join(SITE_DIR, 'scripts');
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/;

/** The module specifiers of a file: imports, re-exports, dynamic imports and require() calls. */
function specifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The specifiers of `file` (whose text is `text`) that point into `scripts/`. */
function importsFromScripts(file: string, text: string): string[] {
  return specifiers(text).filter((spec) => {
    const target = spec.startsWith('.')
      ? path.resolve(path.dirname(file), spec)
      : spec.startsWith('@site/')
        ? path.join(SITE_DIR, spec.slice('@site/'.length))
        : null;
    return target !== null && (target === SCRIPTS || target.startsWith(`${SCRIPTS}${path.sep}`));
  });
}

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(full);
    return CODE.test(entry.name) ? [full] : [];
  });
}

describe('layering', () => {
  it('finds an import from scripts/ in any of its forms', () => {
    const file = path.join(SITE_DIR, 'plugins/x/src/index.ts');
    const text = [
      `import { a } from '../../../scripts/check-examples/check';`,
      `export { b } from '@site/scripts/serve/server';`,
      `const c = require('../../../scripts/tutorials');`,
      `const d = await import('../../../scripts');`,
      `import { e } from '../../code-examples/src/check';`,
      `import f from 'scripts';`,
      `const g = 'scripts/check-examples/env';`,
    ].join('\n');
    assert.deepEqual(importsFromScripts(file, text), [
      '../../../scripts/check-examples/check',
      '@site/scripts/serve/server',
      '../../../scripts/tutorials',
      '../../../scripts',
    ]);
  });

  it('no file under plugins/ or src/ imports from scripts/', () => {
    const offenders = BUILD_DIRS.flatMap((dir) => codeFiles(path.join(SITE_DIR, dir))).flatMap((file) =>
      importsFromScripts(file, fs.readFileSync(file, 'utf8')).map(
        (spec) => `${path.relative(SITE_DIR, file)} imports ${spec}`,
      ),
    );
    assert.deepEqual(offenders, []);
  });
});
