import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pagesOf } from './check';
import { EXAMPLES_ENV } from './environment';
import { V11_PACKAGE_SETS, importerAliases, packageSetOf } from './packages';

const fence = '```';

describe('packageSetOf', () => {
  it('picks the TanStack set, then the classic set, then the core packages', () => {
    assert.equal(packageSetOf([`import { initTRPC } from '@trpc/server';`]), 'core');
    assert.equal(packageSetOf([`import { createTRPCReact } from "@trpc/react-query";`]), 'classic');
    assert.equal(packageSetOf([`import { withTRPC } from '@trpc/next';`]), 'classic');
    assert.equal(packageSetOf([`import type { x } from '@trpc/react-query/shared';`]), 'classic');
    assert.equal(
      packageSetOf([`import '@trpc/react-query';`, `import { createTRPCContext } from '@trpc/tanstack-react-query';`]),
      'tanstack',
    );
    // A name that only starts like the package is not an import of it.
    assert.equal(packageSetOf([`import x from '@trpc/next-adapter';`]), 'core');
  });

  it('maps each set to installed aliases of the examples environment', () => {
    const env = path.join(EXAMPLES_ENV, 'package.json');
    const deps = (JSON.parse(fs.readFileSync(env, 'utf8')) as { dependencies: Record<string, string> }).dependencies;
    for (const aliases of Object.values(V11_PACKAGE_SETS)) {
      for (const alias of Object.values(aliases)) assert.ok(deps[alias], `${alias} is in env/package.json`);
    }
    // The integrations' peers are exact: a set's server, client and integration share one version.
    const version = (alias: string) => /@(\d[^@]*)$/.exec(deps[alias]!)![1];
    assert.equal(version('@trpc-v11classic/server'), version('@trpc-v11/react-query'));
    assert.equal(version('@trpc-v11classic/client'), version('@trpc-v11/next'));
    assert.equal(version('@trpc-v11tanstack/server'), version('@trpc-v11tanstack/tanstack-react-query'));
    assert.equal(version('@trpc-v11tanstack/client'), version('@trpc-v11tanstack/tanstack-react-query'));
  });
});

describe('pagesOf with package sets', () => {
  it('compiles shared blocks (no integration) with each set the page uses', () => {
    const text = [
      `${fence}ts title="server.ts"`,
      `import { initTRPC } from '@trpc/server';`,
      fence,
      `${fence}tsx title="before.tsx" trpc-packages="classic"`,
      `import { createTRPCReact } from '@trpc/react-query';`,
      fence,
      `${fence}tsx title="after.tsx"`,
      `import { createTRPCContext } from '@trpc/tanstack-react-query';`,
      fence,
    ].join('\n');
    const units = pagesOf('docs/x.md', text)!;
    assert.deepEqual(
      units.map((u) => [u.packages ?? 'core', u.blocks.map((b) => b.title)]),
      [
        ['classic', ['server.ts', 'before.tsx']],
        ['tanstack', ['server.ts', 'after.tsx']],
      ],
    );
  });

  it('keeps a page without an integration in one core unit, and honours trpc-packages="core"', () => {
    const plain = `${fence}ts title="a.ts"\nimport { initTRPC } from '@trpc/server';\n${fence}`;
    assert.deepEqual(
      pagesOf('docs/x.md', plain)!.map((u) => u.packages ?? 'core'),
      ['core'],
    );
    const mixed = [
      `${fence}ts title="server.ts"`,
      `export const x = 1;`,
      fence,
      `${fence}ts title="client.ts" trpc-packages="core"`,
      `import { safe } from '@trpc/client';`,
      fence,
      `${fence}tsx title="hook.tsx"`,
      `import { createTRPCReact } from '@trpc/react-query';`,
      fence,
    ].join('\n');
    assert.deepEqual(
      pagesOf('docs/x.md', mixed)!.map((u) => [u.packages ?? 'core', u.blocks.map((b) => b.title)]),
      [
        ['core', ['server.ts', 'client.ts']],
        ['classic', ['server.ts', 'hook.tsx']],
      ],
    );
  });

  it('rejects an unknown set', () => {
    const text = `${fence}ts trpc-packages="nope"\nexport {};\n${fence}`;
    assert.throws(() => pagesOf('docs/x.md', text), /trpc-packages must be one of core, classic, tanstack/);
  });
});

describe('importerAliases', () => {
  it("gives each installed package its own set's aliases", () => {
    const table = importerAliases();
    // The classic integrations get their exact peers, not core's newer server.
    assert.equal(table['@trpc-v11/react-query']!['@trpc/server'], '@trpc-v11classic/server');
    assert.equal(table['@trpc-v11/next']!['@trpc/react-query'], '@trpc-v11/react-query');
    assert.equal(table['@trpc-v11classic/client']!['@trpc/server'], '@trpc-v11classic/server');
    // Core's client and server pair with each other.
    assert.equal(table['@trpc-v11/client']!['@trpc/server'], '@trpc-v11/server');
    assert.equal(table['@trpc-v11tanstack/tanstack-react-query']!['@trpc/client'], '@trpc-v11tanstack/client');
    assert.equal(table['@trpc-v11tanstack/tanstack-react-query']!['@tanstack/react-query'], '@tanstack-v5/react-query');
    assert.equal(table['@trpc-v10/react-query']!['@tanstack/react-query'], '@tanstack-v4/react-query');
    assert.equal(table['@trpc-v9/react']!['@trpc/server'], '@trpc-v9/server');
    assert.equal(table['react'], undefined);
  });
});
