/**
 * Tutorial runner: follows every step-by-step page (front matter
 * `tutorial: true`) exactly as a reader would, in an empty folder: writes the
 * files the page shows, runs its commands, installs exactly what it says to
 * install (each package with the version range the page names, resolved by
 * npm as for any reader; a package named without one fails), starts its
 * server, runs its client and compares what it prints with the page's
 * `Output` block, and what a browser shows with its `In the browser` block
 * (Debian's Chromium, see browser.ts). See steps.ts for what counts as a step.
 *
 *   npm run test:tutorials                          # every tutorial page
 *   npm run test:tutorials -- docs/main/quickstart.mdx  # one page
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCS_VERSIONS } from '../../src/data/versions';
import { frontMatterValue, markdownFiles } from '../../plugins/code-examples/src/extract';
import type { TrpcMajor } from '../../plugins/code-examples/src/packages';
import { runSteps } from './run';
import { extractSteps } from './steps';

const ROOT = path.resolve(__dirname, '../..');

interface TutorialPage {
  source: string;
  major: TrpcMajor;
}

function tutorialPages(): TutorialPage[] {
  return DOCS_VERSIONS.flatMap((version) =>
    markdownFiles(path.join(ROOT, version.contentDir))
      .filter((file) => frontMatterValue(fs.readFileSync(file, 'utf8'), 'tutorial') === 'true')
      .map((file) => ({ source: path.relative(ROOT, file), major: version.trpcMajor })),
  ).sort((a, b) => a.source.localeCompare(b.source));
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).map((a) => path.relative(ROOT, path.resolve(a)));
  const pages = tutorialPages().filter((p) => only.length === 0 || only.includes(p.source));
  const unknown = only.filter((o) => !pages.some((p) => p.source === o));
  if (unknown.length > 0) {
    console.error(`not a tutorial page (front matter \`tutorial: true\`): ${unknown.join(', ')}`);
    process.exit(1);
  }
  let passed = 0;
  let failed = 0;
  for (const page of pages) {
    const started = Date.now();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trpc-tutorial-'));
    console.log(`\n${page.source} (tRPC v${page.major}) in ${dir}`);
    try {
      const steps = extractSteps(fs.readFileSync(path.join(ROOT, page.source), 'utf8'));
      const promises = steps.map((s) => s.kind === 'browser' || (s.kind === 'commands' && s.expect !== undefined));
      if (!promises.includes(true)) {
        throw new Error(
          'the page promises no output (a `text` block titled `Output` after a command, or `In the browser` with a url)',
        );
      }
      // What follows the last promised output (a React section, say) is not
      // something the runner can check; it stops there.
      const last = promises.lastIndexOf(true);
      await runSteps(steps.slice(0, last + 1), { dir, log: (l) => console.log(l) });
      passed++;
      console.log(`✔ ${page.source} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      fs.rmSync(dir, { recursive: true, force: true });
    } catch (err) {
      failed++;
      console.error(`✘ ${page.source}: ${err instanceof Error ? err.message : String(err)}`);
      console.error(`  (project left in ${dir})`);
    }
  }
  console.log(`\ntutorials: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || pages.length === 0 ? 1 : 0);
}

void main();
