import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TutorialBrowser, assertPortFree, portOf } from './browser';
import type { Step } from './steps';

export interface RunOptions {
  /** Empty folder the reader starts in. */
  dir: string;
  log: (line: string) => void;
}

const COMMAND_TIMEOUT_MS = 600_000;
const SERVER_READY_TIMEOUT_MS = 30_000;

/** `npm install a b`, `yarn add -D a`, `pnpm add a`, `bun add a` → packages and whether they are dev dependencies. */
export function parseInstall(command: string): { packages: string[]; dev: boolean } | null {
  const m = /^(?:npm\s+(?:install|i|add)|yarn\s+add|pnpm\s+(?:add|install|i)|bun\s+(?:add|install|i))\s+(.*)$/.exec(
    command.trim(),
  );
  if (!m) return null;
  const words = m[1]!.split(/\s+/).filter(Boolean);
  const packages = words.filter((w) => !w.startsWith('-'));
  if (packages.length === 0) return null;
  const dev = words.some((w) => ['-D', '--save-dev', '--dev', '-d'].includes(w));
  return { packages, dev };
}

/**
 * A version or range as a step-by-step page must write it: an exact version
 * (`11.19.0`), a major (`5`, `5.x`), a minor (`15.5`) or a caret or tilde
 * range (`^3.25.0`, `~5.9.2`). A tag (`latest`, `next`) is not one: what it
 * installs changes under the reader's feet.
 */
const VERSION_RANGE = /^[\^~]?\d+(\.(\d+|x))?(\.(\d+|x))?(-[\w.]+)?$/;

/**
 * The package specifier as a reader's npm gets it: exactly what the page says
 * (npm resolves a range to the newest release in it, as for any reader).
 * Throws for a package named without a version range: the page would install
 * whatever is newest on the day it is read, which nobody has tested.
 */
export function checkedSpec(spec: string): string {
  const at = spec.lastIndexOf('@');
  const name = at > 0 ? spec.slice(0, at) : spec;
  const range = at > 0 ? spec.slice(at + 1) : '';
  if (!VERSION_RANGE.test(range)) {
    throw new Error(
      range
        ? `\`${spec}\`: "${range}" is not a version range; name the version the page was tested with (\`${name}@5\`, \`${name}@11.19.0\`)`
        : `\`${spec}\` names no version; name the major the page was tested with (\`${name}@5\`) or an exact version`,
    );
  }
  return spec;
}

interface Output {
  text: string;
}

function launch(command: string, cwd: string, output: Output): ChildProcess {
  const child = spawn(command, {
    cwd,
    shell: true,
    // Its own process group, so a server started through npx is stopped whole.
    detached: true,
    env: {
      ...process.env,
      FORCE_COLOR: '0',
      NO_COLOR: '1',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output.text += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output.text += d.toString()));
  return child;
}

function stop(child: ChildProcess): void {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function runToEnd(command: string, cwd: string): Promise<{ code: number | null; output: string }> {
  const output: Output = { text: '' };
  const child = launch(command, cwd, output);
  const timer = setTimeout(() => stop(child), COMMAND_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  return { code, output: output.text };
}

const PORT_IN_USE = /EADDRINUSE[^\n]*|address already in use[^\n]*|Port \d+ is (?:already )?in use[^\n]*/i;

const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();

const missingLines = (expect: string[], output: string) => {
  const seen = normalise(output);
  return expect.filter((l) => !seen.includes(normalise(l)));
};

/**
 * Starts a long-running command and waits until it is ready: until it has
 * printed what the page promises, or anything at all when the page promises
 * nothing (a server saying it listens).
 */
async function startInBackground(
  command: string,
  cwd: string,
  expect: string[] | undefined,
): Promise<ChildProcess & { output: Output }> {
  const output: Output = { text: '' };
  const child = Object.assign(launch(command, cwd, output), { output });
  const started = Date.now();
  const ready = () => (expect ? missingLines(expect, output.text).length === 0 : output.text.trim() !== '');
  while (!ready()) {
    // A watcher (`tsx watch`, `next dev`) survives its server's crash: say so at once.
    const inUse = PORT_IN_USE.exec(output.text);
    if (inUse) {
      stop(child);
      throw new Error(
        `\`${command}\` could not listen: a port it needs is already in use (${inUse[0]}):\n${output.text}`,
      );
    }
    if (child.exitCode !== null) {
      throw new Error(
        `\`${command}\` exited with code ${child.exitCode} before it printed ${expect ? 'what the page promises' : 'anything'}:\n${output.text}`,
      );
    }
    if (Date.now() - started > SERVER_READY_TIMEOUT_MS) {
      stop(child);
      throw new Error(
        `\`${command}\` did not print ${expect ? 'what the page promises' : 'anything'} in ${SERVER_READY_TIMEOUT_MS / 1000} s:\n${output.text}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // Give it a moment to fail right after its first line (a port in use, say).
  await new Promise((r) => setTimeout(r, 300));
  if (child.exitCode !== null) {
    throw new Error(`\`${command}\` exited with code ${child.exitCode}:\n${output.text}`);
  }
  return child;
}

/**
 * Follows a page's steps in an empty folder, as a reader would. Throws, with
 * the page line and the command's output, at the first step that does not do
 * what the page says.
 */
export async function runSteps(steps: Step[], options: RunOptions): Promise<void> {
  let cwd = options.dir;
  const servers: (ChildProcess & { output: Output })[] = [];
  const browser = new TutorialBrowser();
  // The addresses the page opens belong to servers it starts: something
  // already answering there would be tested instead of the page's app.
  for (const port of new Set(steps.flatMap((s) => (s.kind === 'browser' ? [portOf(s.url)] : [])))) {
    await assertPortFree(port);
  }
  const install = async (line: number, packages: string[], dev: boolean) => {
    let specs: string[];
    try {
      specs = packages.map(checkedSpec);
    } catch (err) {
      throw new Error(`line ${line}: ${err instanceof Error ? err.message : String(err)}`);
    }
    // No --prefer-offline: npm checks the registry for the newest release in
    // each range, as it does for a reader.
    const command = `npm install ${dev ? '--save-dev ' : ''}--no-audit --no-fund --loglevel=error ${specs.join(' ')}`;
    options.log(`  $ ${command}`);
    const { code, output } = await runToEnd(command, cwd);
    if (code !== 0) throw new Error(`line ${line}: \`${command}\` failed (exit ${code}):\n${output}`);
  };
  try {
    for (const step of steps) {
      if (step.kind === 'file') {
        options.log(`  write ${step.path}`);
        const file = path.join(cwd, step.path);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, step.content);
        continue;
      }
      if (step.kind === 'install') {
        await install(step.line, step.packages, step.dev);
        continue;
      }
      if (step.kind === 'browser') {
        options.log(`  open ${step.url} in Chromium`);
        try {
          await browser.expectVisible(step.url, step.expect);
        } catch (err) {
          const logs = servers.map((s) => s.output.text).join('\n');
          throw new Error(
            `line ${step.line}: ${err instanceof Error ? err.message : String(err)}${logs ? `\nserver output:\n${logs}` : ''}`,
          );
        }
        options.log(`  the browser shows what the page promises (${step.expect.length} lines)`);
        continue;
      }
      let lastOutput = '';
      for (const full of step.commands) {
        for (const command of full.split(/\s*&&\s*/)) {
          const cd = /^cd\s+(\S+)$/.exec(command);
          if (cd) {
            cwd = path.resolve(cwd, cd[1]!);
            options.log(`  $ ${command}`);
            continue;
          }
          const installs = parseInstall(command);
          if (installs) {
            await install(step.line, installs.packages, installs.dev);
            continue;
          }
          options.log(`  $ ${command}${step.background ? '   (left running)' : ''}`);
          if (step.background) {
            servers.push(await startInBackground(command, cwd, step.expect));
            continue;
          }
          const { code, output } = await runToEnd(command, cwd);
          if (code !== 0) {
            const logs = servers.map((s) => s.output.text).join('\n');
            throw new Error(
              `line ${step.line}: \`${command}\` failed (exit ${code}):\n${output}${logs ? `\nserver output:\n${logs}` : ''}`,
            );
          }
          lastOutput = output;
        }
      }
      if (step.expect && !step.background) {
        const missing = missingLines(step.expect, lastOutput);
        if (missing.length > 0) {
          throw new Error(
            `line ${step.line}: the output the page promises is not what the command printed.\n` +
              `missing:\n  ${missing.join('\n  ')}\nprinted:\n${lastOutput}`,
          );
        }
        options.log(`  output matches the page (${step.expect.length} lines)`);
      }
    }
  } finally {
    servers.forEach(stop);
    await browser.close();
  }
}
