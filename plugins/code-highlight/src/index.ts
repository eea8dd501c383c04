import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { codeThemeCss } from './css';

export interface Options {
  /** Token colours in light mode. */
  lightTheme: PrismTheme;
  /** Token colours in dark mode. */
  darkTheme: PrismTheme;
}

/**
 * Build-time code highlighting. The remark plugin (`./remark`, wired into the
 * docs, blog and pages) turns each fenced block into highlighted HTML; this
 * plugin adds the token colours for both colour modes as one small inline
 * style, so highlighted code paints with the first byte of CSS and no
 * highlighter runs in the browser.
 */
export default function codeHighlightPlugin(_context: LoadContext, options: Options): Plugin {
  const css = codeThemeCss(options.lightTheme, options.darkTheme);
  const require = createRequire(__filename);
  const prismClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  return {
    name: 'code-highlight',
    configureWebpack() {
      // theme-classic registers a client module that imports Prism on every
      // page; nothing here needs it any more.
      return { resolve: { alias: { [`${prismClientModule}$`]: path.join(__dirname, 'client/noPrism.ts') } } };
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'style', attributes: { 'data-code-theme': '' }, innerHTML: css }] };
    },
  };
}

export function validateOptions({ options }: { options: Partial<Options>; validate: unknown }): Options {
  if (!options.lightTheme?.plain || !options.darkTheme?.plain) {
    throw new Error('code-highlight: `lightTheme` and `darkTheme` must be prism-react-renderer themes');
  }
  return options as Options;
}
