/**
 * Stands in for theme-classic's `prism-include-languages` client module,
 * which would put Prism and its grammars into every page's bundle. Code is
 * highlighted while the site builds, so the browser needs neither.
 */
export {};
