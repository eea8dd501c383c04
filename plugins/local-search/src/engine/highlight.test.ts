import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeHtml, highlight, snippet } from './highlight';

const opts = (words: string[]) => ({ words, preTag: '<mark>', postTag: '</mark>' });

describe('highlight', () => {
  it('wraps matched words and reports the match level', () => {
    const r = highlight('Define Routers', opts(['routers']));
    assert.equal(r.value, 'Define <mark>Routers</mark>');
    assert.equal(r.matchLevel, 'full');
    assert.deepEqual(r.matchedWords, ['routers']);
    assert.equal(highlight('Define Routers', opts(['routers', 'zzz'])).matchLevel, 'partial');
    assert.equal(highlight('Define Routers', opts(['zzz'])).matchLevel, 'none');
  });

  it('highlights only the typed part of a prefix and camelCase parts', () => {
    assert.equal(highlight('Middlewares', opts(['middle'])).value, '<mark>Middle</mark>wares');
    assert.equal(highlight('httpBatchLink', opts(['batch'])).value, 'http<mark>Batch</mark>Link');
  });

  it('highlights all of a heading matched by its words run together', () => {
    const heading = (words: string[]) => ({ ...opts(words), compound: true });
    assert.equal(highlight('HTTP Batch Link', heading(['httpbatchlink'])).value, '<mark>HTTP Batch Link</mark>');
    assert.equal(highlight('HTTP Batch Link', heading(['httpbatchl'])).value, '<mark>HTTP Batch Link</mark>');
    assert.equal(highlight('HTTP Batch Link', opts(['httpbatchlink'])).matchLevel, 'none');
    assert.equal(
      highlight('Set up with React Server Components', heading(['rsc'])).value,
      'Set up with <mark>React Server Components</mark>',
    );
  });

  it('highlights all of another form of a word, and swapped letters', () => {
    assert.equal(
      highlight('Disabling request batching', opts(['disable', 'batching'])).value,
      '<mark>Disabling</mark> request <mark>batching</mark>',
    );
    assert.equal(
      highlight('Logging and timing', opts(['log', 'timing'])).value,
      '<mark>Logging</mark> and <mark>timing</mark>',
    );
    assert.equal(highlight('Context', opts(['cotnext'])).value, '<mark>Context</mark>');
    assert.equal(highlight('Set up Next.js', opts(['nextjs'])).value, 'Set up <mark>Next.js</mark>');
  });

  it('escapes the text; only the highlight tags are markup', () => {
    const r = highlight('<img src=x onerror=alert(1)> & "quotes"', opts(['img']));
    assert.equal(r.value, '&lt;<mark>img</mark> src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    assert.equal(escapeHtml(`<>&"'`), '&lt;&gt;&amp;&quot;&#39;');
  });
});

describe('snippet', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';
  it('returns short texts whole', () => {
    assert.equal(snippet('a short text', 10, '…', opts(['short'])).value, 'a <mark>short</mark> text');
  });

  it('cuts long texts to the requested number of words around the first match, with ellipses', () => {
    const r = snippet(text, 5, '…', opts(['eleven']));
    assert.equal(r.value, '…ten <mark>eleven</mark> twelve thirteen fourteen…');
    const start = snippet(text, 5, '…', opts(['one']));
    assert.equal(start.value, '<mark>one</mark> two three four five…');
  });
});
