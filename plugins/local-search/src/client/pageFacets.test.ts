import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageFacetFilters } from './pageFacets';

/** A document whose head has these `docsearch:*` meta tags. */
function page(meta: Record<string, string>): Pick<Document, 'querySelector'> {
  return {
    querySelector: ((selector: string) => {
      const name = /^meta\[name="docsearch:([\w-]+)"\]$/.exec(selector)?.[1];
      return name && name in meta ? ({ content: meta[name] } as HTMLMetaElement) : null;
    }) as Document['querySelector'],
  };
}

describe('pageFacetFilters', () => {
  it('on a docs page: its language, the pages and its version', () => {
    assert.deepEqual(pageFacetFilters(page({ language: 'en', docusaurus_tag: 'docs-default-10.x', version: '10.x' })), [
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-10.x'],
    ]);
  });

  it('nothing on pages that are not docs, or without the metadata', () => {
    assert.equal(pageFacetFilters(page({ language: 'en', docusaurus_tag: 'default' })), null);
    assert.equal(pageFacetFilters(page({ language: 'en', docusaurus_tag: 'blog_posts_list' })), null);
    assert.equal(pageFacetFilters(page({ docusaurus_tag: 'docs-default-current' })), null);
    assert.equal(pageFacetFilters(page({})), null);
  });
});
