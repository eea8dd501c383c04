import type { PrismTheme } from 'prism-react-renderer';

/**
 * The colours of build-time highlighted code, as CSS: one rule per token type
 * of each theme, the dark theme's under `[data-theme='dark']`. The theme
 * switches with the colour mode through CSS alone, so nothing re-renders.
 */
function declarations(style: PrismTheme['plain']): string {
  const out: string[] = [];
  if (style.color) out.push(`color:${style.color}`);
  if (style.backgroundColor) out.push(`background-color:${style.backgroundColor}`);
  if (style.fontStyle) out.push(`font-style:${style.fontStyle}`);
  if (style.fontWeight) out.push(`font-weight:${style.fontWeight}`);
  if (style.textDecorationLine) out.push(`text-decoration-line:${style.textDecorationLine}`);
  if (style.opacity !== undefined) out.push(`opacity:${style.opacity}`);
  return out.join(';');
}

function themeRules(theme: PrismTheme, scope: string): string[] {
  const rules = [
    `${scope}{--prism-color:${theme.plain.color ?? 'inherit'};--prism-background-color:${theme.plain.backgroundColor ?? 'transparent'}}`,
  ];
  // The two scopes exclude each other, so a language-specific light rule can
  // never outweigh a dark one.
  for (const entry of theme.styles) {
    const body = declarations(entry.style);
    if (!body) continue;
    const languages = entry.languages?.map((l) => `.language-${l} `) ?? [''];
    const selectors = entry.types.flatMap((type) => languages.map((lang) => `${scope} ${lang}.token.${type}`.trim()));
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules;
}

export function codeThemeCss(light: PrismTheme, dark: PrismTheme): string {
  return [...themeRules(light, "html:not([data-theme='dark'])"), ...themeRules(dark, "html[data-theme='dark']")].join(
    '\n',
  );
}
