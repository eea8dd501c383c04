/**
 * `npm test`: everything CI runs. Steps run three at a time as soon as the
 * steps they need have passed: the tutorials, which mostly wait on the npm
 * registry and on servers starting, run beside two of the checks that keep
 * the CPU busy. Each line of a step's output is prefixed with its name; a
 * closing table gives each step's time. The first failure stops the run.
 *
 *   npm test                          # every step
 *   npm test -- lint "unit tests"     # only these steps (their needs are not run)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { SWITCHES_BUILD_DIR, SWITCHES_ENV } from '../e2e/switches-build';

export interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
  /** Steps that must pass before this one starts. */
  needs?: string[];
}

/**
 * How many steps run at once: CI's machine has two cores, and the tutorials
 * use a fraction of one (a run of two tutorials: 27 s of CPU in 78 s).
 */
const JOBS = 3;

/** The steps every other one but the tutorials waits for before the end-to-end specs. */
const CHECKS = ['typecheck', 'lint', 'format', 'unit tests', 'examples check', 'behaviour tests'];

/**
 * In order of priority: a step starts as soon as its needs have passed and a
 * slot is free, the earlier in this list first. The examples check, the
 * builds and the end-to-end specs are the longest chain, so they come first.
 */
export const STEPS: Step[] = [
  // Longest and lightest on the CPU: first, beside everything else.
  { name: 'tutorials', command: 'npm run --silent test:tutorials' },
  // The examples environment (scripts/check-examples/env), which the builds
  // (type hovers), the examples check and the behaviour tests use.
  { name: 'examples environment', command: 'npx tsx scripts/check-examples/install.ts' },
  {
    // Before the builds: compiling the code blocks also records their type
    // hovers (node_modules/.cache/code-hovers), which the builds then read
    // instead of compiling every block again themselves.
    name: 'examples check',
    command: 'npm run --silent check:examples',
    needs: ['examples environment'],
  },
  {
    // Every switch of the README's table set, without the API reference:
    // small, and built before the default site so that .docusaurus/ (which
    // routes.spec.ts reads) is the default build's.
    name: 'switches build',
    command: `npm run --silent build -- --out-dir ${SWITCHES_BUILD_DIR}`,
    env: SWITCHES_ENV,
    needs: ['examples check'],
  },
  { name: 'production build', command: 'npm run --silent build', needs: ['switches build'] },
  {
    // After every other check but the tutorials: the specs, some of which
    // time a tooltip or a modal, get the CPU to themselves.
    name: 'end-to-end tests',
    command: 'npm run --silent test:e2e',
    needs: ['production build', 'switches build', ...CHECKS],
  },
  { name: 'typecheck', command: 'npm run --silent typecheck' },
  { name: 'lint', command: 'npm run --silent lint' },
  { name: 'format', command: 'npm run --silent format:check' },
  { name: 'unit tests', command: 'npm run --silent test:unit' },
  { name: 'behaviour tests', command: 'npm run --silent test:behaviour', needs: ['examples environment'] },
];

type State = 'waiting' | 'running' | 'passed' | 'failed' | 'skipped';

interface Run {
  step: Step;
  state: State;
  seconds?: number;
  /** CPU time of the step and every process it waited for, in seconds (user + system), where measured. */
  cpu?: number;
  child?: ChildProcess;
}

/**
 * GNU time, when the machine has it: a step runs under it so that the
 * closing table can say how much CPU each step used (on CI's two cores the
 * steps that run side by side share them, so a step's wall time alone does
 * not say what it costs).
 */
const GNU_TIME = '/usr/bin/time';

/** `text` as one single-quoted shell word. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Seconds of CPU from GNU time's `-f '%U %S'` output (its last line), or undefined. */
export function parseCpu(output: string): number | undefined {
  const last = output.trim().split('\n').at(-1) ?? '';
  const match = /^(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec(last.trim());
  return match ? Number(match[1]) + Number(match[2]) : undefined;
}

/** Steps to run: all, or the named ones (whose needs outside the selection count as met). */
export function select(steps: Step[], names: string[]): Step[] {
  if (names.length === 0) return steps;
  const unknown = names.filter((n) => !steps.some((s) => s.name === n));
  if (unknown.length > 0) throw new Error(`no step named ${unknown.map((n) => `"${n}"`).join(', ')}`);
  const chosen = steps.filter((s) => names.includes(s.name));
  return chosen.map((s) => ({ ...s, needs: s.needs?.filter((n) => names.includes(n)) }));
}

/** The next steps to start: waiting, every need passed, in list order, within the free slots. */
export function ready(runs: { step: Step; state: State }[], slots: number): number[] {
  const passed = new Set(runs.filter((r) => r.state === 'passed').map((r) => r.step.name));
  const out: number[] = [];
  runs.forEach((r, i) => {
    if (out.length < slots && r.state === 'waiting' && (r.step.needs ?? []).every((n) => passed.has(n))) out.push(i);
  });
  return out;
}

function start(run: Run, width: number, onExit: (code: number | null) => void): void {
  const started = Date.now();
  const prefix = `${run.step.name.padEnd(width)} │ `;
  console.log(`${prefix}▶ ${run.step.command}`);
  const cpuFile = fs.existsSync(GNU_TIME)
    ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-')), 'cpu')
    : undefined;
  const command = cpuFile
    ? `${GNU_TIME} -f '%U %S' -o ${cpuFile} sh -c ${shellQuote(run.step.command)}`
    : run.step.command;
  const child = spawn(command, {
    shell: true,
    detached: true, // its own process group, so a failure elsewhere can stop it whole
    env: { ...process.env, ...run.step.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  run.child = child;
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  }
  child.on('close', (code) => {
    run.seconds = (Date.now() - started) / 1000;
    if (cpuFile) {
      try {
        run.cpu = parseCpu(fs.readFileSync(cpuFile, 'utf8'));
      } catch {
        // stopped before GNU time wrote it
      }
      fs.rmSync(path.dirname(cpuFile), { recursive: true, force: true });
    }
    onExit(code);
  });
}

function stop(run: Run): void {
  if (run.child?.pid === undefined) return;
  try {
    process.kill(-run.child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

function main(): void {
  let steps: Step[];
  try {
    steps = select(STEPS, process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  const runs: Run[] = steps.map((step) => ({ step, state: 'waiting' }));
  const width = Math.max(...steps.map((s) => s.name.length));
  const began = Date.now();
  let failed = false;

  const summary = () => {
    console.log(`\n${'step'.padEnd(width)}  result    ${'time'.padEnd(9)}  CPU`);
    for (const r of runs) {
      const time = r.seconds === undefined ? '' : `${r.seconds.toFixed(1)} s`;
      const cpu = r.cpu === undefined ? '' : `${r.cpu.toFixed(0)} s`;
      console.log(
        `${r.step.name.padEnd(width)}  ${(r.state === 'waiting' ? 'not run' : r.state).padEnd(8)}  ${time.padEnd(9)}  ${cpu}`,
      );
    }
    const count = (s: State) => runs.filter((r) => r.state === s).length;
    const notRun = runs.length - count('passed') - count('failed');
    console.log(
      `\nsteps: ${count('passed')} passed, ${count('failed')} failed${notRun ? `, ${notRun} not run` : ''}` +
        ` (${((Date.now() - began) / 60_000).toFixed(1)} min in all)`,
    );
    process.exit(failed ? 1 : 0);
  };

  const schedule = () => {
    const running = runs.filter((r) => r.state === 'running').length;
    if (!failed) {
      for (const i of ready(runs, JOBS - running)) {
        const run = runs[i]!;
        run.state = 'running';
        start(run, width, (code) => {
          if (run.state === 'skipped') {
            // stopped because another step failed
          } else if (code === 0) {
            run.state = 'passed';
            console.log(`${run.step.name.padEnd(width)} │ ✔ passed (${run.seconds!.toFixed(1)} s)`);
          } else {
            run.state = 'failed';
            failed = true;
            console.log(
              `${run.step.name.padEnd(width)} │ ✘ failed with exit code ${code} (${run.seconds!.toFixed(1)} s)`,
            );
            for (const other of runs) {
              if (other.state === 'running') {
                other.state = 'skipped';
                stop(other);
              }
            }
          }
          schedule();
        });
      }
    }
    if (!runs.some((r) => r.state === 'running')) {
      const stuck = runs.filter((r) => r.state === 'waiting');
      if (!failed && stuck.length > 0) {
        console.error(`steps that can never start: ${stuck.map((r) => r.step.name).join(', ')}`);
        failed = true;
      }
      summary();
    }
  };
  schedule();
}

if (require.main === module) main();
