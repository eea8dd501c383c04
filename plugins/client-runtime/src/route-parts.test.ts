import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

interface Route {
  path: string;
  exact?: boolean;
  routes?: Route[];
  component?: { creator: string[] };
}
interface Part {
  prefix: string;
  groups: { indexPath: number[]; routes: Route[] }[];
  chunkKeys: string[];
  registryNames: string[];
}
interface Split {
  main: Route[];
  parts: Part[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rp = require('./route-parts.cjs') as {
  parseRoutes(source: string): Route[];
  splitRoutes(routes: Route[], chunkNames: Record<string, unknown>, prefixes: string[]): Split;
  mainRoutesSource(split: Split, runtime: string, resource: string): string;
  partRoutesSource(split: Split, index: number, resource: string): string;
  chunkNamesSource(split: Split, source: string, part: number | null): string;
  registrySource(split: Split, source: string, part: number | null): string;
  partOf(query: string): number | null;
};

// The shape Docusaurus 3.10 generates (.docusaurus/routes.js).
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', 'b01'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'd00'),
    routes: [
      {
        path: '/docs/v10',
        component: ComponentCreator('/docs/v10', 'v10'),
        routes: [
          {
            path: '/docs/v10',
            component: ComponentCreator('/docs/v10', 'r10'),
            routes: [
              { path: '/docs/v10/a', component: ComponentCreator('/docs/v10/a', 'a10'), exact: true, sidebar: "docs" },
              { path: '/docs/v10/b', component: ComponentCreator('/docs/v10/b', 'b10'), exact: true, sidebar: "docs" }
            ]
          }
        ]
      },
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'cur'),
        routes: [
          {
            path: '/docs',
            component: ComponentCreator('/docs', 'r11'),
            routes: [
              { path: '/docs/intro', component: ComponentCreator('/docs/intro', 'i11'), exact: true, sidebar: "docs" },
              { path: '/docs/typedoc/x', component: ComponentCreator('/docs/typedoc/x', 'x11'), exact: true, sidebar: "docs" },
              { path: '/docs/typedoc/y', component: ComponentCreator('/docs/typedoc/y', 'y11'), exact: true, sidebar: "docs" },
              { path: '/docs/typedoc', component: ComponentCreator('/docs/typedoc', 'td'), exact: false }
            ]
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/blog-b01': { __comp: 'blogList' },
  '/docs-d00': { __comp: 'docsRoot' },
  '/docs/v10-v10': { __comp: 'versionRoot', __props: 'v10data' },
  '/docs/v10-r10': { __comp: 'docRoot' },
  '/docs/v10/a-a10': { __comp: 'docItem', content: 'v10a' },
  '/docs/v10/b-b10': { __comp: 'docItem', content: 'v10b', shared: 'both' },
  '/docs-cur': { __comp: 'versionRoot', __props: 'v11data' },
  '/docs-r11': { __comp: 'docRoot' },
  '/docs/intro-i11': { __comp: 'docItem', content: 'intro' },
  '/docs/typedoc/x-x11': { __comp: 'docItem', content: 'tdx', shared: 'both' },
  '/docs/typedoc/y-y11': { __comp: 'docItem', content: 'tdy' },
  '/docs/typedoc-td': { __comp: 'tdRoot' },
};

const split = () => rp.splitRoutes(rp.parseRoutes(ROUTES), CHUNK_NAMES, ['/docs/v10', '/docs/typedoc/']);

describe('route parts', () => {
  it("moves a prefix's leaves into its part, grouped under their parent's index path in the main tree", () => {
    const { main, parts } = split();
    assert.deepEqual(
      parts.map((p) => [p.prefix, p.groups.map((g) => [g.indexPath, g.routes.map((r) => r.path)])]),
      [
        [
          '/docs/v10',
          [
            [
              [1, 0, 0],
              ['/docs/v10/a', '/docs/v10/b'],
            ],
          ],
        ],
        ['/docs/typedoc', [[[1, 1, 0], ['/docs/typedoc']]]],
      ],
    );
    // Parents stay, with their remaining children.
    assert.deepEqual(main[1]!.routes![0]!.routes![0]!.routes, []);
    assert.deepEqual(
      main[1]!.routes![1]!.routes![0]!.routes!.map((r) => r.path),
      ['/docs/intro', '/docs/typedoc/x', '/docs/typedoc/y'],
    );
  });

  it('gives a leaf under nested prefixes to the longest, whatever their order', () => {
    for (const prefixes of [
      ['/docs', '/docs/v10', '/docs/typedoc'],
      ['/docs/typedoc', '/docs/v10', '/docs'],
    ]) {
      const { main, parts } = rp.splitRoutes(rp.parseRoutes(ROUTES), CHUNK_NAMES, prefixes);
      const leaves = Object.fromEntries(
        parts.map((p) => [p.prefix, p.groups.flatMap((g) => g.routes.map((r) => r.path))]),
      );
      assert.deepEqual(leaves['/docs/v10'], ['/docs/v10/a', '/docs/v10/b']);
      assert.deepEqual(leaves['/docs/typedoc'], ['/docs/typedoc']);
      assert.deepEqual(leaves['/docs'], ['/docs/intro']);
      // The version roots stay in the main tree; only x and y, which the
      // non-exact '/docs/typedoc' after them would shadow, stay among the leaves.
      assert.deepEqual(
        main[1]!.routes!.map((r) => r.path),
        ['/docs/v10', '/docs'],
      );
      assert.deepEqual(
        main[1]!.routes![1]!.routes![0]!.routes!.map((r) => r.path),
        ['/docs/typedoc/x', '/docs/typedoc/y'],
      );
      // The current version's own content module moves with its leaf.
      assert.ok(parts.find((p) => p.prefix === '/docs')!.registryNames.includes('intro'));
    }
  });

  it('keeps a parameter or catch-all leaf in the main tree', () => {
    const routes = rp.parseRoutes(
      ROUTES.replace(
        "{ path: '/docs/v10/b', component: ComponentCreator('/docs/v10/b', 'b10'), exact: true, sidebar: \"docs\" }",
        "{ path: '/docs/v10/:slug', component: ComponentCreator('/docs/v10/:slug', 'b10'), exact: true }",
      ),
    );
    const { main, parts } = rp.splitRoutes(routes, CHUNK_NAMES, ['/docs/v10']);
    // The last leaf, with no sibling after it, stays all the same ('a' stays
    // because the parameter after it would shadow it once appended).
    assert.deepEqual(
      main[1]!.routes![0]!.routes![0]!.routes!.map((r) => r.path),
      ['/docs/v10/a', '/docs/v10/:slug'],
    );
    assert.deepEqual(parts, []);
  });

  it('keeps a leaf that a later non-exact sibling would shadow once appended', () => {
    // '/docs/typedoc' (not exact) comes after x and y: appended after it, they would never match.
    const typedoc = split().parts.find((p) => p.prefix === '/docs/typedoc')!;
    assert.deepEqual(
      typedoc.groups[0]!.routes.map((r) => r.path),
      ['/docs/typedoc'],
    );
    const routes = rp.parseRoutes(ROUTES);
    routes[1]!.routes![1]!.routes![0]!.routes!.pop();
    const parts = rp.splitRoutes(routes, CHUNK_NAMES, ['/docs/typedoc']).parts;
    assert.deepEqual(
      parts[0]!.groups[0]!.routes.map((r) => r.path),
      ['/docs/typedoc/x', '/docs/typedoc/y'],
    );
  });

  it('keeps a leaf when a later exact sibling has the same path in another spelling', () => {
    const routes = [
      {
        path: '/docs',
        component: { creator: ['/docs', 'r'] },
        routes: [
          { path: '/docs/v10/a', exact: true, component: { creator: ['/docs/v10/a', '1'] } },
          { path: '/Docs/v10/a/', exact: true, component: { creator: ['/Docs/v10/a/', '2'] } },
        ],
      },
    ];
    const { parts } = rp.splitRoutes(routes, {}, ['/docs/v10']);
    assert.deepEqual(
      parts[0]!.groups[0]!.routes.map((r) => r.path),
      ['/Docs/v10/a/'],
    );
  });

  it('gives a part the registry names only its routes use', () => {
    const routes = rp.parseRoutes(ROUTES);
    routes[1]!.routes![1]!.routes![0]!.routes!.pop();
    const { parts } = rp.splitRoutes(routes, CHUNK_NAMES, ['/docs/v10', '/docs/typedoc']);
    assert.deepEqual(
      parts.map((p) => [p.prefix, p.registryNames.sort()]),
      [
        ['/docs/v10', ['v10a', 'v10b']],
        ['/docs/typedoc', ['tdx', 'tdy']],
      ],
    );
  });

  it('writes the main share and each part share of the registry and the chunk names', () => {
    const s = split();
    const registry = [
      'export default {',
      '  "v10a": [() => import("./a"), "./a", require.resolveWeak("./a")],',
      '  "docItem": [() => import("./item"), "./item", require.resolveWeak("./item")],',
      '  "v10b": [() => import("./b"), "./b", require.resolveWeak("./b")],};',
    ].join('\n');
    assert.equal(
      rp.registrySource(s, registry, null),
      [
        'export default {',
        '  "docItem": [() => import("./item"), "./item", require.resolveWeak("./item")],',
        '};',
        '',
      ].join('\n'),
    );
    assert.match(rp.registrySource(s, registry, 0), /"v10a"[^\n]+\n[^\n]+"v10b"[^\n]+\],\n\};\n$/);
    assert.doesNotMatch(rp.registrySource(s, registry, 0), /docItem/);
    const names = JSON.stringify(CHUNK_NAMES);
    assert.deepEqual(Object.keys(JSON.parse(rp.chunkNamesSource(s, names, 0))), ['/docs/v10/a-a10', '/docs/v10/b-b10']);
    assert.equal(Object.keys(JSON.parse(rp.chunkNamesSource(s, names, null))).length, 9);
  });

  it('writes a main module that registers each part, and part modules that merge before creating routes', () => {
    const s = split();
    const main = rp.mainRoutesSource(s, '/rt/routeParts.ts', '/site/.docusaurus/routes.js');
    assert.match(main, /registerRouteParts\(routes, \[\n {2}\{ prefix: "\/docs\/v10", load: \(\) => import\(/);
    assert.match(main, /"\.\/routes\.js\?part=0"/);
    assert.match(main, /ComponentCreator\("\*"\)/);
    const part = rp.partRoutesSource(s, 0, '/site/.docusaurus/routes.js');
    assert.ok(part.indexOf('Object.assign(routesChunkNames') < part.indexOf('ComponentCreator("/docs/v10/a"'));
    assert.match(part, /^export default \[\[\[1,0,0\], \[/m);
    assert.equal(rp.partOf('?part=2'), 2);
    assert.equal(rp.partOf(''), null);
  });
});
