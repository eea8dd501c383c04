// Module resolution for the behaviour tests (loaded with `--import` by
// behaviour.ts, and by tests that start a child process).
//
// The examples environment installs each tRPC major, and each 11.x package
// set, under an alias (`@trpc-v11/client`, `@trpc-v11classic/server`, …),
// but the packages import each other by their real names (`@trpc/client`
// imports `@trpc/server/observable`, `@trpc/react-query` imports
// `@tanstack/react-query`). An import made from inside an aliased package
// resolves to the alias its own package set gives that name (packages.ts,
// importerAliases), so a test runs a real client against a real server of the
// same version. One rule, for `import` (ESM hooks) and `require()` (Node 20's
// ESM hooks do not see the CommonJS loader).
import Module, { register } from 'node:module';
import { tsImport } from 'tsx/esm/api';
import { aliasedSpecifier } from './trpc-aliases-rule.mjs';

// tsImport: the table comes from TypeScript, whether or not the process
// loaded tsx itself.
const { importerAliases } = await tsImport('../../plugins/code-examples/src/packages.ts', import.meta.url);
const table = importerAliases();

register(new URL('./trpc-aliases-hooks.mjs', import.meta.url), { data: table });

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const mapped = aliasedSpecifier(table, request, parent?.filename);
  return resolveFilename.call(this, mapped ?? request, parent, ...rest);
};
