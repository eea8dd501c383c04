import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { HoverQueue, type HoverResult } from './devHovers';

const loader = createRequire(__filename)('./hover-stamp-loader.cjs') as {
  (this: unknown, source: string): string;
  stampFile(dir: string, file: string): string;
};

const temps: string[] = [];
after(() => temps.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-hovers-'));
  temps.push(dir);
  return dir;
}

/** A runner whose compiles finish when the test says so, recording the order they started in. */
function manualRunner() {
  const started: string[] = [];
  const finish = new Map<string, (result: Partial<HoverResult>) => void>();
  const run = (source: string) =>
    new Promise<HoverResult>((resolve) => {
      started.push(source);
      finish.set(source, (r) => resolve({ source, errors: [], seconds: 0, ...r }));
    });
  const settle = async (source: string, result: Partial<HoverResult> = {}) => {
    while (!finish.has(source)) await new Promise((r) => setTimeout(r, 1));
    finish.get(source)!(result);
    finish.delete(source);
  };
  return { run, started, settle };
}

const page = (name: string, key = 'k1') => ({ source: `docs/${name}.md`, file: `/site/docs/${name}.md`, key });

describe('HoverQueue', () => {
  it('compiles one page at a time, the most recently opened first, each content once', async () => {
    const dir = tempDir();
    const { run, started, settle } = manualRunner();
    const queue = new HoverQueue(dir, run);
    queue.request(page('a'));
    queue.request(page('b'));
    queue.request(page('c'));
    queue.request(page('b'));
    assert.deepEqual(started, ['docs/a.md']);
    assert.deepEqual(queue.pending(), ['docs/b.md', 'docs/c.md']);
    await settle('docs/a.md');
    await settle('docs/b.md');
    await settle('docs/c.md');
    await queue.idle();
    assert.deepEqual(started, ['docs/a.md', 'docs/b.md', 'docs/c.md']);
    // Opened again with the same blocks: not compiled again; edited: compiled again.
    queue.request(page('a'));
    assert.deepEqual(queue.pending(), []);
    queue.request(page('a', 'k2'));
    await settle('docs/a.md');
    await queue.idle();
    assert.deepEqual(started, ['docs/a.md', 'docs/b.md', 'docs/c.md', 'docs/a.md']);
  });

  it("writes the page's stamp when it is served, and rewrites it once its hovers are stored", async () => {
    const dir = tempDir();
    const { run, settle } = manualRunner();
    const logged: HoverResult[] = [];
    const queue = new HoverQueue(dir, run, (r) => logged.push(r));
    const stamp = loader.stampFile(dir, page('a').file);
    queue.request(page('a'));
    const served = fs.readFileSync(stamp, 'utf8');
    await settle('docs/a.md', { errors: ['docs/a.md:3:1 error TS2322: …'] });
    await queue.idle();
    assert.notEqual(fs.readFileSync(stamp, 'utf8'), served);
    assert.deepEqual(logged[0]!.errors, ['docs/a.md:3:1 error TS2322: …']);
  });

  it('leaves the stamp alone when the compile failed, so the page is not rebuilt in a loop', async () => {
    const dir = tempDir();
    const { run, settle } = manualRunner();
    const queue = new HoverQueue(dir, run);
    const stamp = loader.stampFile(dir, page('a').file);
    queue.request(page('a'));
    const served = fs.readFileSync(stamp, 'utf8');
    await settle('docs/a.md', { failure: 'the examples environment is not installed' });
    await queue.idle();
    assert.equal(fs.readFileSync(stamp, 'utf8'), served);
    // The same content is not tried again in this session.
    queue.request(page('a'));
    assert.deepEqual(queue.pending(), []);
  });
});

describe('hover-stamp-loader', () => {
  it('makes a Markdown module depend on its stamp only when the page waits or waited for hovers', () => {
    const dir = tempDir();
    const dependencies: string[] = [];
    const context = (resourcePath: string) => ({
      resourcePath,
      getOptions: () => ({ dir }),
      addDependency: (file: string) => dependencies.push(file),
    });
    assert.equal(loader.call(context('/site/docs/a.md'), 'code'), 'code');
    assert.deepEqual(dependencies, []);
    const stamp = loader.stampFile(dir, '/site/docs/a.md');
    fs.writeFileSync(stamp, '');
    loader.call(context('/site/docs/a.md'), 'code');
    assert.deepEqual(dependencies, [stamp]);
    assert.notEqual(loader.stampFile(dir, '/site/docs/b.md'), stamp);
  });
});
