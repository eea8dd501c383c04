import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageKeywords } from './keywords';

describe('pageKeywords', () => {
  it('keeps the own keywords, trimmed and each once, in order', () => {
    assert.deepEqual(pageKeywords([' createTRPCClient', 'httpBatchLink ', '', 'createTRPCClient'], undefined, 'X'), [
      'createTRPCClient',
      'httpBatchLink',
    ]);
  });

  it('adds a sidebar label only when it has a word the title lacks', () => {
    assert.deepEqual(pageKeywords([], 'Introduction', 'tRPC v9'), ['Introduction']);
    assert.deepEqual(pageKeywords([], 'CORS & Cookies', 'Send cookies cross-origin'), ['CORS & Cookies']);
    assert.deepEqual(pageKeywords([], 'Express', 'Express Adapter'), []);
    assert.deepEqual(pageKeywords([], 'useUtils()', 'useUtils'), []);
    assert.deepEqual(pageKeywords([], '  ', 'Title'), []);
    assert.deepEqual(pageKeywords(['SSR'], 'Server-Side Rendering (SSR)', 'Server-Side Rendering'), [
      'SSR',
      'Server-Side Rendering (SSR)',
    ]);
  });
});
