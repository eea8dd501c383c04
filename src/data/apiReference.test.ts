import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PACKAGE_ALIASES, V11_PACKAGE_SETS } from '../../plugins/code-examples/src/packages';
import {
  API_REFERENCE_INSTALL_DIR,
  API_REFERENCE_PACKAGES,
  API_REFERENCE_RESOLVE,
  apiReferenceEnabled,
} from './apiReference';

describe('API reference data', () => {
  it('is generated from the packages the 11.x examples compile against', () => {
    const installed = Object.fromEntries(
      Object.entries({
        ...PACKAGE_ALIASES[11],
        '@trpc/tanstack-react-query': V11_PACKAGE_SETS.tanstack['@trpc/tanstack-react-query']!,
      }).map(([name, alias]) => [name, `${API_REFERENCE_INSTALL_DIR}/node_modules/${alias}`]),
    );
    assert.deepEqual(API_REFERENCE_RESOLVE, installed);
    for (const pkg of API_REFERENCE_PACKAGES) assert.equal(pkg.dir, installed[pkg.name], pkg.name);
  });

  it('documents the five packages in the order of the sidebar', () => {
    assert.deepEqual(
      API_REFERENCE_PACKAGES.map((p) => p.slug),
      ['server', 'client', 'react-query', 'next', 'tanstack-react-query'],
    );
  });

  it('is on unless TYPEDOC is 0 or false', () => {
    assert.equal(apiReferenceEnabled({}), true);
    assert.equal(apiReferenceEnabled({ TYPEDOC: '1' }), true);
    assert.equal(apiReferenceEnabled({ TYPEDOC: '0' }), false);
    assert.equal(apiReferenceEnabled({ TYPEDOC: 'false' }), false);
    assert.equal(apiReferenceEnabled({ TYPEDOC: ' FALSE ' }), false);
  });
});
