import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STEPS, type Step, ready, select } from './test-all';

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

  it('lists every need of the real steps among the steps before it', () => {
    STEPS.forEach((step, i) => {
      for (const need of step.needs ?? []) {
        assert.ok(
          STEPS.slice(0, i).some((s) => s.name === need),
          `${step.name} needs ${need}`,
        );
      }
    });
  });
});
