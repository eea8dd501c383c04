/**
 * `tslib` for the client bundle: only the helpers browser code uses.
 *
 * `@docusaurus/utils-common` is compiled to CommonJS with `importHelpers`, so
 * it `require`s all of tslib (4 KiB gzip in every page's entry bundle) for
 * `__importDefault` alone; a CommonJS require keeps every export. If a
 * client dependency ever needs another helper, add it here: the page that
 * uses it fails in the e2e smoke spec ("… is not a function").
 */

/** tslib's `__importDefault`: a CommonJS module as an ES module namespace. */
export function __importDefault<T>(mod: T): T | { default: T } {
  return mod && (mod as { __esModule?: boolean }).__esModule ? mod : { default: mod };
}
