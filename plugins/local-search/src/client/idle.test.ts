import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type IdleEnvironment, afterLoadAndHydration, afterLoadWhenIdle, keyboardLikely, mayPrefetch } from './idle';

/** A window stand-in that records what was scheduled and lets the test fire it. */
function fakeWindow(
  readyState: DocumentReadyState,
  connection?: { saveData?: boolean; effectiveType?: string },
  hydrated = true,
) {
  const load = new Set<() => void>();
  const idle = new Map<number, () => void>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const env: IdleEnvironment & { fireLoad(): void; runIdle(): void; runTimers(): void; idleTimeouts: number[] } = {
    document: { readyState, documentElement: { dataset: { hasHydrated: hydrated ? 'true' : undefined } } },
    navigator: { connection },
    addEventListener: (_type, listener) => load.add(listener),
    removeEventListener: (_type, listener) => load.delete(listener),
    requestIdleCallback: (callback, options) => {
      env.idleTimeouts.push(options?.timeout ?? -1);
      idle.set(next, callback);
      return next++;
    },
    cancelIdleCallback: (handle) => idle.delete(handle),
    setTimeout: (callback) => {
      timers.set(next, callback);
      return next++;
    },
    clearTimeout: (handle) => timers.delete(handle),
    idleTimeouts: [],
    fireLoad: () => [...load].forEach((l) => l()),
    runIdle: () => {
      const due = [...idle.values()];
      idle.clear();
      due.forEach((c) => c());
    },
    runTimers: () => {
      const due = [...timers.values()];
      timers.clear();
      due.forEach((c) => c());
    },
  };
  return env;
}

describe('afterLoadWhenIdle', () => {
  it('waits for the load event, then for an idle period (at most the timeout)', () => {
    const env = fakeWindow('interactive');
    let runs = 0;
    afterLoadWhenIdle(() => runs++, env, 1500);
    env.runIdle();
    assert.equal(runs, 0, 'nothing before load');
    env.fireLoad();
    assert.deepEqual(env.idleTimeouts, [1500]);
    env.runIdle();
    assert.equal(runs, 1);
  });

  it('schedules at once on a page that has loaded already', () => {
    const env = fakeWindow('complete');
    let runs = 0;
    afterLoadWhenIdle(() => runs++, env);
    env.runIdle();
    assert.equal(runs, 1);
  });

  it('waits for an idle period in which the page has hydrated', () => {
    const env = fakeWindow('complete', undefined, false);
    let runs = 0;
    afterLoadWhenIdle(() => runs++, env);
    env.runIdle();
    env.runIdle();
    assert.equal(runs, 0, 'nothing before hydration');
    env.document.documentElement.dataset.hasHydrated = 'true';
    env.runIdle();
    assert.equal(runs, 1);
    env.runIdle();
    assert.equal(runs, 1, 'once');
  });

  it('falls back to a timer without requestIdleCallback', () => {
    const env = fakeWindow('complete');
    delete env.requestIdleCallback;
    let runs = 0;
    afterLoadWhenIdle(() => runs++, env);
    env.runTimers();
    assert.equal(runs, 1);
  });

  it('can be cancelled before load and before the idle period', () => {
    const before = fakeWindow('loading');
    let runs = 0;
    afterLoadWhenIdle(() => runs++, before)();
    before.fireLoad();
    before.runIdle();
    const after = fakeWindow('complete');
    afterLoadWhenIdle(() => runs++, after)();
    after.runIdle();
    assert.equal(runs, 0);
  });

  it('does nothing on a connection that saves data or is 2G', () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      const env = fakeWindow('complete', connection);
      let runs = 0;
      afterLoadWhenIdle(() => runs++, env);
      env.runIdle();
      env.runTimers();
      assert.equal(runs, 0, JSON.stringify(connection));
      assert.equal(mayPrefetch(env), false);
    }
    assert.equal(mayPrefetch({ navigator: { connection: { effectiveType: '4g' } } }), true);
    assert.equal(mayPrefetch({ navigator: {} }), true);
  });
});

describe('afterLoadAndHydration', () => {
  it('runs once the page has loaded and hydrated, with no idle period', () => {
    const env = fakeWindow('interactive', undefined, false);
    let runs = 0;
    afterLoadAndHydration(() => runs++, env);
    env.runTimers();
    assert.equal(runs, 0, 'nothing before load');
    env.fireLoad();
    env.runTimers();
    env.runTimers();
    assert.equal(runs, 0, 'nothing before hydration');
    env.document.documentElement.dataset.hasHydrated = 'true';
    env.runTimers();
    assert.equal(runs, 1);
    env.runTimers();
    env.runIdle();
    assert.equal(runs, 1, 'once');
    assert.deepEqual(env.idleTimeouts, [], 'no idle period asked for');
  });

  it('can be cancelled, and does nothing on a connection that saves data', () => {
    const env = fakeWindow('complete', undefined, false);
    let runs = 0;
    const cancel = afterLoadAndHydration(() => runs++, env);
    env.runTimers();
    cancel();
    env.document.documentElement.dataset.hasHydrated = 'true';
    env.runTimers();
    const saving = fakeWindow('complete', { saveData: true });
    afterLoadAndHydration(() => runs++, saving);
    saving.runTimers();
    assert.equal(runs, 0);
  });
});

describe('keyboardLikely', () => {
  it('is true where the main pointer hovers and points finely', () => {
    const asked: string[] = [];
    const media = (matches: boolean) => (query: string) => {
      asked.push(query);
      return { matches };
    };
    assert.equal(keyboardLikely({ matchMedia: media(true) }), true);
    assert.equal(keyboardLikely({ matchMedia: media(false) }), false);
    assert.deepEqual(asked, ['(hover: hover) and (pointer: fine)', '(hover: hover) and (pointer: fine)']);
    assert.equal(keyboardLikely({}), false, 'unknown: no');
  });
});
