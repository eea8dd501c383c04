/**
 * Which CSS rules can never apply, and the stylesheet without them.
 *
 * The names a page's markup can carry all come from the client's JavaScript:
 * React renders the same markup in the browser as on the server, so every
 * class the HTML holds is also written somewhere in a JS chunk, as a literal,
 * a CSS module's mapping or the highlighted code HTML. A class whose name
 * appears in no chunk can therefore match nothing, and a rule that needs such
 * a class in every one of its selectors can go.
 *
 * Some names are only completed at run time: theme-classic writes
 * `alert--${type}`, `theme-admonition-${type}`, `docs-version-${name}`, …
 * The literal part of such a name ends in a dash right before the quote or
 * the `${`, so every string literal ending in `-` is taken as a prefix, and
 * any class starting with one is kept. A name glued from pieces none of
 * which ends in a dash (`'col' + suffix`) would escape this;
 * checkBuild.ts checks a build's HTML for such a case.
 *
 * Custom properties go the same way once nothing can read them
 * (`purgeCustomProperties`): Infima alone declares over 300, for every shade
 * of every colour and every component, and a declaration no `var()` of the
 * remaining CSS names, directly or through another property, nor any code,
 * only adds weight.
 *
 * What counts as "needed" is deliberately narrow: only the classes of a
 * selector's own compounds, never those inside a pseudo-class's argument
 * (`.a:not(.gone)` still matches, and so may `:is(.gone, .a)`), and never an
 * element, attribute, id or pseudo-class. Everything that is not a style
 * rule is kept (variables on `:root`, `@font-face`, `@property`, …) except
 * `@keyframes` that nothing names any more; grouping rules (`@media`,
 * `@supports`, `@container`, …) are looked into and go only once empty.
 *
 * The file is edited, not reprinted: PostCSS keeps every byte of what it
 * does not remove, so the output is the minimizer's own output less some
 * rules. (Printing it again through lightningcss would also drop the
 * fallback declarations it judges redundant, such as `height: 100vh` before
 * `height: -webkit-fill-available`.) Selectors are read by lightningcss, the
 * parser the CSS minimizer itself uses.
 */
import { transform, type Selector } from 'lightningcss';
import postcss, { type AtRule, type ChildNode, type Container } from 'postcss';

/** The names the client's code can put in a `class` attribute. */
export interface UsedNames {
  /** Every identifier-like word found in the code. */
  tokens: ReadonlySet<string>;
  /**
   * Literal strings ending in `-` (`"alert--"`, `` `col--${n}` ``): the start
   * of a class name completed at run time. Any class that begins with one of
   * them is kept.
   */
  prefixes: readonly string[];
}

const TOKEN = /[A-Za-z0-9_-]+/g;
/**
 * The last word of a string literal, or of a template literal's text before
 * a `${…}`, when it ends in a dash. Matches start at the beginning of the
 * word, as the leftmost match wins.
 */
const PREFIX = /[A-Za-z0-9_-]*-(?=["'`]|\$\{)/g;
/** Class names made only of the characters a token can hold. */
const PLAIN_NAME = /^[A-Za-z0-9_-]+$/;

/** The used names, from the text of every JS asset (and any other text the pages can load). */
export function usedNames(texts: Iterable<string>): UsedNames {
  const tokens = new Set<string>();
  const prefixes = new Set<string>();
  for (const text of texts) {
    for (const [token] of text.matchAll(TOKEN)) tokens.add(token);
    for (const [prefix] of text.matchAll(PREFIX)) prefixes.add(prefix);
  }
  // Sorted, so the result never depends on the order the assets came in.
  return { tokens, prefixes: [...prefixes].sort() };
}

export function classIsUsed(name: string, used: UsedNames): boolean {
  // A name with characters a token cannot hold (`md:flex`, an escape, a
  // non-ASCII letter) cannot be looked up reliably: it is kept.
  if (!PLAIN_NAME.test(name)) return true;
  if (used.tokens.has(name)) return true;
  return used.prefixes.some((prefix) => name.startsWith(prefix));
}

/** The classes an element must carry for the selector to match it (none inside `:not()`, `:is()`, …). */
export function requiredClasses(selector: Selector): string[] {
  return selector.flatMap((component) => (component.type === 'class' ? [component.name] : []));
}

/** A selector list can match only if one of its selectors needs no unused class. */
export function selectorsCanMatch(selectors: Selector[], used: UsedNames): boolean {
  return selectors.some((selector) => requiredClasses(selector).every((name) => classIsUsed(name, used)));
}

/** What a selector list is made of, or null when lightningcss cannot read it alone (a relative nested selector). */
export function parseSelectors(selector: string): Selector[] | null {
  let selectors: Selector[] | null = null;
  try {
    transform({
      filename: 'selector.css',
      code: Buffer.from(`${selector}{}`),
      visitor: {
        Rule: {
          style(rule) {
            selectors ??= rule.value.selectors;
          },
        },
      },
    });
  } catch {
    return null;
  }
  return selectors;
}

/** At-rules whose content is a list of rules, looked into for style rules. */
const GROUPING = new Set(['media', 'supports', 'container', 'layer', 'scope', 'starting-style', '-moz-document']);
/**
 * The grouping rules removed once nothing is left in them. An emptied
 * `@layer name {}` stays: it still sets where that layer sits in the cascade
 * order. (So does `@scope`, which could be removed but is kept for
 * simplicity.)
 */
const DROPPED_WHEN_EMPTY = new Set(['media', 'supports', 'container', 'starting-style', '-moz-document']);

const atRuleName = (node: AtRule) => node.name.toLowerCase();
const isKeyframes = (node: AtRule) => /^(?:-[a-z]+-)?keyframes$/.test(atRuleName(node));
const isEmpty = (node: Container) => (node.nodes ?? []).every((child) => child.type === 'comment');

/**
 * Removes the grouping rules a purge emptied, innermost first, so that a
 * group holding only emptied groups goes too.
 */
function sweepEmptyGroups(container: Container, initiallyEmpty: ReadonlySet<ChildNode>): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !GROUPING.has(atRuleName(node))) return;
    sweepEmptyGroups(node, initiallyEmpty);
    if (DROPPED_WHEN_EMPTY.has(atRuleName(node)) && isEmpty(node) && !initiallyEmpty.has(node)) node.remove();
  });
}

export interface PurgeResult {
  code: string;
  /** Style rules removed (a rule nested in a removed one is not counted again). */
  removedRules: number;
  /** `@keyframes` removed, by name, sorted. */
  removedKeyframes: string[];
}

/** The stylesheet without the rules that can match nothing; the rest of it byte for byte. */
export function purgeCss(css: string, used: UsedNames, filename = 'style.css'): PurgeResult {
  const root = postcss.parse(css, { from: filename });
  const initiallyEmpty = new Set<ChildNode>();
  root.walkAtRules((node) => {
    if (isEmpty(node)) initiallyEmpty.add(node);
  });

  let removedRules = 0;
  const purge = (container: Container): void => {
    container.each((node) => {
      if (node.type === 'rule') {
        const selectors = parseSelectors(node.selector);
        if (selectors && !selectorsCanMatch(selectors, used)) {
          node.remove();
          removedRules++;
        } else {
          purge(node);
        }
      } else if (node.type === 'atrule' && GROUPING.has(atRuleName(node))) {
        purge(node);
      }
    });
  };
  purge(root);

  // An animation can be named by what is left of the CSS (in any
  // declaration, a custom property's included) or by the code, in an inline
  // style: a keyframes rule named nowhere goes.
  const mentioned = new Set<string>();
  root.walkDecls((decl) => {
    const parent = decl.parent?.parent;
    if (parent?.type === 'atrule' && isKeyframes(parent as AtRule)) return;
    for (const [token] of decl.value.matchAll(TOKEN)) mentioned.add(token);
  });
  const removedKeyframes = new Set<string>();
  root.walkAtRules((node) => {
    if (!isKeyframes(node)) return;
    const name = node.params.trim().replace(/^(["'])(.*)\1$/, '$2');
    if (!PLAIN_NAME.test(name) || mentioned.has(name) || used.tokens.has(name)) return;
    node.remove();
    removedKeyframes.add(name);
  });

  sweepEmptyGroups(root, initiallyEmpty);

  return { code: root.toString(), removedRules, removedKeyframes: [...removedKeyframes].sort() };
}

const VAR_REFERENCE = /var\(\s*(--[A-Za-z0-9_-]+)/g;

/**
 * The custom properties something can read: those a `var()` names in a
 * declaration that is not a custom property itself, those the code names
 * (an inline style, `getPropertyValue`, or a literal prefix of one built at
 * run time, such as `--ifm-color-`; a bare `--`, as in a command line
 * shown on a page, names nothing), and those these read in turn, across all the stylesheets (a
 * page's own CSS reads the site's variables).
 */
export function liveCustomProperties(stylesheets: Iterable<string>, used: UsedNames): Set<string> {
  const reads = new Map<string, string[]>();
  const live = new Set<string>();
  const pending: string[] = [];
  const mark = (name: string) => {
    if (live.has(name)) return;
    live.add(name);
    pending.push(name);
  };
  for (const css of stylesheets) {
    postcss.parse(css).walkDecls((decl) => {
      const names = [...decl.value.matchAll(VAR_REFERENCE)].map((match) => match[1]!);
      if (decl.prop.startsWith('--')) reads.set(decl.prop, [...(reads.get(decl.prop) ?? []), ...names]);
      else names.forEach(mark);
    });
  }
  for (const token of used.tokens) if (token.startsWith('--')) mark(token);
  for (const name of reads.keys()) {
    if (used.prefixes.some((prefix) => /^--[A-Za-z0-9_]/.test(prefix) && name.startsWith(prefix))) mark(name);
  }
  while (pending.length > 0) for (const name of reads.get(pending.pop()!) ?? []) mark(name);
  return live;
}

/** The stylesheet without the custom property declarations nothing reads; the rest of it byte for byte. */
export function purgeCustomProperties(
  css: string,
  live: ReadonlySet<string>,
  filename = 'style.css',
): { code: string; removedProperties: number } {
  const root = postcss.parse(css, { from: filename });
  const initiallyEmpty = new Set<ChildNode>();
  root.walk((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && isEmpty(node)) initiallyEmpty.add(node);
  });
  let removedProperties = 0;
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith('--') || live.has(decl.prop)) return;
    decl.remove();
    removedProperties++;
  });
  // Rules left without declarations go, then the groups they emptied.
  root.walkRules((rule) => {
    if (isEmpty(rule) && !initiallyEmpty.has(rule)) rule.remove();
  });
  sweepEmptyGroups(root, initiallyEmpty);
  return { code: root.toString(), removedProperties };
}
