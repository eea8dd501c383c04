/**
 * Docusaurus puts every CSS module into one stylesheet that every page
 * loads (the `styles` split-chunks group of the client bundle). A plugin
 * that keeps some CSS with the lazy chunk that imports it instead (loaded
 * with that chunk, and linked from the HTML of the pages that render it)
 * narrows the group's `test`; this composes the narrowing with the ones
 * other plugins made before, so each plugin's exclusions hold whatever
 * the plugin order.
 */
type Test = (module: ModuleLike, context?: unknown) => boolean;

export interface ModuleLike {
  nameForCondition?: () => string | null;
}

interface ConfigLike {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

/** The configuration change that leaves the CSS modules `isLazy` picks (by file path) out of the eager stylesheet. */
export function eagerCssExcept(config: ConfigLike, isLazy: (file: string) => boolean) {
  const splitChunks = config.optimization?.splitChunks;
  const styles = splitChunks ? splitChunks.cacheGroups?.styles : undefined;
  const previous = styles && typeof styles === 'object' && 'test' in styles ? styles.test : undefined;
  if (previous !== undefined && typeof previous !== 'function') {
    throw new Error('eagerCssExcept: the styles group already has a non-function test');
  }
  const test: Test = (module, context) =>
    !isLazy(module.nameForCondition?.() ?? '') && (previous ? (previous as Test)(module, context) : true);
  return { optimization: { splitChunks: { cacheGroups: { styles: { test } } } } };
}
