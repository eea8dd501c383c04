import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, it } from 'node:test';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withoutCollation } = require('./shallow-memo-loader.cjs') as { withoutCollation(source: string): string };

const upstream = fs.readFileSync(
  path.join(__dirname, '../../../node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js'),
  'utf8',
);

describe('shallow-memo loader', () => {
  it('sorts the memo dependencies without localeCompare, in the same order for the same keys', () => {
    const out = withoutCollation(upstream);
    const body = /export function useShallowMemoObject\(obj\) \{[\s\S]*?\n\}/.exec(out)?.[0];
    assert.ok(body, 'the hook is still there');
    assert.doesNotMatch(body, /localeCompare/);
    const deps: unknown[][] = [];
    const hook = vm.runInNewContext(`(${body.replace('export ', '')})`, {
      useMemo: (_: () => unknown, d: unknown[]) => deps.push(Array.from(d)),
    }) as (obj: object) => void;
    hook({ sidebar: 1, path: '/a', b: 2 });
    hook({ path: '/a', b: 2, sidebar: 1 });
    assert.deepEqual(deps[0], ['b', 2, 'path', '/a', 'sidebar', 1]);
    assert.deepEqual(deps[1], deps[0]);
  });

  it('fails the build when the upstream line is gone', () => {
    assert.throws(() => withoutCollation('export function useShallowMemoObject(obj) {}'), /changed/);
  });
});
