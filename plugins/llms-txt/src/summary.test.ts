import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstParagraph, firstSentence, pageSummary, plainInline } from './summary';

describe('firstSentence', () => {
  it('ends at the first full stop before the next word', () => {
    assert.equal(firstSentence('A router groups procedures. It is the API.'), 'A router groups procedures.');
    assert.equal(firstSentence('A real API outgrows a file. tRPC lets you split it.'), 'A real API outgrows a file.');
    assert.equal(firstSentence('Is it typed? Yes.'), 'Is it typed?');
  });

  it('does not end at abbreviations, versions, file names or code', () => {
    assert.equal(
      firstSentence('Use a validator, e.g. Zod, from v10.41.0 on Node.js with `a. B`. Then more.'),
      'Use a validator, e.g. Zod, from v10.41.0 on Node.js with `a. B`.',
    );
  });

  it('keeps a text without a full stop whole', () => {
    assert.equal(firstSentence('End-to-end typesafe APIs'), 'End-to-end typesafe APIs');
  });
});

describe('firstParagraph', () => {
  it('skips headings, code, lists, quotes, tables and HTML before the first prose', () => {
    const md = [
      '## Intro',
      '',
      '```ts',
      'x',
      '```',
      '',
      '- item',
      '',
      '> quote',
      '',
      '| a |',
      '',
      'The **first** [text](https://x).',
      'Continued.',
      '',
      'Next.',
    ].join('\n');
    assert.equal(firstParagraph(md), 'The first text. Continued.');
  });

  it('is undefined for a page without prose', () => {
    assert.equal(firstParagraph('```ts\nx\n```'), undefined);
  });
});

describe('plainInline', () => {
  it('keeps code spans and link text, drops emphasis and tags', () => {
    assert.equal(
      plainInline('A **router** of [procedures](/x) with `t.router()` and <b>tags</b>, _really_.'),
      'A router of procedures with `t.router()` and tags, really.',
    );
  });
});

describe('pageSummary', () => {
  it('prefers the description, cut to one sentence', () => {
    assert.equal(pageSummary('Setup', 'How to set it up. And more.', 'Ignored.'), 'How to set it up.');
  });

  it('falls back to the first paragraph when the description is missing or only repeats the title', () => {
    assert.equal(pageSummary('React Query', undefined, 'Hooks for React. More.'), 'Hooks for React.');
    assert.equal(pageSummary('React Query', 'React Query', 'Hooks for React. More.'), 'Hooks for React.');
    assert.equal(pageSummary('Empty', undefined, '```ts\nx\n```'), '');
  });
});
