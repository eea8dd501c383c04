/**
 * Behaviour tests: what the docs say tRPC does at run time (an error's
 * `cause`, a transformer restoring a `Map`, a status code…), checked against
 * the packages the examples compile against. They live in
 * `env/behaviour/*.test.ts` so they import those packages by their alias
 * names (`@trpc-v11/server`, …); this installs the environment first, then
 * runs them with Node's test runner, with trpc-aliases.mjs resolving the
 * packages' own `@trpc/*` imports to the same major's alias. They run in one
 * process (behaviour-together.ts), but for the files that register a module
 * hook of their own, which get one each.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { EXAMPLES_ENV, ensureEnvironment } from '../../plugins/code-examples/src/environment';
import { BEHAVIOUR_DIR, behaviourFiles, isolated } from './behaviour-together';

ensureEnvironment(EXAMPLES_ENV);
const files = behaviourFiles();
if (files.length === 0) {
  console.error(`no behaviour tests in ${path.relative(process.cwd(), BEHAVIOUR_DIR)}`);
  process.exit(1);
}
const aliases = path.join(__dirname, 'trpc-aliases.mjs');
const together = path.join(__dirname, 'behaviour-together.ts');
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--import', aliases, '--test', together, ...isolated(files)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
