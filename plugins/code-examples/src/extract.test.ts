import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractCodeBlocks, frontMatterValue } from './extract';

describe('extractCodeBlocks', () => {
  it('finds ts/tsx blocks with their meta and first line', () => {
    const md = [
      '# Title', // 1
      '', // 2
      '```ts title="server.ts"', // 3
      'const a = 1;', // 4
      '```', // 5
      '```bash', // 6
      'npm i', // 7
      '```', // 8
      '```tsx hidden check-as="setup.tsx"', // 9
      'export {};', // 10
      '```', // 11
    ].join('\n');
    const blocks = extractCodeBlocks(md);
    assert.equal(blocks.length, 2);
    assert.deepEqual(
      blocks.map((b) => [b.line, b.lang, b.title, b.hidden, b.checkAs]),
      [
        [4, 'ts', 'server.ts', false, undefined],
        [10, 'tsx', undefined, true, 'setup.tsx'],
      ],
    );
  });

  it('does not treat a fence inside a longer fence as a block', () => {
    const md = ['````md', '```ts', 'nope', '```', '````', '```ts', 'yes();', '```'].join('\n');
    const blocks = extractCodeBlocks(md);
    assert.equal(blocks.length, 1);
    assert.equal(blocks[0]!.code, 'yes();');
  });

  it('dedents blocks nested in JSX and keeps cut markers as blank lines', () => {
    const md = ['<TabItem>', '  ```ts', '  import x from "y";', '  // ---cut---', '  x();', '  ```', '</TabItem>'].join(
      '\n',
    );
    const [block] = extractCodeBlocks(md);
    assert.equal(block!.code, 'import x from "y";\n\nx();');
  });

  it('reads skip reasons', () => {
    const [block] = extractCodeBlocks('```ts skip-check="needs a generated client"\nfoo\n```');
    assert.equal(block!.skipReason, 'needs a generated client');
  });
});

describe('frontMatterValue', () => {
  it('reads a scalar', () => {
    assert.equal(frontMatterValue('---\ntitle: A\ntrpc_version: 10\n---\nbody', 'trpc_version'), '10');
    assert.equal(frontMatterValue('no front matter', 'trpc_version'), undefined);
  });
});
