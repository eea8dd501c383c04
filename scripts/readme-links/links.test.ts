import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { brokenLinks, headingAnchors, headingText, markdownLinks, treePaths } from './links';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-links-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
}

describe('links of a Markdown text', () => {
  it('reads inline links, images, reference definitions and HTML links, with their lines', () => {
    const text = [
      'See [the guide](CONTRIBUTING.md#fence-meta "title") and ![logo](static/img/logo.svg).',
      '',
      '[ref]: <plugins/shared/README.md>',
      '<a href="docs/">docs</a> and [`code` in text](src/theme/README.md)',
    ].join('\n');
    assert.deepEqual(markdownLinks(text), [
      { target: 'CONTRIBUTING.md#fence-meta', line: 1 },
      { target: 'static/img/logo.svg', line: 1 },
      { target: 'plugins/shared/README.md', line: 3 },
      { target: 'src/theme/README.md', line: 4 },
      { target: 'docs/', line: 4 },
    ]);
  });

  it('ignores links inside fenced code blocks and code spans', () => {
    const text = ['```md', '[in a block](nowhere.md)', '```', 'Text `[in a span](nowhere.md)` after.'].join('\n');
    assert.deepEqual(markdownLinks(text), []);
  });
});

describe('heading anchors (GitHub rules)', () => {
  it('slugs the rendered text: no code marks, emphasis or link targets; punctuation dropped', () => {
    assert.equal(headingText('`npm start` and **friends** ([v2](x.md))'), 'npm start and friends (v2)');
    assert.equal(headingText('Keep `snake_case` and _em_ ##'), 'Keep snake_case and em');
    const anchors = headingAnchors(
      ['# Title', '## Switches (environment variables)', '## `npm start` & friends', 'Setext', '---'].join('\n'),
    );
    assert.deepEqual([...anchors], ['title', 'switches-environment-variables', 'npm-start--friends', 'setext']);
  });

  it('numbers repeated headings and skips headings inside code blocks', () => {
    const anchors = headingAnchors(['## Tested by', '```sh', '# a comment', '```', '## Tested by'].join('\n'));
    assert.deepEqual([...anchors], ['tested-by', 'tested-by-1']);
  });

  it('takes explicit <a id> and <a name> anchors', () => {
    assert.ok(headingAnchors('<a id="moved-pins"></a>').has('moved-pins'));
  });
});

describe('checking a file', () => {
  write({
    'README.md': [
      '# Site',
      '## Two commands',
      '[ok file](CONTRIBUTING.md) [ok anchor](CONTRIBUTING.md#cutting-a-version)',
      '[ok folder](plugins/x/) [ok folder anchor](plugins/x#options) [same file](#two-commands)',
      '[from root](/plugins/x/README.md) [external](https://example.com/missing) [mail](mailto:a@b.c)',
      '[missing file](CONTRIBUTING.mdx) [missing anchor](CONTRIBUTING.md#cutting-a-docs-version)',
      '[anchor into code](plugins/x/index.ts#L1) [missing here](#three-commands)',
    ].join('\n'),
    'CONTRIBUTING.md': '# Contributing\n## Cutting a version\n',
    'plugins/x/README.md': '# x\n## Options\n',
    'plugins/x/index.ts': 'export {};\n',
  });

  it('reports each link whose file or heading is missing, and only those', () => {
    const broken = brokenLinks(path.join(root, 'README.md'), root).map(({ target, line, problem }) => ({
      target,
      line,
      problem,
    }));
    assert.deepEqual(broken, [
      { target: 'CONTRIBUTING.mdx', line: 6, problem: 'no such file: CONTRIBUTING.mdx' },
      {
        target: 'CONTRIBUTING.md#cutting-a-docs-version',
        line: 6,
        problem: 'no heading #cutting-a-docs-version in CONTRIBUTING.md',
      },
      {
        target: 'plugins/x/index.ts#L1',
        line: 7,
        problem: `#L1 points into ${path.join('plugins', 'x', 'index.ts')}, which is not a Markdown file`,
      },
      { target: '#three-commands', line: 7, problem: 'no heading #three-commands in README.md' },
    ]);
  });
});

describe('reading a directory tree', () => {
  it('joins nested entries to their folders and drops the comments', () => {
    const tree = [
      '.',
      '├── src/                 sources',
      '│   ├── data/versions.ts  one place',
      '│   │                     continued comment',
      '│   └── theme/',
      '│       └── Footer/',
      '└── .ci/run              CI entry point',
    ].join('\n');
    assert.deepEqual(treePaths(tree), ['src', 'src/data/versions.ts', 'src/theme', 'src/theme/Footer', '.ci/run']);
  });
});
