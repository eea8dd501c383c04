import { resolveVersionedDocPath } from '../../../src/components/VersionedDocLink/resolve';
import { cleanMarkdown } from './markdown';
import { type Section, type SidebarCategory, type SidebarItem, sidebarSections } from './sidebar';
import { pageSummary } from './summary';

/**
 * Everything the plugin writes for the docs, as (site path, content) pairs:
 * per version an `llms.txt` index, an `llms-full.txt` with every page, and a
 * Markdown twin of every page at its URL + `.md`. Pure apart from `readFile`,
 * so the whole output can be tested on a small fake site.
 */

export interface DocInput {
  id: string;
  title: string;
  /** `sidebar_label` front matter. */
  sidebarLabel?: string;
  /** `description` front matter (not the excerpt Docusaurus derives). */
  description?: string;
  permalink: string;
  /** Absolute path of the Markdown source. */
  source: string;
  unlisted: boolean;
}

export interface VersionInput {
  name: string;
  label: string;
  /** URL path of the version, e.g. `/docs/v10`. */
  path: string;
  isLast: boolean;
  banner: string | null;
  /** Absolute content folders of the version (Markdown links resolve from them). */
  contentDirs: string[];
  docs: DocInput[];
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
}

export interface BuildInput {
  /** Site URL, e.g. `https://trpc.io`. */
  url: string;
  baseUrl: string;
  siteDir: string;
  title: string;
  description: string;
  versions: readonly VersionInput[];
  firstTabOnlyGroups: ReadonlySet<string>;
  readFile(file: string): string;
  onUnknownComponent(name: string, file: string): void;
  onUnresolvedLink(target: string, file: string): void;
}

export interface OutputFile {
  /** Path under the build folder, with the base URL, e.g. `/docs/v10/llms.txt`. */
  path: string;
  content: string;
}

export interface VersionStats {
  version: string;
  pages: number;
  sections: number;
  llmsTxtBytes: number;
  llmsFullBytes: number;
}

interface Page {
  title: string;
  permalink: string;
  summary: string;
  /** The page as Markdown: `# title`, its source URL, the cleaned body. */
  markdown: string;
}

/** Where a page's Markdown twin lives: `/docs/x` → `/docs/x.md`, `/docs/` → `/docs/index.md`. */
export function twinPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}

/** Folder of a version's llms files: the base URL for the latest version, else the version's path. */
export function llmsDir(version: Pick<VersionInput, 'isLast' | 'path'>, baseUrl: string): string {
  return version.isLast ? baseUrl : `${version.path.replace(/\/$/, '')}/`;
}

function absolute(input: BuildInput, sitePath: string): string {
  const base = input.baseUrl.replace(/\/$/, '');
  const full = base && !sitePath.startsWith(`${base}/`) && sitePath !== base ? `${base}${sitePath}` : sitePath;
  return `${input.url.replace(/\/$/, '')}${full}`;
}

function stripLeadingH1(markdown: string): string {
  return markdown.replace(/^# [^\n]*\n*/, '');
}

function pageMarkdown(title: string, url: string, body: string): string {
  return `# ${title}\n\nSource: ${url}\n\n${body}`.trim() + '\n';
}

function entryLine(title: string, url: string, summary: string | undefined): string {
  return `- [${title.replace(/[[\]]/g, '\\$&')}](${url})${summary ? `: ${summary}` : ''}`;
}

export function buildFiles(input: BuildInput): { files: OutputFile[]; stats: VersionStats[] } {
  const permalinkBySource = new Map<string, string>();
  for (const version of input.versions) {
    for (const doc of version.docs) permalinkBySource.set(doc.source, doc.permalink);
  }
  const files: OutputFile[] = [];
  const stats: VersionStats[] = [];
  for (const version of input.versions) {
    const out = buildVersion(input, version, permalinkBySource);
    files.push(...out.files);
    stats.push(out.stats);
  }
  return { files, stats };
}

function buildVersion(
  input: BuildInput,
  version: VersionInput,
  permalinkBySource: ReadonlyMap<string, string>,
): { files: OutputFile[]; stats: VersionStats } {
  const docPaths = new Set(version.docs.filter((d) => !d.unlisted).map((d) => d.permalink.replace(/\/$/, '') || '/'));
  const docs = new Map(version.docs.map((d) => [d.id, d]));
  const pages = new Map<string, Page>();

  for (const doc of version.docs) {
    if (doc.unlisted) continue;
    const url = absolute(input, doc.permalink);
    const body = stripLeadingH1(
      cleanMarkdown(input.readFile(doc.source), {
        file: doc.source,
        siteDir: input.siteDir,
        contentDirs: version.contentDirs,
        pageUrl: url,
        absoluteUrl: (p) => absolute(input, p),
        docPermalink: (file) => permalinkBySource.get(file),
        versionedDocPermalink: (to) => resolveVersionedDocPath(version.path, to, docPaths),
        readFile: input.readFile,
        firstTabOnlyGroups: input.firstTabOnlyGroups,
        onUnknownComponent: input.onUnknownComponent,
        onUnresolvedLink: input.onUnresolvedLink,
      }),
    );
    pages.set(`doc:${doc.id}`, {
      title: doc.title,
      permalink: doc.permalink,
      summary: pageSummary(doc.title, doc.description, body),
      markdown: pageMarkdown(doc.title, url, body),
    });
  }

  const sections = sidebarSections(version.sidebars, (id) => docs.get(id)?.sidebarLabel ?? docs.get(id)?.title);

  // Generated-index pages: the category's description and its items.
  const categoryTarget = (category: SidebarCategory): Page | undefined => {
    if (category.link?.type === 'doc') return pages.get(`doc:${category.link.id}`);
    if (category.link?.type === 'generated-index') return pages.get(`index:${category.link.permalink}`);
    for (const item of category.items) {
      const page = itemPage(item);
      if (page) return page;
    }
    return undefined;
  };
  const itemPage = (item: SidebarItem): Page | undefined => {
    if (item.type === 'doc' || item.type === 'ref') return pages.get(`doc:${item.id}`);
    if (item.type === 'category') return categoryTarget(item);
    return undefined;
  };
  const indexCategories: (SidebarCategory & { link: { type: 'generated-index'; permalink: string } })[] = [];
  for (const section of sections) {
    for (const entry of section.entries) if (entry.kind === 'index') indexCategories.push(entry.category);
  }
  // Innermost first, so a category's card can point at a nested generated index.
  for (const category of indexCategories.reverse()) {
    const link = category.link as Extract<SidebarCategory['link'], { type: 'generated-index' }>;
    const title = link.title ?? category.label;
    const url = absolute(input, link.permalink);
    const description = link.description ?? category.description ?? '';
    const list = category.items
      .map((item) => {
        if (item.type === 'link') return entryLine(item.label, item.href, item.description);
        const page = itemPage(item);
        if (!page) return null;
        const label = item.type === 'category' ? item.label : page.title;
        const summary = item.type === 'category' ? (item.description ?? page.summary) : page.summary;
        return entryLine(label, absolute(input, page.permalink), summary);
      })
      .filter((l): l is string => l !== null);
    const body = [description, list.join('\n')].filter(Boolean).join('\n\n');
    pages.set(`index:${link.permalink}`, {
      title,
      permalink: link.permalink,
      summary: pageSummary(title, description, body),
      markdown: pageMarkdown(title, url, body),
    });
  }

  const pageOf = (entry: Section['entries'][number]): Page | undefined =>
    entry.kind === 'doc'
      ? pages.get(`doc:${entry.id}`)
      : entry.kind === 'index'
        ? pages.get(`index:${entry.category.link.permalink}`)
        : undefined;

  // llms.txt
  const dir = llmsDir(version, input.baseUrl);
  const others = input.versions.filter((v) => v !== version);
  const status = version.isLast
    ? ', the current version'
    : version.banner === 'unmaintained'
      ? ', which is no longer maintained'
      : '';
  const otherLinks = (file: string) =>
    others.length
      ? ` Other versions: ${others.map((v) => `[${v.label}](${absolute(input, `${llmsDir(v, input.baseUrl)}${file}`)})`).join(', ')}.`
      : '';
  const header = (intro: string) =>
    `# ${input.title}\n\n> ${input.description}\n\nThis is the documentation of ${input.title} ${version.label}${status}. ${intro}`;

  const indexSections: string[] = [];
  for (const section of sections) {
    const lines = section.entries
      .map((entry) => {
        if (entry.kind === 'link') return entryLine(entry.label, entry.href, entry.description);
        const page = pageOf(entry);
        return page ? entryLine(page.title, absolute(input, twinPath(page.permalink)), page.summary) : null;
      })
      .filter((l): l is string => l !== null);
    if (lines.length) indexSections.push(`## ${section.title}\n\n${lines.join('\n')}`);
  }
  const llmsTxt =
    [
      header(
        `Each link leads to the Markdown version of a page (drop \`.md\` for the HTML page); ` +
          `[llms-full.txt](${absolute(input, `${dir}llms-full.txt`)}) holds every page in one file.${otherLinks('llms.txt')}`,
      ),
      ...indexSections,
    ].join('\n\n') + '\n';

  // llms-full.txt: every page of the sidebars once, in sidebar order.
  const ordered: Page[] = [];
  const seen = new Set<Page>();
  for (const section of sections) {
    for (const entry of section.entries) {
      const page = pageOf(entry);
      if (page && !seen.has(page)) {
        seen.add(page);
        ordered.push(page);
      }
    }
  }
  const llmsFull =
    [
      header(
        `Every page of its sidebar follows, in order; the index is [llms.txt](${absolute(input, `${dir}llms.txt`)}).${otherLinks('llms-full.txt')}`,
      ),
      ...ordered.map((p) => p.markdown.trim()),
    ].join('\n\n---\n\n') + '\n';

  const files: OutputFile[] = [
    { path: `${dir}llms.txt`, content: llmsTxt },
    { path: `${dir}llms-full.txt`, content: llmsFull },
    ...[...pages.values()].map((p) => ({ path: twinPath(p.permalink), content: p.markdown })),
  ];
  return {
    files,
    stats: {
      version: version.label,
      pages: ordered.length,
      sections: indexSections.length,
      llmsTxtBytes: Buffer.byteLength(llmsTxt),
      llmsFullBytes: Buffer.byteLength(llmsFull),
    },
  };
}
