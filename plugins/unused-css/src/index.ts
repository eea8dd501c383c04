/**
 * Every page loads the one stylesheet Docusaurus builds from all of the
 * site's CSS: Infima whole, every theme component's CSS module (used by this
 * site or not) and ours. This removes, from the client build's CSS files,
 * the rules that can match nothing the site renders (purge.ts says how that
 * is decided).
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
import { purgeCss, usedNames } from './purge';

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

/** Text files under the static folders, which pages can load next to the bundle. */
export function staticTexts(dirs: string[]): string[] {
  const texts: string[] = [];
  const visit = (dir: string): void => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (TEXT_ASSET.test(entry.name)) texts.push(fs.readFileSync(file, 'utf8'));
    }
  };
  for (const dir of dirs) visit(dir);
  return texts;
}

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
          for (const asset of assets.filter((a) => CSS_ASSET.test(a.name))) {
            const css = asset.source.source().toString();
            try {
              const { code, removedRules, removedKeyframes } = purgeCss(css, used, asset.name);
              compilation.updateAsset(asset.name, new sources.RawSource(code));
              logger.info(`${asset.name}: ${removedRules} rules and ${removedKeyframes.length} @keyframes removed`);
            } catch (error) {
              // A file PostCSS cannot parse is left whole (it is valid CSS the
              // minimizer wrote, so this is not expected).
              compilation.warnings.push(new WebpackError(`${NAME}: ${asset.name} left as it was: ${String(error)}`));
            }
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
