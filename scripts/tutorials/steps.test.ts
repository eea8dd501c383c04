import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseInstall, pinned } from './run';
import { extractSteps } from './steps';

const page = [
  '---',
  'title: T',
  'tutorial: true',
  '---',
  '',
  '```bash',
  '# make a folder',
  'mkdir app && cd app',
  'npm init -y',
  '```',
  '',
  '<InstallSnippet pkgs="@trpc/server zod" />',
  '<InstallSnippet pkgs="tsx" dev />',
  '',
  '```ts title="server.ts" check-as="_step.ts"',
  'export const a = 1;',
  '```',
  '',
  '```ts hidden title="setup.ts"',
  'export const hidden = true;',
  '```',
  '',
  '```ts title="server.ts"',
  "import x from 'x';",
  '// ---cut---',
  'console.log(x);',
  '```',
  '',
  '```bash tutorial="background"',
  'npx tsx server.ts',
  '```',
  '',
  '```bash',
  '$ npx tsx client.ts',
  '```',
  '',
  '```text title="Output"',
  '  hello ',
  '',
  '```',
].join('\n');

describe('extractSteps', () => {
  const steps = extractSteps(page);

  it('reads commands, installs, files and outputs in page order', () => {
    assert.deepEqual(
      steps.map((s) => s.kind),
      ['commands', 'install', 'install', 'file', 'commands', 'commands'],
    );
  });

  it('drops comments and prompts, keeps chained commands for the runner', () => {
    assert.deepEqual(steps[0], {
      kind: 'commands',
      line: 6,
      commands: ['mkdir app && cd app', 'npm init -y'],
      background: false,
    });
    assert.deepEqual(steps[5]?.kind === 'commands' && steps[5].commands, ['npx tsx client.ts']);
  });

  it('reads InstallSnippet packages and the dev flag', () => {
    assert.deepEqual(steps[1], { kind: 'install', line: 12, packages: ['@trpc/server', 'zod'], dev: false });
    assert.deepEqual(steps[2], { kind: 'install', line: 13, packages: ['tsx'], dev: true });
  });

  it('writes what the reader sees: hidden blocks, excerpts (check-as) and cut lines are not part of the project', () => {
    const files = steps.filter((s) => s.kind === 'file');
    assert.equal(files.length, 1);
    assert.equal(files[0]?.kind === 'file' && files[0].path, 'server.ts');
    assert.equal(files[0]?.kind === 'file' && files[0].content, 'console.log(x);\n');
  });

  it('marks background commands and attaches the Output block to the command before it', () => {
    assert.equal(steps[4]?.kind === 'commands' && steps[4].background, true);
    assert.deepEqual(steps[5]?.kind === 'commands' && steps[5].expect, ['hello']);
  });

  it('lets a background command promise what it prints once ready', () => {
    const [step] = extractSteps(
      '```bash tutorial="background"\nnpx tsx server.ts\n```\n\n```text title="Output"\nlistening\n```\n',
    );
    assert.deepEqual(step, {
      kind: 'commands',
      line: 1,
      commands: ['npx tsx server.ts'],
      background: true,
      expect: ['listening'],
    });
  });

  it('refuses an Output block that follows no command', () => {
    assert.throws(() => extractSteps('```ts title="a.ts"\nx\n```\n\n```text title="Output"\nx\n```\n'), /must follow/);
  });
});

describe('installs', () => {
  it('recognises the package managers and dev flags', () => {
    assert.deepEqual(parseInstall('npm install @trpc/server zod'), { packages: ['@trpc/server', 'zod'], dev: false });
    assert.deepEqual(parseInstall('pnpm add -D tsx'), { packages: ['tsx'], dev: true });
    assert.deepEqual(parseInstall('yarn add --dev typescript'), { packages: ['typescript'], dev: true });
    assert.equal(parseInstall('npm init -y'), null);
    assert.equal(parseInstall('npm install'), null);
  });

  it('pins names, scoped or not, to the checked versions', () => {
    const pin = (name: string) => ({ '@trpc/server': '11.25.2', zod: '3.25.76' })[name];
    assert.equal(pinned('@trpc/server', pin), '@trpc/server@11.25.2');
    assert.equal(pinned('@trpc/server@next', pin), '@trpc/server@11.25.2');
    assert.equal(pinned('zod', pin), 'zod@3.25.76');
    assert.equal(pinned('left-pad', pin), 'left-pad');
  });
});
