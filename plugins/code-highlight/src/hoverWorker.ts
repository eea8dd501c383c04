/**
 * The development server's hovers process (devHovers.ts): for each page it
 * is sent, compiles the code blocks the hover cache lacks and stores their
 * hovers, then answers with the type errors found. One page at a time.
 */
import path from 'node:path';
import { checkUnits, pagesOf } from '../../code-examples/src/check';
import { EXAMPLES_ENV, ensureEnvironment } from '../../code-examples/src/environment';
import type { HoverResult } from './devHovers';
import { lacksHovers } from './hovers';

process.on('message', ({ source }: { source: string }) => {
  const started = performance.now();
  const result: HoverResult = { source, errors: [], seconds: 0 };
  try {
    const missing = (pagesOf(source) ?? []).filter(lacksHovers);
    if (missing.length > 0) {
      ensureEnvironment(EXAMPLES_ENV);
      result.errors = checkUnits(missing, path.join(EXAMPLES_ENV, '.work', `dev-${process.pid}`));
    }
  } catch (error) {
    result.failure = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  result.seconds = (performance.now() - started) / 1000;
  process.send!(result);
});
process.on('disconnect', () => process.exit(0));
