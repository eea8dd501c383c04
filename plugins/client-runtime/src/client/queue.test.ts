import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type IdleDeadlineLike, chunkIdsOfLoader, createIdleQueue, indexChunkNames } from './queue';

describe('indexChunkNames', () => {
  it('maps each route path, hash removed, to all its chunk names', () => {
    const index = indexChunkNames({
      '/docs-abc': { __comp: 'c1', __props: 'p1' },
      '/docs/quickstart-d41': { __comp: 'c2', content: 'q1' },
      '/docs/quickstart-9f0': { __comp: 'c3' },
      '/blog-7e2': { __comp: 'c4', items: [{ content: 'b1' }, { content: 'b2' }] },
      '/docs/a-b/c-1a2': { __comp: 'c5' },
    });
    assert.deepEqual(index.get('/docs'), ['c1', 'p1']);
    assert.deepEqual(index.get('/docs/quickstart'), ['c2', 'q1', 'c3']);
    assert.deepEqual(index.get('/blog'), ['c4', 'b1', 'b2']);
    assert.deepEqual(index.get('/docs/a-b/c'), ['c5']);
    assert.equal(index.get('/docs/a-b'), undefined);
  });
});

describe('createIdleQueue', () => {
  /** A scheduler the test drives by hand; each period has `budget` calls of time. */
  function manualScheduler() {
    const periods: ((deadline: IdleDeadlineLike) => void)[] = [];
    return {
      schedule: (work: (deadline: IdleDeadlineLike) => void) => periods.push(work),
      runPeriod(budget: number) {
        const work = periods.shift();
        assert.ok(work, 'a period was scheduled');
        let left = budget;
        work({ timeRemaining: () => (left-- > 0 ? 10 : 0) });
      },
      get scheduled() {
        return periods.length;
      },
    };
  }

  it('runs nothing until the browser is idle, then jobs in order within the budget', () => {
    const ran: number[] = [];
    const scheduler = manualScheduler();
    const enqueue = createIdleQueue((n: number) => ran.push(n), scheduler.schedule);
    for (let i = 1; i <= 5; i++) enqueue(i);
    assert.deepEqual(ran, []);
    assert.equal(scheduler.scheduled, 1, 'one idle callback for a burst of calls');
    scheduler.runPeriod(2);
    assert.deepEqual(ran, [1, 2, 3]);
    assert.equal(scheduler.scheduled, 1, 'the rest waits for the next idle period');
    scheduler.runPeriod(10);
    assert.deepEqual(ran, [1, 2, 3, 4, 5]);
    assert.equal(scheduler.scheduled, 0);
  });

  it('stops a period at its own budget even when the browser gives more time', () => {
    const ran: number[] = [];
    const scheduler = manualScheduler();
    let time = 0;
    // Each job takes 3 ms; the budget is 8 ms: jobs start at 0, 3 and 6.
    const enqueue = createIdleQueue(
      (n: number) => {
        ran.push(n);
        time += 3;
      },
      scheduler.schedule,
      { budgetMs: 8, now: () => time },
    );
    for (let i = 1; i <= 5; i++) enqueue(i);
    scheduler.runPeriod(100);
    assert.deepEqual(ran, [1, 2, 3]);
    scheduler.runPeriod(100);
    assert.deepEqual(ran, [1, 2, 3, 4, 5]);
    assert.equal(scheduler.scheduled, 0);
  });

  it('runs one job per period even when no time remains, so the queue drains', () => {
    const ran: string[] = [];
    const scheduler = manualScheduler();
    const enqueue = createIdleQueue((s: string) => ran.push(s), scheduler.schedule);
    enqueue('a');
    enqueue('b');
    scheduler.runPeriod(0);
    assert.deepEqual(ran, ['a']);
    scheduler.runPeriod(0);
    assert.deepEqual(ran, ['a', 'b']);
    enqueue('c');
    assert.equal(scheduler.scheduled, 1, 'a new job after draining schedules a new period');
  });
});

describe('chunkIdsOfLoader', () => {
  // Loaders as the bundler compiles them, minified and not.
  const fn = (source: string) => ({ toString: () => source }) as unknown as () => unknown;

  it('reads the chunk id of a minified loader', () => {
    assert.deepEqual(chunkIdsOfLoader(fn('()=>n.e("266").then(n.t.bind(n,69765,19))')), ['266']);
  });

  it('reads every chunk a loader needs, quoted or not', () => {
    assert.deepEqual(chunkIdsOfLoader(fn('()=>Promise.all([r.e(12),r.e("7441")]).then(r.bind(r,5))')), ['12', '7441']);
  });

  it('reads a development loader with its chunk-name comment', () => {
    const dev =
      '() => __webpack_require__.e(/*! import() | 0058b4c6 */ "0058b4c6").then(__webpack_require__.t.bind(__webpack_require__, "./x.json", 19))';
    assert.deepEqual(chunkIdsOfLoader(fn(dev)), ['0058b4c6']);
  });

  it('yields nothing for a loader of another shape', () => {
    assert.deepEqual(chunkIdsOfLoader(fn('() => import("./page")')), []);
  });
});
