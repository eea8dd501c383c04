import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STEPS, type Step, parseCpu, ready, select, shellQuote } from './test-all';

const steps: Step[] = [
  { name: 'a', command: 'a' },
  { name: 'b', command: 'b' },
  { name: 'c', command: 'c', needs: ['a'] },
  { name: 'd', command: 'd', needs: ['b', 'c'] },
];

describe('npm test scheduling', () => {
  it('starts the waiting steps whose needs passed, in list order, within the free slots', () => {
    const at = (states: string[]) =>
      steps.map((step, i) => ({ step, state: states[i] as 'waiting' | 'running' | 'passed' | 'failed' }));
    assert.deepEqual(ready(at(['waiting', 'waiting', 'waiting', 'waiting']), 2), [0, 1]);
    assert.deepEqual(ready(at(['running', 'waiting', 'waiting', 'waiting']), 1), [1]);
    assert.deepEqual(ready(at(['passed', 'running', 'waiting', 'waiting']), 1), [2]);
    assert.deepEqual(ready(at(['passed', 'passed', 'running', 'waiting']), 1), []);
    assert.deepEqual(ready(at(['passed', 'passed', 'passed', 'waiting']), 2), [3]);
    assert.deepEqual(ready(at(['failed', 'passed', 'waiting', 'waiting']), 2), []);
  });

  it('runs only the named steps, treating needs outside the selection as met', () => {
    assert.deepEqual(
      select(steps, ['d', 'c']).map((s) => [s.name, s.needs]),
      [
        ['c', []],
        ['d', ['c']],
      ],
    );
    assert.throws(() => select(steps, ['e']), /no step named "e"/);
  });

  it('names only real steps as needs, and every step can start', () => {
    const names = STEPS.map((s) => s.name);
    for (const step of STEPS)
      for (const need of step.needs ?? []) assert.ok(names.includes(need), `${step.name} needs ${need}`);
    // Run the schedule with every step passing at once: all of them start.
    const runs = STEPS.map((step) => ({ step, state: 'waiting' as 'waiting' | 'passed' }));
    for (let round = 0; round < STEPS.length && runs.some((r) => r.state === 'waiting'); round++) {
      for (const i of ready(runs, STEPS.length)) runs[i]!.state = 'passed';
    }
    assert.deepEqual(
      runs.filter((r) => r.state === 'waiting').map((r) => r.step.name),
      [],
    );
  });

  it('runs the end-to-end specs after every other check but the tutorials', () => {
    const e2e = STEPS.find((s) => s.name === 'end-to-end tests')!;
    const others = STEPS.filter((s) => s !== e2e && s.name !== 'tutorials' && s.name !== 'examples environment');
    assert.deepEqual(
      others.map((s) => s.name).filter((n) => !e2e.needs!.includes(n)),
      [],
    );
  });

  it('builds after the examples check, whose compile records the hovers the builds read', () => {
    const needsOf = (name: string): string[] => {
      const step = STEPS.find((s) => s.name === name)!;
      return (step.needs ?? []).flatMap((n) => [n, ...needsOf(n)]);
    };
    for (const build of ['switches build', 'production build'])
      assert.ok(needsOf(build).includes('examples check'), `${build} waits for the examples check`);
  });

  it("reads a step's CPU time from GNU time's output, and quotes its command for sh", () => {
    assert.equal(parseCpu('12.50 3.25\n'), 15.75);
    assert.equal(parseCpu('Command exited with non-zero status 1\n0.20 0.05\n'), 0.25);
    assert.equal(parseCpu(''), undefined);
    assert.equal(shellQuote(`echo 'a' "$HOME"`), `'echo '\\''a'\\'' "$HOME"'`);
  });
});
