import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { importerAliases } from '../../plugins/code-examples/src/packages';
import { aliasedSpecifier } from './trpc-aliases-rule.mjs';

const table = importerAliases();
const env = '/repo/scripts/check-examples/env/node_modules';

describe('aliasedSpecifier', () => {
  it("resolves an aliased package's imports to its own set, subpath kept", () => {
    const importer = `file://${env}/@trpc-v11/react-query/dist/index.mjs`;
    assert.equal(aliasedSpecifier(table, '@trpc/server', importer), '@trpc-v11classic/server');
    assert.equal(
      aliasedSpecifier(table, '@trpc/server/unstable-core-do-not-import', importer),
      '@trpc-v11classic/server/unstable-core-do-not-import',
    );
    assert.equal(aliasedSpecifier(table, '@tanstack/react-query', importer), '@tanstack-v5/react-query');
  });

  it('takes plain paths (require) as well as file: URLs, and the innermost installed package', () => {
    assert.equal(aliasedSpecifier(table, '@trpc/server', `${env}/@trpc-v9/react/dist/ssg.js`), '@trpc-v9/server');
    assert.equal(
      aliasedSpecifier(table, '@trpc/client', `${env}/other/node_modules/@trpc-v10/next/dist/index.js`),
      '@trpc-v10/client',
    );
  });

  it('leaves everything else alone', () => {
    const importer = `${env}/@trpc-v11/client/dist/index.mjs`;
    // Not a package of the set, a relative import, a builtin.
    assert.equal(aliasedSpecifier(table, '@trpc/server-extra', importer), null);
    assert.equal(aliasedSpecifier(table, './links', importer), null);
    assert.equal(aliasedSpecifier(table, 'node:http', importer), null);
    // Imported from a test file or a package outside the sets.
    assert.equal(aliasedSpecifier(table, '@trpc/server', '/repo/scripts/check-examples/env/behaviour/x.test.ts'), null);
    assert.equal(aliasedSpecifier(table, '@trpc/server', `${env}/next/dist/server.js`), null);
    assert.equal(aliasedSpecifier(table, '@trpc/server', undefined), null);
  });
});
