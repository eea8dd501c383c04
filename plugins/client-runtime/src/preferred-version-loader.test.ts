import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withStableRestore } = require('./preferred-version-loader.cjs') as {
  withStableRestore(source: string): string;
};

const upstream = fs.readFileSync(
  path.join(__dirname, '../../../node_modules/@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js'),
  'utf8',
);

type State = Record<string, { preferredVersionName: string | null }>;

/** The patched effect's updater, run against a state and what storage holds. */
function restore(current: State, stored: State): State {
  const body = /useEffect\(\(\) => \{([\s\S]*?)\}, \[allDocsData/.exec(withStableRestore(upstream))?.[1];
  assert.ok(body, 'the restoring effect is still there');
  let next = current;
  const startTransition = (update: () => void) => update();
  const setState = (updater: (s: State) => State) => {
    next = updater(next);
  };
  const readStorageState = () => stored;
  new Function(
    '__startTransition',
    'setState',
    'readStorageState',
    'allDocsData',
    'versionPersistence',
    'pluginIds',
    body,
  )(startTransition, setState, readStorageState, {}, 'localStorage', Object.keys(stored));
  return next;
}

describe('preferred version loader', () => {
  it('imports the startTransition it calls', () => {
    assert.match(withStableRestore(upstream), /^import \{ startTransition as __startTransition \} from 'react';\n/);
  });

  it('keeps the same state when storage holds the versions it already has', () => {
    const current: State = { default: { preferredVersionName: null } };
    assert.equal(restore(current, { default: { preferredVersionName: null } }), current);
  });

  it('applies a stored version, as a new state', () => {
    const current: State = { default: { preferredVersionName: null } };
    const stored: State = { default: { preferredVersionName: '10.x' } };
    assert.equal(restore(current, stored), stored);
  });

  it('fails the build when the upstream text is gone', () => {
    assert.throws(() => withStableRestore('useEffect(() => {}, []);'), /preferred-version-loader: .* changed/);
  });
});
