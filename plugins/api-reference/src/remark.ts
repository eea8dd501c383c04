import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, pagesByName, readManifest } from './manifest';

/**
 * Remark plugin: inline code that names an export with a generated reference
 * page becomes a link to that page, while the site builds.
 *
 * `createTRPCClient`, `httpBatchLink()`, `new TRPCError({ … })` and
 * `createTRPCReact<AppRouter>()` name an export; `initTRPC.create()` and
 * `opts.ctx` do not (they name a member or a value). A name without a page
 * stays plain, and so does inline code in code blocks, in headings (a link
 * there would nest inside the heading's anchor and the table of contents),
 * inside a link, or in a page outside `contentDir` or inside the reference
 * itself. Without a manifest (the reference is switched off) nothing is
 * linked.
 *
 * Links point at the page's Markdown file (`@site/docs/typedoc/….md`), which
 * Docusaurus turns into its URL, so a link to a page that is not built fails
 * the build like any broken Markdown link.
 */
export interface Options {
  /** The site folder: the other paths are relative to it. */
  siteDir: string;
  /** Pages whose prose is linked (the current docs version), e.g. "docs". */
  contentDir: string;
  /** The generated reference, holding the manifest, e.g. "docs/typedoc". */
  referenceDir: string;
}

interface MdNode {
  type: string;
  value?: string;
  name?: string | null;
  url?: string;
  title?: string | null;
  children?: MdNode[];
}

/** Nodes whose inline code is never linked. */
const SKIP = new Set(['code', 'heading', 'link', 'linkReference', 'definition', 'mdxjsEsm']);
/** JSX elements that are links already. */
const JSX_LINKS = new Set(['a', 'Link']);

const NAMING = /^(?:new\s+)?([A-Za-z_$][\w$]*)(?:<[^`]*>)?(?:\([^`]*\))?$/;

/** The exported name an inline code names, if it names one. */
export function namedExport(code: string): string | null {
  const match = NAMING.exec(code.trim());
  return match ? match[1]! : null;
}

function inside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** Links of one manifest, rebuilt only when the manifest file changes. */
let memo: { file: string; mtimeMs: number; links: Map<string, string> } | null = null;

function linksFor(siteDir: string, referenceDir: string): Map<string, string> {
  const file = path.join(referenceDir, MANIFEST_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return new Map();
  }
  if (memo?.file === file && memo.mtimeMs === mtimeMs) return memo.links;
  const manifest = readManifest(referenceDir);
  const links = new Map<string, string>();
  if (manifest) {
    const base = path.relative(siteDir, referenceDir).split(path.sep).join('/');
    for (const [name, page] of pagesByName(manifest)) links.set(name, `@site/${base}/${page.file}`);
  }
  memo = { file, mtimeMs, links };
  return links;
}

/** Wraps every inline code naming a key of `links` in a link to its value; returns how many. */
export function linkInlineCode(tree: MdNode, links: ReadonlyMap<string, string>): number {
  let count = 0;
  const visit = (node: MdNode) => {
    const children = node.children;
    if (!children) return;
    children.forEach((child, i) => {
      if (SKIP.has(child.type)) return;
      if ((child.type === 'mdxJsxTextElement' || child.type === 'mdxJsxFlowElement') && JSX_LINKS.has(child.name ?? ''))
        return;
      if (child.type === 'inlineCode') {
        const name = namedExport(child.value ?? '');
        const url = name === null ? undefined : links.get(name);
        if (url) {
          children[i] = { type: 'link', url, title: null, children: [child] };
          count++;
        }
        return;
      }
      visit(child);
    });
  };
  visit(tree);
  return count;
}

export default function remarkApiLinks(options: Options) {
  const contentDir = path.resolve(options.siteDir, options.contentDir);
  const referenceDir = path.resolve(options.siteDir, options.referenceDir);
  return (tree: MdNode, file: { path?: string }): void => {
    if (!file.path || !inside(contentDir, file.path) || inside(referenceDir, file.path)) return;
    const links = linksFor(options.siteDir, referenceDir);
    if (links.size > 0) linkInlineCode(tree, links);
  };
}
