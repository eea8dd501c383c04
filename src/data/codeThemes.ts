import { type PrismTheme, themes } from 'prism-react-renderer';

/**
 * Code-block colours: prism-react-renderer's GitHub (light) and VS Dark
 * themes, with every token colour pushed just far enough towards black or
 * white to reach WCAG AA contrast (4.5:1) on the block's background and on
 * a highlighted line (which a hovered or focused identifier shares). The
 * stock themes leave strings, comments and functions below that.
 *
 * The end-to-end specs leave code lines out of axe-core's colour-contrast
 * rule (e2e/fixtures.ts): this module and its test are what check them.
 */
const MIN_CONTRAST = 4.6;

type Rgb = [number, number, number];

/**
 * The highlighted line's background, per colour mode: a translucent layer
 * over the block's background. `src/css/custom.css` sets the same values as
 * `--docusaurus-highlighted-code-line-bg` (the unit test compares them).
 */
export const HIGHLIGHTED_LINE = { light: 'rgba(0, 0, 0, 0.08)', dark: 'rgba(255, 255, 255, 0.1)' } as const;

/** Parses `#rgb`, `#rrggbb` and `rgb(r, g, b)`. */
export function parseColor(color: string): Rgb | null {
  const fn = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i.exec(color.trim());
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3])];
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

/** The colour a translucent `rgba(r, g, b, a)` layer gives over an opaque background. */
export function over(layer: string, background: string): string {
  const m = /^rgba\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*([\d.]+)\s*\)$/i.exec(layer.trim());
  const bg = parseColor(background);
  if (!m || !bg) throw new Error(`cannot lay ${layer} over ${background}`);
  const alpha = Number(m[4]);
  return toHex(bg.map((c, i) => Number(m[i + 1]) * alpha + c * (1 - alpha)) as Rgb);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const [R, G, B] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/**
 * Moves `color` towards black (on light backgrounds) or white until it is
 * readable on each of `backgrounds` (the first decides the direction).
 */
export function readable(color: string, ...backgrounds: string[]): string {
  const fg = parseColor(color);
  const bgs = backgrounds.map(parseColor);
  if (!fg || bgs.length === 0 || bgs.some((bg) => !bg)) return color;
  const target: Rgb = luminance(bgs[0]!) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const worst = (c: Rgb) => Math.min(...bgs.map((bg) => contrast(c, bg!)));
  let current = fg;
  for (let step = 0; step < 40 && worst(current) < MIN_CONTRAST; step++) {
    current = current.map((c, i) => c + (target[i]! - c) * 0.08) as Rgb;
  }
  return toHex(current);
}

function accessible(theme: PrismTheme, highlightedLine: string): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const backgrounds = [background, over(highlightedLine, background)];
  return {
    plain: { ...theme.plain, color: readable(theme.plain.color ?? '#000000', ...backgrounds) },
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {
        ...entry.style,
        ...(typeof entry.style.color === 'string' && { color: readable(entry.style.color, ...backgrounds) }),
      },
    })),
  };
}

export const lightCodeTheme = accessible(themes.github, HIGHLIGHTED_LINE.light);
export const darkCodeTheme = accessible(themes.vsDark, HIGHLIGHTED_LINE.dark);
