/**
 * Every page loads the one stylesheet Docusaurus builds from all of the
 * site's CSS: Infima whole, every theme component's CSS module (used by this
 * site or not) and ours. This removes, from the client build's CSS files,
 * the rules that can match nothing the site renders, then the custom
 * properties nothing reads any more (purge.ts says how that is decided).
 *
 * It runs right after the minimizers (stage OPTIMIZE_SIZE): the names are
 * read from the JS as it ships, and the minimized CSS only loses whole
 * rules. The content hashes in the file names are computed later (Rspack's
 * `realContentHash`, stage OPTIMIZE_HASH), from the purged files, and the
 * runtime's table of CSS chunk names follows.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { liveCustomProperties, purgeCss, purgeCustomProperties, usedNames } from './purge';

const NAME = 'UnusedCss';

/** Assets read as text for the names they hold; the CSS files are what gets purged. */
const TEXT_ASSET = /\.(?:m?js|cjs|json|svg|html?)$/;
const CSS_ASSET = /\.css$/;

interface AssetLike {
  name: string;
  source: { source(): string | Buffer };
}

interface CompilationLike {
  hooks: {
    processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void };
  };
  getAssets(): readonly AssetLike[];
  updateAsset(name: string, source: unknown): void;
  warnings: unknown[];
  getLogger(name: string): { info(...args: unknown[]): void };
}

interface CompilerLike {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
    sources: { RawSource: new (source: string) => unknown };
    WebpackError: new (message: string) => Error;
  };
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: CompilationLike) => void): void } };
}

/** The contents of the files under the static folders whose names match, in a stable order. */
function staticFiles(dirs: string[], pattern: RegExp): string[] {
  const contents: string[] = [];
  const visit = (dir: string): void => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (pattern.test(entry.name)) contents.push(fs.readFileSync(file, 'utf8'));
    }
  };
  for (const dir of dirs) visit(dir);
  return contents;
}

/** Text files under the static folders, which pages can load next to the bundle. */
export const staticTexts = (dirs: string[]): string[] => staticFiles(dirs, TEXT_ASSET);

/** Stylesheets under the static folders: pages may link them, and they may read the site's variables. */
export const staticStylesheets = (dirs: string[]): string[] => staticFiles(dirs, CSS_ASSET);

/** A bundler plugin for the client compilation. */
export class UnusedCssPlugin {
  constructor(private readonly staticDirs: string[]) {}

  apply(compiler: CompilerLike): void {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const assets = compilation.getAssets();
          const texts = assets.filter((a) => TEXT_ASSET.test(a.name)).map((a) => a.source.source().toString());
          const used = usedNames([...texts, ...staticTexts(this.staticDirs)]);
          const logger = compilation.getLogger(NAME);
          const purged = new Map<string, string>();
          for (const asset of assets.filter((a) => CSS_ASSET.test(a.name))) {
            const css = asset.source.source().toString();
            try {
              const { code, removedRules, removedKeyframes } = purgeCss(css, used, asset.name);
              purged.set(asset.name, code);
              logger.info(`${asset.name}: ${removedRules} rules and ${removedKeyframes.length} @keyframes removed`);
            } catch (error) {
              // A file PostCSS cannot parse is left whole (it is valid CSS the
              // minimizer wrote, so this is not expected).
              compilation.warnings.push(new WebpackError(`${NAME}: ${asset.name} left as it was: ${String(error)}`));
            }
          }
          // Custom properties: what one file declares, another may read, so
          // all of them are read first; if one of them cannot be, none lose any.
          const cssAssets = assets.filter((a) => CSS_ASSET.test(a.name));
          let live: Set<string> | undefined;
          if (purged.size === cssAssets.length) {
            live = liveCustomProperties([...purged.values(), ...staticStylesheets(this.staticDirs)], used);
          }
          for (const [name, css] of purged) {
            const { code, removedProperties } = live
              ? purgeCustomProperties(css, live, name)
              : { code: css, removedProperties: 0 };
            compilation.updateAsset(name, new sources.RawSource(code));
            logger.info(`${name}: ${removedProperties} custom properties removed`);
          }
        },
      );
    });
  }
}

export default function unusedCssPlugin(context: LoadContext): Plugin {
  return {
    name: 'unused-css',
    configureWebpack(config, isServer) {
      // The server bundle's CSS is never written out, and the development
      // server injects its CSS from the JS: only a production client build
      // has stylesheets to purge.
      if (isServer || config.mode !== 'production') return {};
      const staticDirs = context.siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir));
      return { plugins: [new UnusedCssPlugin(staticDirs)] };
    },
  };
}
