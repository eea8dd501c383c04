/**
 * Behaviour tests: what the docs say tRPC does at run time (an error's
 * `cause`, a transformer restoring a `Map`, a status code…), checked against
 * the packages the examples compile against. They live in
 * `env/behaviour/*.test.ts` so they import those packages by their alias
 * names (`@trpc-v11/server`, …); this installs the environment first, then
 * runs them with Node's test runner, with trpc-aliases.mjs resolving the
 * packages' own `@trpc/*` imports to the same major's alias.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EXAMPLES_ENV as ENV, ensureEnvironment } from '../../plugins/code-examples/src/environment';

ensureEnvironment(ENV);
const dir = path.join(ENV, 'behaviour');
const files = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts'))
      .sort()
      .map((f) => path.join(dir, f))
  : [];
if (files.length === 0) {
  console.error(`no behaviour tests in ${path.relative(process.cwd(), dir)}`);
  process.exit(1);
}
const aliases = path.join(__dirname, 'trpc-aliases.mjs');
const result = spawnSync(process.execPath, ['--import', 'tsx', '--import', aliases, '--test', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
