import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hoverMode } from './mode';

const docusaurus = ['/usr/bin/node', '/site/node_modules/@docusaurus/core/bin/docusaurus.mjs'];

describe('hoverMode', () => {
  it('is lazy under the development server only', () => {
    assert.equal(hoverMode([...docusaurus, 'start']), 'lazy');
    assert.equal(hoverMode([...docusaurus, 'start', '--port', '3185', '--no-open']), 'lazy');
  });

  it('is eager for a build, a development build included, and anything else', () => {
    assert.equal(hoverMode([...docusaurus, 'build']), 'eager');
    assert.equal(hoverMode([...docusaurus, 'build', '--dev']), 'eager');
    assert.equal(hoverMode([...docusaurus, 'serve']), 'eager');
    // Not the command: an option's value that happens to read "start".
    assert.equal(hoverMode([...docusaurus, 'build', '--out-dir', 'start']), 'eager');
    // Unit tests, scripts: no command at all.
    assert.equal(hoverMode(['/usr/bin/node', '/site/scripts/x.ts']), 'eager');
  });
});
