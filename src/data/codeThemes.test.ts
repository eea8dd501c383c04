import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contrast, darkCodeTheme, lightCodeTheme, parseColor, readable } from './codeThemes';

const rgb = (color: string) => parseColor(color)!;

describe('code themes', () => {
  it('give every token colour at least 4.5:1 contrast on the block background', () => {
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      const bg = rgb(theme.plain.backgroundColor!);
      const colors = [theme.plain.color!, ...theme.styles.map((s) => s.style.color).filter((c): c is string => !!c)];
      for (const color of colors) {
        assert.ok(parseColor(color), `unparsed colour ${color}`);
        assert.ok(contrast(rgb(color), bg) >= 4.5, `${color} on ${theme.plain.backgroundColor}`);
      }
    }
  });

  it('leaves readable colours alone', () => {
    assert.equal(readable('#000000', '#ffffff'), '#000000');
  });
});
