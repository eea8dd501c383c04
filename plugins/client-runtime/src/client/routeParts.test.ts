import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type PartModule,
  type RouteLike,
  ensureRoutes,
  missingParts,
  onRoutesAdded,
  registerRouteParts,
} from './routeParts';

function tree(): RouteLike[] {
  return [
    { path: '/blog', exact: true },
    {
      path: '/docs',
      routes: [
        { path: '/docs/v10', routes: [{ path: '/docs/v10', routes: [] }] },
        { path: '/docs', routes: [{ path: '/docs', routes: [{ path: '/docs/intro', exact: true }] }] },
      ],
    },
    { path: '*' },
  ];
}

const part = (groups: PartModule['default']) => {
  const calls = { count: 0 };
  const load = () => {
    calls.count++;
    return Promise.resolve({ default: groups });
  };
  return { load, calls };
};

describe('route parts in the browser', () => {
  it("loads the part a path needs once, and appends its leaves to their parent's routes", async () => {
    const routes = tree();
    const v10 = part([[[1, 0, 0], [{ path: '/docs/v10/a', exact: true }]]]);
    const typedoc = part([[[1, 1, 0], [{ path: '/docs/typedoc/x', exact: true }]]]);
    registerRouteParts(routes, [
      { prefix: '/docs/v10', load: v10.load },
      { prefix: '/docs/typedoc', load: typedoc.load },
    ]);
    let added = 0;
    const stop = onRoutesAdded(() => added++);

    await ensureRoutes('/docs/intro');
    assert.equal(v10.calls.count + typedoc.calls.count, 0);

    assert.deepEqual(
      missingParts('/Docs/V10/a').map((p) => p.prefix),
      ['/docs/v10'],
    );
    await Promise.all([ensureRoutes('/docs/v10/a'), ensureRoutes('/docs/v10')]);
    assert.equal(v10.calls.count, 1);
    assert.deepEqual(
      routes[1]!.routes![0]!.routes![0]!.routes!.map((r) => r.path),
      ['/docs/v10/a'],
    );
    await ensureRoutes('/docs/v10/b');
    assert.equal(v10.calls.count, 1);
    assert.deepEqual(missingParts('/docs/v10/a'), []);

    await ensureRoutes('/docs/typedoc/x');
    assert.deepEqual(
      routes[1]!.routes![1]!.routes![0]!.routes!.map((r) => r.path),
      ['/docs/intro', '/docs/typedoc/x'],
    );
    assert.equal(added, 2);
    stop();
  });

  it('loads only the longest of nested prefixes a path is under', async () => {
    const routes = tree();
    const current = part([[[1, 1, 0], [{ path: '/docs/quickstart', exact: true }]]]);
    const v10 = part([[[1, 0, 0], [{ path: '/docs/v10/a', exact: true }]]]);
    registerRouteParts(routes, [
      { prefix: '/docs', load: current.load },
      { prefix: '/docs/v10', load: v10.load },
    ]);
    assert.deepEqual(
      missingParts('/docs/v10/a').map((p) => p.prefix),
      ['/docs/v10'],
    );
    assert.deepEqual(
      missingParts('/docs/v10').map((p) => p.prefix),
      ['/docs/v10'],
    );
    assert.deepEqual(
      missingParts('/docs/v100').map((p) => p.prefix),
      ['/docs'],
    );
    await ensureRoutes('/docs/v10/a');
    assert.equal(current.calls.count, 0);
    await ensureRoutes('/docs/quickstart');
    assert.equal(current.calls.count, 1);
    assert.deepEqual(
      routes[1]!.routes![1]!.routes![0]!.routes!.map((r) => r.path),
      ['/docs/intro', '/docs/quickstart'],
    );
    assert.deepEqual(missingParts('/'), []);
  });

  it('matches a prefix by whole path segments, as written or decoded', () => {
    registerRouteParts(tree(), [{ prefix: '/docs/v1', load: part([]).load }]);
    assert.deepEqual(missingParts('/docs/v10/a'), []);
    assert.equal(missingParts('/docs/v1').length, 1);
    assert.equal(missingParts('/docs/v1/a%20b').length, 1);
    assert.equal(missingParts('/docs/v1/%E0%A4%A').length, 1);
  });

  it('tries again after a failed load, and leaves the tree as it was', async () => {
    const routes = tree();
    let fail = true;
    registerRouteParts(routes, [
      {
        prefix: '/docs/v10',
        load: () =>
          fail
            ? Promise.reject(new Error('offline'))
            : Promise.resolve({ default: [[[1, 0, 0], [{ path: '/docs/v10/a', exact: true }]]] } as PartModule),
      },
    ]);
    await assert.rejects(ensureRoutes('/docs/v10/a'), /offline/);
    assert.deepEqual(routes[1]!.routes![0]!.routes![0]!.routes, []);
    fail = false;
    await ensureRoutes('/docs/v10/a');
    assert.equal(routes[1]!.routes![0]!.routes![0]!.routes!.length, 1);
  });

  it("waits for a part's `ready` before its routes join the tree", async () => {
    const routes = tree();
    let finish = () => {};
    const ready = new Promise<void>((resolve) => (finish = resolve));
    registerRouteParts(routes, [
      {
        prefix: '/docs/v10',
        load: () =>
          Promise.resolve({ default: [[[1, 0, 0], [{ path: '/docs/v10/a', exact: true }]]], ready } as PartModule),
      },
    ]);
    let done = false;
    const loading = ensureRoutes('/docs/v10/a').then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(done, false);
    assert.deepEqual(routes[1]!.routes![0]!.routes![0]!.routes, []);
    finish();
    await loading;
    assert.equal(routes[1]!.routes![0]!.routes![0]!.routes!.length, 1);
  });

  it('fails clearly when a part names a parent the tree lacks', async () => {
    registerRouteParts(tree(), [{ prefix: '/docs/v9', load: part([[[5, 0], [{ path: '/docs/v9/a' }]]]).load }]);
    await assert.rejects(ensureRoutes('/docs/v9/a'), /no parent route at \[5, 0\]/);
  });
});
