import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { indexTerms, tokenize } from './tokenize';

/** What indexTerms must equal: the norms of the general tokenizer. */
const reference = (text: string) => tokenize(text).map((t) => t.norm);

describe('indexTerms', () => {
  it('gives the norms of tokenize for words, camelCase, digits, _ and $', () => {
    for (const text of [
      '',
      'plain words only',
      'httpBatchLink and createTRPCClient',
      'HTTPServer XMLHttpRequest v10 api2json __proto__ $ $store foo_bar a1b2',
      'ALLCAPS Mixed123Case getURL. end-of-line\n\ttab',
      'initTRPC.create<{ ctx: Context }>()',
    ]) {
      assert.deepEqual(indexTerms(text), reference(text), text);
    }
  });

  it('treats text with non-ASCII letters as tokenize does', () => {
    for (const text of ['Café crème brûlée', 'naïveParser über', 'mixed ASCII and 日本語 text', 'Ünïcödé']) {
      assert.deepEqual(indexTerms(text), reference(text), text);
    }
  });

  it('matches tokenize on random ASCII text', () => {
    const alphabet = 'aAbBzZ09_$ .-<>(){}:\n';
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 2000; i++) {
      let text = '';
      const length = Math.floor(random() * 40);
      for (let j = 0; j < length; j++) text += alphabet[Math.floor(random() * alphabet.length)];
      assert.deepEqual(indexTerms(text), reference(text), JSON.stringify(text));
    }
  });

  it("runs a short heading's words together, with compound, as tokenize does", () => {
    assert.deepEqual(indexTerms('HTTP Batch Stream Link', true).slice(-1), ['httpbatchstreamlink']);
    const joined = tokenize('HTTP Batch Stream Link', true).at(-1)!;
    assert.deepEqual(joined, { norm: 'httpbatchstreamlink', start: 0, end: 22, part: true, joined: true });
    // One word, or five and more, are not run together.
    assert.deepEqual(indexTerms('Routers', true), ['routers']);
    assert.deepEqual(indexTerms('Put the user on context', true), indexTerms('Put the user on context'));
    for (const text of ['useQuery()', 'Split Link', 'Set up a tRPC Client', 'Café crème', 'a b c d e f']) {
      assert.deepEqual(
        indexTerms(text, true),
        tokenize(text, true).map((t) => t.norm),
        text,
      );
    }
  });

  it('matches tokenize on the docs written for the site', () => {
    const files = fs
      .readdirSync('docs', { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'));
    assert.ok(files.length > 10);
    for (const file of files) {
      const text = fs.readFileSync(`docs/${file}`, 'utf8');
      assert.deepEqual(indexTerms(text), reference(text), file);
    }
  });
});
