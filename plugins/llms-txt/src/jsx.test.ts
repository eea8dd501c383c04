import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attrBoolean, attrString, parseJsxElement, parseOpenTag, stringLiteral } from './jsx';

describe('parseOpenTag', () => {
  it('reads string, expression, boolean and spread attributes', () => {
    const tag = parseOpenTag(`<A s="x > y" t='q' e={{ a: '}' }} lit={'z'} flag {...rest} />`, 0);
    assert.ok(tag);
    assert.equal(tag.name, 'A');
    assert.equal(tag.selfClosing, true);
    assert.equal(attrString(tag, 's'), 'x > y');
    assert.equal(attrString(tag, 't'), 'q');
    assert.deepEqual(tag.attrs.get('e'), { kind: 'expression', source: "{ a: '}' }" });
    assert.equal(attrString(tag, 'lit'), 'z');
    assert.equal(attrBoolean(tag, 'flag'), true);
    assert.equal(attrBoolean(tag, 'missing'), false);
  });

  it('is no tag for autolinks, comparisons or unclosed tags', () => {
    assert.equal(parseOpenTag('<https://trpc.io>', 0), null);
    assert.equal(parseOpenTag('< b', 0), null);
    assert.equal(parseOpenTag('<A href="x"', 0), null);
  });
});

describe('parseJsxElement', () => {
  it('matches the closing tag across nested elements of the same name', () => {
    const text = '<Tabs><TabItem>a</TabItem><Tabs>b</Tabs></Tabs> after';
    const el = parseJsxElement(text, 0);
    assert.ok(el);
    assert.equal(el.children, '<TabItem>a</TabItem><Tabs>b</Tabs>');
    assert.equal(text.slice(el.end), ' after');
  });

  it('steps over fenced code, code spans and MDX comments in the children', () => {
    const text = ['<Tabs>', '```tsx', '</Tabs>', '```', 'Use `</Tabs>` {/* </Tabs> */}', '</Tabs>'].join('\n');
    const el = parseJsxElement(text, 0);
    assert.ok(el);
    assert.equal(el.end, text.length);
  });

  it('returns null for an element that never closes', () => {
    assert.equal(parseJsxElement('<Tabs>\nno end', 0), null);
  });
});

describe('stringLiteral', () => {
  it('accepts plain string literals only', () => {
    assert.equal(stringLiteral("' '"), ' ');
    assert.equal(stringLiteral('`a`'), 'a');
    assert.equal(stringLiteral('`a${b}`'), undefined);
    assert.equal(stringLiteral('a + b'), undefined);
  });
});
