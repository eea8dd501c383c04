import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compiledCode, parseFenceMeta, visibleCode } from './meta';
import remarkCodeExamples from './remark';

describe('parseFenceMeta', () => {
  it('reads our tokens and leaves the rest for Docusaurus', () => {
    const meta = parseFenceMeta('title="a.ts" {1,3} skip-check="calls a real database" showLineNumbers');
    assert.equal(meta.title, 'a.ts');
    assert.equal(meta.skipReason, 'calls a real database');
    assert.equal(meta.hidden, false);
    assert.equal(meta.displayMeta, 'title="a.ts" {1,3} showLineNumbers');
  });

  it('recognises hidden only as a bare word', () => {
    assert.equal(parseFenceMeta('hidden').hidden, true);
    assert.equal(parseFenceMeta('title="hidden"').hidden, false);
    assert.equal(parseFenceMeta('title="hidden-setup.ts" hidden').displayMeta, 'title="hidden-setup.ts"');
  });

  it('reads the per-block tRPC major and the tutorial role, hidden from the reader', () => {
    const meta = parseFenceMeta('title="v10: client.ts" trpc-version="10"');
    assert.equal(meta.trpcVersion, '10');
    assert.equal(meta.displayMeta, 'title="v10: client.ts"');
    const shell = parseFenceMeta('tutorial="background" title="Terminal 1"');
    assert.equal(shell.tutorial, 'background');
    assert.equal(shell.displayMeta, 'title="Terminal 1"');
  });

  it('treats an empty skip reason as present but empty', () => {
    assert.equal(parseFenceMeta('skip-check=""').skipReason, '');
  });
});

describe('cut markers', () => {
  const code = ['import { a } from "a";', '// ---cut---', 'a();', '// ---cut-after---', 'export {};'].join('\n');
  it('hides lines before and after the markers from the reader', () => {
    assert.equal(visibleCode(code), 'a();');
  });
  it('keeps every line for the compiler, markers blanked', () => {
    assert.equal(compiledCode(code), 'import { a } from "a";\n\na();\n\nexport {};');
  });
});

describe('remark plugin', () => {
  it('drops hidden blocks and trims visible ones', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'code', lang: 'ts', meta: 'hidden', value: 'setup' },
        { type: 'code', lang: 'ts', meta: 'title="b.ts" check-as="c.ts"', value: 'x\n// ---cut---\ny' },
        { type: 'code', lang: 'bash', meta: 'hidden', value: 'untouched' },
        { type: 'mdxJsxFlowElement', children: [{ type: 'code', lang: 'tsx', meta: 'hidden', value: 'z' }] },
      ],
    };
    remarkCodeExamples()(tree);
    assert.equal(tree.children.length, 3);
    assert.deepEqual(tree.children[0], { type: 'code', lang: 'ts', meta: 'title="b.ts"', value: 'y' });
    assert.equal(tree.children[1]!.value, 'untouched');
    assert.deepEqual((tree.children[2] as { children: unknown[] }).children, []);
  });
});
