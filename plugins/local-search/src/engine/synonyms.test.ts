import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SYNONYMS, synonymsOf } from './synonyms';
import { STOP_WORDS, queryWords, stem } from './tokenize';

describe('the synonym table', () => {
  it('lists each word once, as the query side sees it, with a reason', () => {
    const stems = SYNONYMS.map((s) => stem(s.word));
    assert.equal(new Set(stems).size, stems.length);
    for (const { word, alternatives, why } of SYNONYMS) {
      assert.deepEqual(queryWords(word), [word], `${word}: one lower-case query word`);
      assert.ok(!STOP_WORDS.has(word), `${word} is a stop word`);
      assert.ok(alternatives.length > 0 && alternatives.every((a) => queryWords(a).join(' ') === a && a !== word));
      assert.ok(why.trim().length > 20, `${word}: say why`);
    }
  });

  it('looks a word up', () => {
    assert.deepEqual(synonymsOf('cancel'), ['abort']);
    assert.deepEqual(synonymsOf('endpoints'), ['procedure'], 'in another form');
    assert.deepEqual(synonymsOf('abort'), [], 'one way only');
  });
});
