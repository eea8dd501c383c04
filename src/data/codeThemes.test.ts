import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { HIGHLIGHTED_LINE, contrast, darkCodeTheme, lightCodeTheme, over, parseColor, readable } from './codeThemes';

const rgb = (color: string) => parseColor(color)!;

/** `--docusaurus-highlighted-code-line-bg` in the site's stylesheet, in the rule whose selector is `selector`. */
function highlightedLineInCss(selector: string): string | undefined {
  const css = fs.readFileSync(path.join(__dirname, '../css/custom.css'), 'utf8');
  const escaped = selector.replace(/[[\]()'.*+?^$|]/g, '\\$&');
  const block = new RegExp(`^${escaped} \\{([^}]*)\\}`, 'm').exec(css)?.[1];
  return /--docusaurus-highlighted-code-line-bg:\s*([^;]+);/.exec(block ?? '')?.[1]?.trim();
}

describe('code themes', () => {
  // axe-core does not check code lines in the end-to-end specs (e2e/fixtures.ts): this test does.
  for (const [mode, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    it(`give every ${mode} token colour at least 4.5:1 contrast on the block and on a highlighted line`, () => {
      const block = theme.plain.backgroundColor!;
      const highlighted = over(HIGHLIGHTED_LINE[mode], block);
      const colors = [theme.plain.color!, ...theme.styles.map((s) => s.style.color).filter((c): c is string => !!c)];
      assert.ok(colors.length > 5, 'the theme has its token colours');
      for (const color of colors) {
        assert.ok(parseColor(color), `unparsed colour ${color}`);
        for (const bg of [block, highlighted]) {
          assert.ok(contrast(rgb(color), rgb(bg)) >= 4.5, `${mode}: ${color} on ${bg}`);
        }
      }
    });
  }

  it('makes tokens readable on the highlighted line the stylesheet sets', () => {
    assert.equal(highlightedLineInCss(':root'), HIGHLIGHTED_LINE.light);
    assert.equal(highlightedLineInCss("[data-theme='dark']"), HIGHLIGHTED_LINE.dark);
  });

  it('lays a translucent colour over a background', () => {
    assert.equal(over('rgba(0, 0, 0, 0.5)', '#ffffff'), '#808080');
    assert.equal(over('rgba(255, 255, 255, 0.1)', '#000000'), '#1a1a1a');
  });

  it('reaches the contrast on every background it is given', () => {
    const color = readable('#888888', '#ffffff', '#dddddd');
    assert.ok(contrast(rgb(color), rgb('#dddddd')) >= 4.5);
  });

  it('leaves readable colours alone', () => {
    assert.equal(readable('#000000', '#ffffff'), '#000000');
  });
});
