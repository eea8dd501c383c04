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

/** Singular of a kind folder, as a description says it. */
const KIND_WORDS: Record<string, string> = {
  classes: 'Class',
  functions: 'Function',
  interfaces: 'Interface',
  'type-aliases': 'Type alias',
  variables: 'Variable',
  enumerations: 'Enumeration',
};

/** Markdown inline syntax of a heading reduced to text: `~~A\_b~~` → `A_b`. */
export function plainHeading(heading: string): string {
  return heading
    .replace(/~~/g, '')
    .replace(/\\([\\`*_{}[\]()<>#+\-.!|~])/g, '$1')
    .replace(/`/g, '')
    .trim();
}

/**
 * The page's title for the browser tab, the search results and llms.txt:
 * the heading as text, "(deprecated)" where TypeDoc struck it through.
 */
export function pageTitle(markdown: string): string | null {
  const heading = /^# (.+)$/m.exec(markdown)?.[1];
  if (heading === undefined) return null;
  const deprecated = /^~~.*~~$/.test(heading.trim());
  return `${plainHeading(heading)}${deprecated ? ' (deprecated)' : ''}`;
}

/**
 * A one-sentence description: the first sentence of the doc comment (the
 * first paragraph of prose after the title), or `fallback` when the export
 * has none.
 */
export function pageDescription(markdown: string, fallback: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith('# '));
  const paragraph: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const t = line.trim();
    if (!t) {
      if (paragraph.length) break;
      continue;
    }
    // Headings, HTML (the source line), signatures, lists, tables and code end the search.
    if (/^(#|<|>|\||[-*+]\s|```|\*\*\*|---)/.test(t)) {
      if (paragraph.length) break;
      if (/^(#|```|\*\*\*|---)/.test(t)) break;
      continue;
    }
    paragraph.push(t);
  }
  const text = paragraph
    .join(' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return fallback;
  const masked = text.replace(/`[^`]*`/g, (m) => 'x'.repeat(m.length));
  // A sentence ends at . ! or ? before a capitalised word (or the end), not after "e.g".
  const ends = /[.!?](?=\s+[A-Z0-9"'`([]|$)/g;
  let sentence = text;
  for (let m = ends.exec(masked); m; m = ends.exec(masked)) {
    if (/\b(?:e\.g|i\.e|etc|vs|cf)$/i.test(masked.slice(0, m.index))) continue;
    sentence = text.slice(0, m.index + 1);
    break;
  }
  return sentence.length > 300 ? `${sentence.slice(0, 297).trimEnd()}…` : sentence;
}

/** The specifier a reader imports a module from: `@trpc/client`, `@trpc/client/links/httpLink`. */
export function importPath(pkg: string, module: string | null): string {
  return module === null || module === 'index' ? pkg : `${pkg}/${module}`;
}

/** Replaces the title line of a page. */
function retitle(markdown: string, title: string): string {
  return markdown.replace(/^# .+$/m, `# ${title}`);
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
      let markdown = refineMarkdown(fs.readFileSync(file, 'utf8'), { index: !page });
      if (!page && path.basename(rel) === 'index.md') {
        // A folder's index page answers the folder's URL without a trailing
        // slash (/docs/typedoc/client, as the reference site had it).
        fields.slug = `../${path.basename(path.dirname(file))}`;
        const module = rel === 'index.md' ? null : path.posix.dirname(rel);
        if (module !== null) {
          // TypeDoc titles a module by its entry file ("index",
          // "links/httpLink"); the reader knows it by what they import.
          const specifier = importPath(pkg.name, module);
          markdown = retitle(markdown, `${specifier}${module === 'index' ? ' (main entry point)' : ''}`);
          fields.description = `What \`${specifier}\` exports: one reference page per class, function, interface, type alias and variable.`;
        } else {
          fields.description = `Reference of ${pkg.name}, generated from the types of the installed release: its entry points and every export.`;
        }
      }
      if (page) {
        fields.sidebar_label = page.name;
        kindFolders.add(path.dirname(file));
        if (isBuilt(rel)) packagePages.push({ ...page, file: `${pkg.slug}/${rel}` });
        fields.description = pageDescription(
          markdown,
          `${KIND_WORDS[page.kind] ?? 'Export'} \`${page.name}\` of \`${importPath(page.package, page.module)}\`.`,
        );
      }
      const title = pageTitle(markdown);
      if (title !== null) fields.title = title;
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
