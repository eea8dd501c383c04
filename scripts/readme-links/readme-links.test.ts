/**
 * The repository's own Markdown holds: every link of README.md,
 * CONTRIBUTING.md, src/theme/README.md and each plugin's README resolves
 * (links.ts), every plugin folder has a README, every path of the root
 * README's directory tree exists, and the root README stays a front door.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { brokenLinks, treePaths } from './links';

const ROOT = path.resolve(__dirname, '../..');
const PLUGINS = path.join(ROOT, 'plugins');
/** The issue that made the README a front door set this bound (issue 27). */
const README_MAX_LINES = 150;

const pluginDirs = fs
  .readdirSync(PLUGINS, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => path.join(PLUGINS, e.name))
  .sort();

const FILES = [
  'README.md',
  'CONTRIBUTING.md',
  'src/theme/README.md',
  ...pluginDirs.map((dir) => path.relative(ROOT, path.join(dir, 'README.md'))),
];

describe('the repository Markdown', () => {
  it('has a README in every plugin folder', () => {
    const missing = pluginDirs.filter((dir) => !fs.existsSync(path.join(dir, 'README.md')));
    assert.deepEqual(
      missing.map((dir) => path.relative(ROOT, dir)),
      [],
    );
  });

  for (const file of FILES) {
    it(`${file}: every relative link and anchor resolves`, () => {
      const broken = brokenLinks(path.join(ROOT, file), ROOT).map(
        (b) => `${path.relative(ROOT, b.file)}:${b.line}: (${b.target}) ${b.problem}`,
      );
      assert.deepEqual(broken, []);
    });
  }

  it(`README.md is at most ${README_MAX_LINES} lines`, () => {
    const lines = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    assert.ok(lines <= README_MAX_LINES, `README.md has ${lines} lines`);
  });

  it("every path of README.md's directory tree exists", () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const tree = /^## Directory tree\n[\s\S]*?^```text\n([\s\S]*?)^```/m.exec(readme)?.[1];
    assert.ok(tree, 'README.md has a "Directory tree" section with a ```text block');
    const paths = treePaths(tree);
    assert.ok(paths.length > 20, `only ${paths.length} paths read from the tree`);
    // docs/typedoc/ is written by the build and never checked in.
    const missing = paths.filter((p) => p !== 'docs/typedoc' && !fs.existsSync(path.join(ROOT, p)));
    assert.deepEqual(missing, []);
  });
});
