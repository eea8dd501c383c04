import { createRequire } from 'node:module';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import { type LineAnnotations, type PageContext, annotateLine, pageContext } from './annotate';
import { escapeHtml } from './escape';

export { escapeHtml };

/**
 * Syntax highlighting at build time: code becomes HTML with Prism's token
 * classes (`token keyword`, …), coloured by the CSS of `css.ts`, so no
 * highlighter or grammar is shipped to the browser.
 */

// prism-react-renderer bundles the common grammars; the ones our pages use on
// top (shell, diff) come from prismjs's components, which register themselves
// on a global `Prism`.
const EXTRA_LANGUAGES = ['bash', 'diff', 'http'];
const require = createRequire(__filename);
let extrasLoaded = false;
function loadExtraLanguages(): void {
  if (extrasLoaded) return;
  extrasLoaded = true;
  const scope = globalThis as { Prism?: unknown };
  const previous = scope.Prism;
  scope.Prism = Prism;
  for (const lang of EXTRA_LANGUAGES) require(`prismjs/components/prism-${lang}`);
  scope.Prism = previous;
}

const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', jsonc: 'json' };

export function grammarName(language: string): string | null {
  loadExtraLanguages();
  const name = ALIASES[language] ?? language;
  return Prism.languages[name] ? name : null;
}

/** One array of `{ types, content }` tokens per line of `code`. */
function tokenize(code: string, language: string): { types: string[]; content: string }[][] {
  const name = grammarName(language);
  if (!name) return code.split('\n').map((line) => [{ types: ['plain'], content: line }]);
  return normalizeTokens(Prism.tokenize(code, Prism.languages[name]!));
}

export interface HighlightOptions {
  /** Extra class names per 0-based line (highlighted lines, from the block's meta or magic comments). */
  lineClassNames?: Record<number, string[]>;
  /** Render a line-number gutter. */
  showLineNumbers?: boolean;
  /** Type hovers and shown errors per 0-based line (see `annotate.ts`). */
  annotations?: Record<number, LineAnnotations>;
  /** Ids and type texts the page's blocks share (see `annotate.ts`); one per block if not given. */
  page?: PageContext;
}

/**
 * The inner HTML of a block's `<code>` element: one `token-line` element per
 * line ending in `<br>`, the markup of Docusaurus's own code blocks, so their
 * global styles (highlighted lines, word wrap, print) apply unchanged.
 */
export function highlightToHtml(code: string, language: string, options: HighlightOptions = {}): string {
  const page = options.page ?? pageContext();
  let css = '';
  const html = tokenize(code, language)
    .map((line, index) => {
      const classes = ['token-line', ...(options.lineClassNames?.[index] ?? [])];
      // An empty line comes back as a lone "\n" token; the <br> below
      // already ends the line (Docusaurus's Line does the same).
      const parts = line.filter(({ content }) => content !== '' && !(line.length === 1 && content === '\n'));
      const annotated = annotateLine(parts, options.annotations?.[index], page);
      const { html: tokens, after } = annotated;
      css += annotated.css;
      if (!options.showLineNumbers) return `<div class="${classes.join(' ')}">${tokens}<br></div>${after}`;
      classes.push('code-line');
      return `<div class="${classes.join(' ')}"><span class="code-line-number"></span><span class="code-line-content">${tokens}</span><br></div>${after}`;
    })
    .join('');
  // The type texts of the uses' tooltips this block is the first to need.
  return css ? `<style>${css}</style>${html}` : html;
}
