import { isDevServer } from '../../shared/devServer';

/**
 * When a page's type hovers are computed.
 *
 * - `eager` (`docusaurus build`, and anything but the development server):
 *   before any page is bundled, one compile per major covers every page the
 *   hover cache lacks, and a page that still lacks its hovers is compiled on
 *   the spot. Every built page has its hovers.
 * - `lazy` (`docusaurus start`): the development server bundles a page only
 *   when the browser asks for it (lazyCompilation.ts), and a page the cache
 *   lacks is served at once, highlighted but without hovers, while a
 *   background process compiles its blocks; the page is rebuilt with them
 *   when they land (devHovers.ts). `npm run check:examples` fills the cache
 *   for every page, after which the development server shows every page's
 *   hovers at once.
 */
export type HoverMode = 'eager' | 'lazy';

/** The mode of this process: `lazy` under `docusaurus start`. */
export function hoverMode(argv: readonly string[] = process.argv): HoverMode {
  return isDevServer(argv) ? 'lazy' : 'eager';
}
