/**
 * `npm test`: everything CI runs, in order, stopping at the first failure.
 * Prints one line per step and a closing summary.
 */
import { spawnSync } from 'node:child_process';

interface Step {
  name: string;
  command: string;
}

const steps: Step[] = [
  { name: 'typecheck', command: 'npm run --silent typecheck' },
  { name: 'lint', command: 'npm run --silent lint' },
  { name: 'format', command: 'npm run --silent format:check' },
  { name: 'unit tests', command: 'npm run --silent test:unit' },
  { name: 'examples check', command: 'npm run --silent check:examples' },
  { name: 'behaviour tests', command: 'npm run --silent test:behaviour' },
  { name: 'tutorials', command: 'npm run --silent test:tutorials' },
  { name: 'production build', command: 'npm run --silent build' },
  {
    // The same site with the hosted search service switched on, for
    // e2e/hosted.spec.ts (which intercepts the service's endpoint).
    name: 'hosted-search build',
    command:
      'DOCSEARCH_APP_ID=E2EHOSTEDAPP DOCSEARCH_API_KEY=e2e-search-only-key npm run --silent build -- --out-dir build-hosted',
  },
  { name: 'end-to-end tests', command: 'npm run --silent test:e2e' },
];

const only = process.argv.slice(2);
const selected = only.length ? steps.filter((s) => only.includes(s.name)) : steps;
let passed = 0;
let failed = 0;
for (const step of selected) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const result = spawnSync(step.command, { stdio: 'inherit', shell: true, env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed++;
    console.log(`✔ ${step.name} (${seconds} s)`);
  } else {
    failed++;
    console.log(`✘ ${step.name} failed with exit code ${result.status} (${seconds} s)`);
    break;
  }
}
const notRun = selected.length - passed - failed;
console.log(`\nsteps: ${passed} passed, ${failed} failed${notRun ? `, ${notRun} skipped` : ''}`);
process.exit(failed ? 1 : 0);
