import fs from 'node:fs';
import path from 'node:path';
import { KIND_FOLDERS, MANIFEST_FILE, type Manifest, type ReferencePage, isKindFolder } from './manifest';

/**
 * Finishes TypeDoc's Markdown for the docs plugin, once, before it is cached:
 *
 * - front matter on every page: no "Edit this page" (the pages are not in the
 *   repository), no previous/next links (the sidebar order of a reference is
 *   no reading order), and the bare name as the sidebar label of a member
 *   page ("createTRPCClient" instead of "Function: createTRPCClient()"),
 *   and folder URLs without a trailing slash for package and module pages;
 * - titles without type parameters ("Class: TRPCClientError", not
 *   "Class: TRPCClientError<TRouterOrProcedure>"): the signature shows them,
 *   and in a title their names (`TRouter`) would match searches for "router";
 * - the site search (plugins/local-search) skips what only repeats: the
 *   "Defined in" source lines, and the lists of names on package and module
 *   pages (each name has its own page), which keeps the index small;
 * - a `_category_.json` per package (its npm name, in the order of the
 *   options) and per kind folder ("Type Aliases");
 * - the manifest: every member page with its name, kind, package and module.
 */
export interface PostprocessPackage {
  name: string;
  slug: string;
}

const COMMON_FRONT_MATTER = {
  custom_edit_url: null,
  pagination_prev: null,
  pagination_next: null,
};

/** Elements with this class are left out of the site's search index. */
export const SEARCH_SKIP_CLASS = 'search-index-skip';

/**
 * Title without type parameters; "Defined in" lines, and on an index page
 * everything below the title, marked for the search indexer to skip.
 */
export function refineMarkdown(markdown: string, { index }: { index: boolean }): string {
  const lines = markdown.split('\n');
  const title = lines.findIndex((line) => line.startsWith('# '));
  if (title !== -1) lines[title] = lines[title]!.replace(/\\<.*\\>(?=(~~)?\s*$)/, '');
  for (let i = 0; i < lines.length; i++) {
    if (/^Defined in: \S/.test(lines[i]!)) lines[i] = `<p className="${SEARCH_SKIP_CLASS}">${lines[i]}</p>`;
  }
  if (index && title !== -1) {
    const body = lines
      .slice(title + 1)
      .join('\n')
      .trim();
    if (body) {
      return [
        ...lines.slice(0, title + 1),
        '',
        `<div className="${SEARCH_SKIP_CLASS}">`,
        '',
        body,
        '',
        '</div>',
        '',
      ].join('\n');
    }
  }
  return lines.join('\n');
}

/** Adds keys to a page's front matter, creating it when the page has none. */
export function withFrontMatter(markdown: string, fields: Record<string, string | null>): string {
  const lines = Object.entries(fields).map(([k, v]) => `${k}: ${v === null ? 'null' : JSON.stringify(v)}`);
  const existing = /^---\r?\n/.exec(markdown);
  if (existing) return `---\n${lines.join('\n')}\n${markdown.slice(existing[0].length)}`;
  return `---\n${lines.join('\n')}\n---\n\n${markdown}`;
}

function walk(dir: string, rel = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return walk(path.join(dir, entry.name), child);
    return entry.name.endsWith('.md') ? [child] : [];
  });
}

/** What a generated file is, from its path inside a package folder. */
export function classify(pkg: PostprocessPackage, fileInPackage: string): Omit<ReferencePage, 'file'> | null {
  const segments = fileInPackage.split('/');
  const kind = segments.at(-2);
  if (segments.length < 2 || kind === undefined || !isKindFolder(kind)) return null;
  const name = segments.at(-1)!.replace(/\.md$/, '');
  const moduleSegments = segments.slice(0, -2);
  return { name, kind, package: pkg.name, module: moduleSegments.length ? moduleSegments.join('/') : null };
}

/**
 * Docusaurus leaves out files and folders whose name starts with "_"; a page
 * there would never be built, so nothing may link to it.
 */
function isBuilt(file: string): boolean {
  return !file.split('/').some((s) => s.startsWith('_'));
}

export function postprocess(docsDir: string, packages: readonly PostprocessPackage[], hash: string): Manifest {
  const pages: ReferencePage[] = [];
  packages.forEach((pkg, index) => {
    const root = path.join(docsDir, pkg.slug);
    fs.writeFileSync(
      path.join(root, '_category_.json'),
      `${JSON.stringify({ label: pkg.name, position: index + 1, collapsed: true }, null, 2)}\n`,
    );
    const kindFolders = new Set<string>();
    const packagePages: ReferencePage[] = [];
    for (const rel of walk(root)) {
      const file = path.join(root, rel);
      const page = classify(pkg, rel);
      const fields: Record<string, string | null> = { ...COMMON_FRONT_MATTER };
      if (!page && path.basename(rel) === 'index.md') {
        // A folder's index page answers the folder's URL without a trailing
        // slash (/docs/typedoc/client, as the reference site had it).
        fields.slug = `../${path.basename(path.dirname(file))}`;
      }
      if (page) {
        fields.sidebar_label = page.name;
        kindFolders.add(path.dirname(file));
        if (isBuilt(rel)) packagePages.push({ ...page, file: `${pkg.slug}/${rel}` });
      }
      const markdown = refineMarkdown(fs.readFileSync(file, 'utf8'), { index: !page });
      fs.writeFileSync(file, withFrontMatter(markdown, fields));
    }
    for (const folder of kindFolders) {
      const label = KIND_FOLDERS[path.basename(folder) as keyof typeof KIND_FOLDERS];
      fs.writeFileSync(path.join(folder, '_category_.json'), `${JSON.stringify({ label }, null, 2)}\n`);
    }
    // Main module first, then the others; inside each, by file.
    packagePages.sort(
      (a, b) =>
        Number(a.module !== null && a.module !== 'index') - Number(b.module !== null && b.module !== 'index') ||
        a.file.localeCompare(b.file),
    );
    pages.push(...packagePages);
  });
  const manifest: Manifest = { hash, packages: packages.map((p) => p.name), pages };
  fs.writeFileSync(path.join(docsDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
