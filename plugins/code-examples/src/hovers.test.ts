import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { type Page, checkPages, expectedErrorProblems, pagesOf } from './check';
import { EXAMPLES_ENV as ENV } from './environment';
import { MAX_TEXT, mapColumn, readerText, truncate } from './hovers';

describe('mapColumn', () => {
  it('keeps columns of an unchanged line', () => {
    assert.equal(mapColumn('const a = 1;', 'const a = 1;', 6), 6);
  });

  it('shifts columns after a rewritten `~/` import and drops those inside it', () => {
    const visible = "import { a } from '~/server'; a();";
    const compiled = "import { a } from '../../server'; a();";
    assert.equal(mapColumn(visible, compiled, 9), 9, 'before the change');
    assert.equal(mapColumn(visible, compiled, compiled.indexOf('a()')), visible.indexOf('a()'), 'after it');
    assert.equal(mapColumn(visible, compiled, compiled.indexOf('../') + 1), null, 'inside it');
  });
});

describe('reader text', () => {
  it('removes machine paths and the npm aliases of the packages', () => {
    const dir = path.join(ENV, '.work', '1', 'v11', 'shared', 'docs', 'page');
    const text = `typeof import("${dir}${path.sep}server") | import("${ENV}/node_modules/@trpc-v11/server/dist/index").X | typeof import("@tanstack-v5/react-query")`;
    assert.equal(
      readerText(text, dir),
      'typeof import("./server") | import("@trpc/server/dist/index").X | typeof import("@tanstack/react-query")',
    );
  });

  it('cuts long types with an ellipsis', () => {
    assert.equal(truncate('abc'), 'abc');
    const long = truncate('x'.repeat(1000));
    assert.equal(long.length, MAX_TEXT);
    assert.ok(long.endsWith('…'));
  });
});

describe('expected errors', () => {
  it('complains about each listed code the compiler did not report', () => {
    assert.deepEqual(expectedErrorProblems({ expectedErrors: [2339], line: 3 }, 'docs/a.md', [2339, 2339]), []);
    assert.deepEqual(expectedErrorProblems({ expectedErrors: [2339, 2345], line: 3 }, 'docs/a.md', [2339]), [
      'docs/a.md:3: errors="2339 2345" expects TS2345 in this block, and the compiler reports no such error',
    ]);
  });

  // Compiles two small blocks (no tRPC imports) against the examples
  // environment, when it is installed (`npm run check:examples` installs it).
  const installed = fs.existsSync(path.join(ENV, 'node_modules', '.package-lock.json'));
  it(
    'passes a block whose listed errors occur, fails one whose do not, and reports unlisted ones',
    { skip: !installed },
    () => {
      const md = [
        '```ts errors="2339"',
        'const a = { b: 1 };',
        '// ---cut---',
        'a.c;',
        '```',
        '',
        '```ts errors="2322"',
        'const ok: number = 1;',
        '```',
        '',
        '```ts errors="2339"',
        'const n: string = 1;',
        '```',
      ].join('\n');
      const [page] = pagesOf('docs/__expected-errors-test.md', md) as Page[];
      const dir = path.join(ENV, '.work', `unit-${process.pid}`);
      try {
        const { errors, info } = checkPages([page!], 11, dir);
        assert.equal(errors.length, 3, errors.join('\n'));
        assert.match(errors[0]!, /TS2322: Type 'number' is not assignable to type 'string'/);
        assert.match(errors[1]!, /errors="2322" expects TS2322/);
        assert.match(errors[2]!, /errors="2339" expects TS2339/);
        // The first block's error, in the coordinates the reader sees (the cut line is gone).
        const first = info.get(page!)?.[0];
        if (first) {
          assert.deepEqual(
            first.errors.map(({ line, col, len, code }) => ({ line, col, len, code })),
            [{ line: 0, col: 2, len: 1, code: 2339 }],
          );
          assert.ok(first.hovers.some((h) => h.line === 0 && h.col === 0 && h.text.includes('const a: {')));
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
