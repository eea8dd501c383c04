import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { editDistance, indexTerms, matchTypos, stem, swaps, tokenize, wordForms } from './tokenize';

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
    assert.ok(indexTerms('HTTP Batch Stream Link', true).includes('httpbatchstreamlink'));
    const joined = tokenize('HTTP Batch Stream Link', true).find((t) => t.norm === 'httpbatchstreamlink');
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

  it("adds the initials of a heading's run of three or four capitalised words, with compound", () => {
    assert.ok(indexTerms('Static Site Generation', true).includes('ssg'));
    assert.ok(indexTerms('Set up with React Server Components', true).includes('rsc'));
    assert.ok(indexTerms('Server-Side Rendering', true).includes('ssr'));
    const rsc = tokenize('Set up with React Server Components', true).find((t) => t.norm === 'rsc');
    assert.deepEqual(rsc, { norm: 'rsc', start: 12, end: 35, part: true, joined: true });
    // Not in body text, not for two or five capitalised words, not for capitals alone.
    assert.ok(!indexTerms('Static Site Generation').includes('ssg'));
    assert.ok(!indexTerms('Split Link', true).includes('sl'));
    assert.ok(!indexTerms('Use Five Capitalised Words Here', true).includes('ufcwh'));
    assert.ok(!indexTerms('HTTP RPC Specification', true).includes('hrs'));
    for (const text of ['Static Site Generation', 'Set up with React Server Components', 'Über Café Crème Brûlée']) {
      assert.deepEqual(
        indexTerms(text, true),
        tokenize(text, true).map((t) => t.norm),
        text,
      );
    }
  });

  it('also gives a product name with a short dotted suffix written together, not code', () => {
    assert.deepEqual(indexTerms('Use Next.js or Node.js'), [
      'use',
      'next',
      'js',
      'or',
      'node',
      'js',
      'nextjs',
      'nodejs',
    ]);
    assert.ok(indexTerms('over Socket.io.').includes('socketio'));
    // Longer suffixes and longer chains are code.
    assert.deepEqual(indexTerms('t.router'), ['t', 'router']);
    assert.deepEqual(indexTerms('ctx.user.id'), ['ctx', 'user', 'id']);
    assert.deepEqual(
      indexTerms('With Next.js.'),
      tokenize('With Next.js.').map((t) => t.norm),
    );
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

describe('word forms and typos', () => {
  it('gives the forms a reader does not tell apart one stem', () => {
    const same = [
      ['disable', 'disables', 'disabled', 'disabling'],
      ['cache', 'caches', 'cached', 'caching'],
      ['log', 'logs', 'logged', 'logging', 'logger', 'loggers'],
      ['format', 'formats', 'formatted', 'formatting', 'formatter'],
      ['type', 'types', 'typed', 'typing'],
      ['subscription', 'subscriptions'],
      ['batch', 'batches', 'batching'],
      ['string', 'strings'],
      ['call', 'calls', 'called', 'calling'],
    ];
    for (const group of same) assert.equal(new Set(group.map(stem)).size, 1, group.join(' '));
    // Words that only look like forms of another keep theirs.
    for (const [a, b] of [
      ['header', 'head'],
      ['server', 'serve'],
      ['user', 'use'],
      ['class', 'clas'],
      ['login', 'log'],
    ]) {
      assert.notEqual(stem(a!), stem(b!), `${a} ${b}`);
    }
  });

  it('lists the other forms of a word to look up', () => {
    const forms = wordForms('disable');
    for (const form of ['disables', 'disabled', 'disabling']) assert.ok(forms.includes(form), form);
    assert.ok(!forms.includes('disable'));
    assert.ok(wordForms('logger').includes('logging'));
    assert.deepEqual(wordForms('an'), []);
    for (const form of wordForms('formatting')) assert.equal(stem(form), stem('formatting'), form);
  });

  it('counts two swapped letters as one typo', () => {
    assert.equal(editDistance('cotnext', 'context', 2), 1);
    assert.equal(editDistance('abc', 'abc', 1), 0);
    assert.equal(editDistance('kitten', 'sitting', 3), 3);
    assert.ok(swaps('cotnext').includes('context'));
    assert.equal(matchTypos('cotnext', 'context', false), 1);
    assert.equal(matchTypos('midleware', 'middleware', false), 1);
  });

  it('matches other forms without a typo, and a typo in another form with one', () => {
    assert.equal(matchTypos('disable', 'disabling', false), 0);
    assert.equal(matchTypos('cache', 'caching', false), 0);
    assert.equal(matchTypos('subscripton', 'subscriptions', false), 1);
    assert.equal(matchTypos('header', 'heading', false), null);
  });
});
