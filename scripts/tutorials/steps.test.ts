import assert from 'node:assert/strict';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { assertPortFree, portOf } from './browser';
import { checkedSpec, parseInstall, runSteps } from './run';
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

  it('reads what the browser must show at an address', () => {
    const [server, step] = extractSteps(
      [
        '```bash tutorial="background"',
        'npx vite --port 5173 --strictPort',
        '```',
        '',
        'Open http://localhost:5173; you should see:',
        '',
        '```text title="In the browser" url="http://localhost:5173"',
        '  Hello tRPC ',
        '',
        'Add post',
        '```',
      ].join('\n'),
    );
    assert.equal(server?.kind === 'commands' && server.expect, undefined);
    assert.deepEqual(step, {
      kind: 'browser',
      line: 7,
      url: 'http://localhost:5173',
      expect: ['Hello tRPC', 'Add post'],
    });
  });

  it('refuses a browser block without a url or without text', () => {
    assert.throws(() => extractSteps('```text title="In the browser"\nHello\n```\n'), /needs the address/);
    assert.throws(() => extractSteps('```text title="In the browser" url="localhost:5173"\nHello\n```\n'), /needs/);
    assert.throws(
      () => extractSteps('```text title="In the browser" url="http://localhost:3000"\n\n```\n'),
      /must say what is shown/,
    );
  });

  it('leaves other text blocks alone', () => {
    assert.deepEqual(extractSteps('```text title="Browser console"\nhi\n```\n'), []);
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

  it('installs what the page names, with its version range, as a reader would', () => {
    for (const spec of [
      '@trpc/server@11.19.0',
      '@trpc/server@11.0.0-rc.1',
      'zod@3',
      'zod@^3.25.0',
      'typescript@5',
      'next@15.x',
      'next@15.5',
      'next@~15.4.0',
      '@types/node@20',
    ]) {
      assert.equal(checkedSpec(spec), spec);
    }
  });

  it('fails on a package named without a version range, or with a tag', () => {
    assert.throws(() => checkedSpec('typescript'), /`typescript` names no version; name the major .*`typescript@5`/);
    assert.throws(() => checkedSpec('@trpc/server'), /`@trpc\/server` names no version/);
    assert.throws(() => checkedSpec('next@latest'), /"latest" is not a version range/);
    assert.throws(() => checkedSpec('@trpc/server@next'), /"next" is not a version range/);
  });
});

describe('ports', () => {
  it('reads the port of an address', () => {
    assert.equal(portOf('http://localhost:5173'), 5173);
    assert.equal(portOf('http://localhost:3000/posts'), 3000);
    assert.equal(portOf('http://localhost/'), 80);
  });

  it('stops a watcher whose server cannot listen, and says why', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorial-test-'));
    const crash = `console.error('Error: listen EADDRINUSE: address already in use :::2022'); setInterval(() => {}, 1000)`;
    const started = Date.now();
    try {
      await assert.rejects(
        runSteps(
          [{ kind: 'commands', line: 1, commands: [`node -e "${crash}"`], background: true, expect: ['listening'] }],
          { dir, log: () => {} },
        ),
        /already in use \(EADDRINUSE/,
      );
      assert.ok(Date.now() - started < 10_000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails clearly when a fixed port is taken', async () => {
    const server = net.createServer().listen(0);
    await once(server, 'listening');
    const { port } = server.address() as net.AddressInfo;
    try {
      await assert.rejects(assertPortFree(port), new RegExp(`port ${port} is already in use`));
    } finally {
      server.close();
    }
    await assert.doesNotReject(assertPortFree(port));
  });
});
