import fs from 'node:fs';
import path from 'node:path';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildFiles, type VersionInput } from './build';
import type { PluginOptions } from './options';

export { validateOptions } from './options';
export type { Options } from './options';

/**
 * llms.txt (llmstxt.org) for every docs version: after the build, writes
 * `llms.txt`, `llms-full.txt` and a Markdown twin of every docs page (its
 * URL + `.md`) from the docs plugin's loaded versions and processed
 * sidebars. The latest version's pair sits at the site root, the others'
 * under their version path (`/docs/v10/llms.txt`).
 */
export default function pluginLlmsTxt(context: LoadContext, options: PluginOptions): Plugin {
  const { siteDir, siteConfig } = context;
  let versions: VersionInput[] = [];

  return {
    name: 'llms-txt',

    async allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.[options.docsPluginId] as DocsContent | undefined;
      if (!docs) throw new Error(`[llms-txt] no docs plugin with id "${options.docsPluginId}"`);
      versions = docs.loadedVersions.map((v) => ({
        name: v.versionName,
        label: v.label,
        path: v.path,
        isLast: v.isLast,
        banner: v.banner,
        contentDirs: [...new Set([v.contentPathLocalized, v.contentPath])].filter((d): d is string => !!d),
        docs: v.docs.map((d) => ({
          id: d.id,
          title: d.title,
          sidebarLabel: d.frontMatter.sidebar_label,
          description: d.frontMatter.description,
          permalink: d.permalink,
          source: path.join(siteDir, d.source.replace(/^@site\//, '')),
          unlisted: d.unlisted,
        })),
        sidebars: v.sidebars,
      }));
    },

    async postBuild({ outDir }) {
      const started = performance.now();
      const unknown = new Set<string>();
      const unresolved = new Set<string>();
      const { files, stats } = buildFiles({
        url: siteConfig.url,
        baseUrl: siteConfig.baseUrl,
        siteDir,
        title: options.title ?? siteConfig.title,
        description: options.description,
        versions,
        firstTabOnlyGroups: new Set(options.firstTabOnlyGroups),
        readFile: (file) => fs.readFileSync(file, 'utf8'),
        onUnknownComponent: (name, file) => {
          if (options.onUnknownComponent !== 'ignore') unknown.add(`<${name}> in ${path.relative(siteDir, file)}`);
        },
        // Docusaurus has already failed the build on a broken Markdown link
        // (onBrokenMarkdownLinks), so this only means our resolver differs.
        onUnresolvedLink: (target, file) => unresolved.add(`${target} in ${path.relative(siteDir, file)}`),
      });
      if (unknown.size) {
        const message =
          `[llms-txt] no Markdown rendering for ${[...unknown].join(', ')}; ` +
          'add one in plugins/llms-txt/src/components.ts (only the children are kept)';
        if (options.onUnknownComponent === 'throw') throw new Error(message);
        console.warn(message);
      }
      if (unresolved.size) {
        console.warn(`[llms-txt] Markdown links kept relative (no docs page found): ${[...unresolved].join(', ')}`);
      }
      const base = siteConfig.baseUrl;
      await Promise.all(
        files.map(async (file) => {
          const relative = file.path.startsWith(base) ? file.path.slice(base.length) : file.path.replace(/^\/+/, '');
          const target = path.join(outDir, relative);
          await fs.promises.mkdir(path.dirname(target), { recursive: true });
          await fs.promises.writeFile(target, file.content);
        }),
      );
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
      console.log(
        `[llms-txt] ${stats
          .map(
            (s) =>
              `${s.version}: ${s.pages} pages, llms.txt ${kb(s.llmsTxtBytes)}, llms-full.txt ${kb(s.llmsFullBytes)}`,
          )
          .join('; ')}; ${files.length} files in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}
