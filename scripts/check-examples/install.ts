/**
 * Installs the examples environment (scripts/check-examples/env) when it is
 * missing or older than its lock, and nothing else: `npm test` runs it once,
 * before the steps that use the environment run side by side (two
 * concurrent `npm ci` runs into one folder would break each other).
 */
import { EXAMPLES_ENV, ensureEnvironment } from '../../plugins/code-examples/src/environment';

ensureEnvironment(EXAMPLES_ENV);
