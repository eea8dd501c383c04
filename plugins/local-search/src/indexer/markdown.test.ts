import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { markdownRecords, plainText } from './markdown';

describe('markdownRecords', () => {
  it('indexes title, headings with their anchors, paragraphs, list items and the tRPC imports of code', () => {
    const records = markdownRecords({
      source: [
        '---',
        'title: Context',
        '---',
        'import Tabs from "@theme/Tabs";',
        '',
        'The **context** holds [request data](/docs/x).',
        '',
        '## Inner and outer context',
        '',
        '- Inner: `createContextInner`',
        '',
        '```ts',
        'const secret = 1;',
        "import { initTRPC } from '@trpc/server';",
        '```',
        '### Custom id {#custom}',
        '<Tabs>',
        'Text.',
      ].join('\n'),
      title: 'Context',
      permalink: '/docs/server/context',
      language: 'en',
      version: 'current',
      tag: 'docs-default-current',
      lvl0: 'Documentation',
    });
    assert.deepEqual(
      records.map((r) => [r.type, r.url, r.content]),
      [
        ['lvl1', '/docs/server/context', null],
        ['content', '/docs/server/context', 'The context holds request data.'],
        ['lvl2', '/docs/server/context#inner-and-outer-context', null],
        ['content', '/docs/server/context#inner-and-outer-context', 'Inner: createContextInner'],
        ['content', '/docs/server/context#inner-and-outer-context', "import { initTRPC } from '@trpc/server'"],
        ['lvl3', '/docs/server/context#custom', null],
        ['content', '/docs/server/context#custom', 'Text.'],
      ],
    );
  });

  it("gives the title record the front matter's keywords and a sidebar label with new words", () => {
    const page = (sidebarLabel?: string) =>
      markdownRecords({
        source: '---\ntitle: Set up a tRPC Client\n---\nText.',
        title: 'Set up a tRPC Client',
        permalink: '/docs/client/vanilla/setup',
        language: 'en',
        version: 'current',
        tag: 'docs-default-current',
        lvl0: 'Documentation',
        keywords: ['createTRPCClient'],
        sidebarLabel,
      });
    assert.deepEqual(
      page('Setup').map((r) => [r.type, r.keywords]),
      [
        ['lvl1', ['createTRPCClient', 'Setup']],
        ['content', undefined],
      ],
    );
    assert.deepEqual(page('tRPC Client')[0]!.keywords, ['createTRPCClient']);
  });

  it('reduces inline Markdown to text', () => {
    assert.equal(plainText('**a** _b_ `c` [d](e) ![f](g)'), 'a b c d f');
  });
});
