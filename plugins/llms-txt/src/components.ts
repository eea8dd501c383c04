import { attrBoolean, attrString, type JsxElement, parseJsxElement } from './jsx';

/**
 * Markdown for the MDX components and HTML elements our docs use. A new
 * component needs a case here; until it has one the build reports it (see
 * the plugin's `onUnknownComponent` option) and keeps only its children.
 */
export interface RenderApi {
  /** Cleans children as blocks (paragraphs, code, nested components). */
  blocks(markdown: string): string;
  /** Cleans children as inline text. */
  inline(markdown: string): string;
  /** Resolves a link target to an absolute URL. */
  url(target: string): string;
  /** Absolute URL of `<VersionedDocLink to>` in the page's version, if it has that page. */
  versionedDoc(to: string): string | undefined;
  /** Cleaned content of the partial imported under this component name, if it is one. */
  partial(name: string): string | undefined;
  /** Whether `<Tabs groupId>` shows only its first tab. */
  firstTabOnly(groupId: string | undefined): boolean;
  /** Reports a component without a rendering. */
  unknown(name: string): void;
}

export type RenderMode = 'block' | 'inline';

/** Elements dropped with their content. */
const DROPPED = new Set(['style', 'script', 'iframe', 'video', 'audio', 'source', 'track', 'head', 'Head']);

/** Lowercase elements that only wrap content. */
const WRAPPERS = new Set([
  'div',
  'span',
  'p',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'figure',
  'small',
  'mark',
  'abbr',
  'center',
  'u',
  'ins',
  'picture',
]);

function tabs(el: JsxElement, api: RenderApi): string {
  const items: JsxElement[] = [];
  const children = el.children;
  let i = 0;
  while (i < children.length) {
    const at = children.indexOf('<TabItem', i);
    if (at === -1) break;
    const item = parseJsxElement(children, at);
    if (!item) {
      i = at + 1;
      continue;
    }
    items.push(item);
    i = item.end;
  }
  const shown = api.firstTabOnly(attrString(el, 'groupId')) ? items.slice(0, 1) : items;
  if (shown.length === 1) return api.blocks(shown[0]!.children);
  return shown
    .map((item) => {
      const label = attrString(item, 'label') ?? attrString(item, 'value') ?? '';
      return `**${label}**\n\n${api.blocks(item.children)}`;
    })
    .join('\n\n');
}

function installSnippet(el: JsxElement): string {
  const pkgs = (attrString(el, 'pkgs') ?? '').trim().split(/\s+/).join(' ');
  const dev = attrBoolean(el, 'dev');
  return ['```bash', `npm install ${dev ? '--save-dev ' : ''}${pkgs}`, '```'].join('\n');
}

function asBlock(text: string, mode: RenderMode): string {
  return mode === 'block' ? `\n${text}\n` : text;
}

export function renderElement(el: JsxElement, api: RenderApi, mode: RenderMode): string {
  const partial = api.partial(el.name);
  if (partial !== undefined) return asBlock(partial, mode);
  if (DROPPED.has(el.name)) return '';

  switch (el.name) {
    case 'InstallSnippet':
      return asBlock(installSnippet(el), 'block');
    case 'Tabs':
      return asBlock(tabs(el, api), 'block');
    case 'TabItem':
      return api.blocks(el.children);
    case 'VersionedDocLink': {
      const text = api.inline(el.children);
      const url = api.versionedDoc(attrString(el, 'to') ?? '');
      return url ? `[${text}](${url})` : text;
    }
    case 'YouTubeEmbed': {
      const id = attrString(el, 'id') ?? '';
      const title = attrString(el, 'title') ?? 'Video';
      return asBlock(`Video: [${title}](https://www.youtube.com/watch?v=${encodeURIComponent(id)})`, mode);
    }
    case 'StackBlitzEmbed': {
      const project = (attrString(el, 'github') ?? '').split('/').map(encodeURIComponent).join('/');
      const title = attrString(el, 'title') ?? 'Project';
      const file = attrString(el, 'file');
      const url = `https://stackblitz.com/github/${project}${file ? `?file=${encodeURIComponent(file)}` : ''}`;
      return asBlock(`Open in StackBlitz: [${title}](${url})`, mode);
    }
    case 'DocsHero': {
      // The page's own title is the Markdown's heading; keep the tagline and the facts line.
      const tagline = attrString(el, 'tagline');
      const facts = api.inline(el.children);
      return asBlock([tagline && `**${tagline}**`, facts].filter(Boolean).join('\n\n'), mode);
    }
    case 'a': {
      const text = api.inline(el.children);
      const href = attrString(el, 'href');
      return href ? `[${text}](${api.url(href)})` : text;
    }
    case 'img': {
      const src = attrString(el, 'src');
      return src ? `![${attrString(el, 'alt') ?? ''}](${api.url(src)})` : '';
    }
    case 'br':
      return mode === 'inline' ? '<br />' : '';
    case 'hr':
      return asBlock('---', mode);
    case 'strong':
    case 'b':
      return `**${api.inline(el.children)}**`;
    case 'em':
    case 'i':
      return `_${api.inline(el.children)}_`;
    case 'code':
      return `\`${el.children}\``;
    case 'kbd':
    case 'sup':
    case 'sub':
      return `<${el.name}>${api.inline(el.children)}</${el.name}>`;
    case 'svg': {
      // Diagrams carry their meaning in the label.
      const label = attrString(el, 'aria-label');
      return label ? asBlock(`_Diagram: ${label}_`, mode) : '';
    }
    case 'figcaption':
      return asBlock(`_${api.inline(el.children)}_`, mode);
    case 'details': {
      const summary = parseSummary(el.children);
      const body = summary ? el.children.slice(0, summary.start) + el.children.slice(summary.end) : el.children;
      const heading = summary ? `**${api.inline(summary.children)}**\n\n` : '';
      return asBlock(heading + api.blocks(body), 'block');
    }
    default:
      if (!WRAPPERS.has(el.name)) api.unknown(el.name);
      if (el.selfClosing) return '';
      // Block children (paragraphs, or elements on their own lines) stay blocks.
      return mode === 'block' && /\n\s*\n|^</.test(el.children.trim())
        ? asBlock(api.blocks(el.children), mode)
        : asBlock(api.inline(el.children), mode);
  }
}

function parseSummary(children: string): JsxElement | null {
  const at = children.indexOf('<summary');
  return at === -1 ? null : parseJsxElement(children, at);
}
