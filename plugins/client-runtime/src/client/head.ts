/**
 * Stands in for `react-helmet-async` in the client bundle (aliased in
 * ../index.ts); the server render keeps the package, which writes the
 * head of every page's HTML.
 *
 * In the browser, Docusaurus uses two of its exports: `HelmetProvider`
 * around the app, and `Helmet`, behind `@docusaurus/Head`, with the head
 * elements as children (`<html>`, `<body>`, `<title>`, `<meta>`, `<link>`,
 * `<script>`, `<noscript>`, `<style>`, `<base>`). The package and its
 * dependencies (prop types, deep equality, invariant) were in every page's
 * entry bundle; this keeps the behaviour pages rely on, and main.js is
 * 3.7 KiB gzip lighter with it:
 *
 * - every mounted `Head` contributes its children, in the order they
 *   mounted; a later one wins: the last title, later attributes of `<html>`,
 *   `<body>` and `<title>`, and later tags with the same key (a `<meta>` by
 *   its `name`, `property`, `http-equiv`, `charset` or `itemprop`; a `<link>`
 *   by `href`, or `rel` for a canonical link; a `<script>` by `src` or
 *   content; …), as the package reduces them;
 * - once per frame after a change, the document's head is brought in line:
 *   tags the server rendered (`data-rh`) stay where an equal tag is wanted,
 *   the others go, new ones are appended, and `<html>`/`<body>` track which
 *   attributes they manage in `data-rh`, as the package does, so its server
 *   output and this agree.
 *
 * The package's other props (`title=`, `meta=[…]`, `titleTemplate`,
 * `defer`, `onChangeClientState`, …) are not used by Docusaurus or the site
 * and are not supported.
 */
import { Children, Fragment, isValidElement, useLayoutEffect, useRef, type ReactNode } from 'react';

type Attributes = Record<string, string>;

/** One `Head`'s children, as the package maps them. */
export interface HeadProps {
  title?: string;
  titleAttributes?: Attributes;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
  base?: Attributes;
  meta?: Attributes[];
  link?: Attributes[];
  script?: Attributes[];
  noscript?: Attributes[];
  style?: Attributes[];
}

type TagType = 'meta' | 'link' | 'script' | 'noscript' | 'style';

/** The document head every mounted `Head` adds up to. */
export interface HeadState {
  title?: string;
  titleAttributes: Attributes;
  htmlAttributes: Attributes;
  bodyAttributes: Attributes;
  base: Attributes[];
  meta: Attributes[];
  link: Attributes[];
  script: Attributes[];
  noscript: Attributes[];
  style: Attributes[];
}

/** React prop names → HTML attribute names, where they differ in more than case. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  charSet: 'charset',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
  accessKey: 'accesskey',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
};

/** The attributes that key a tag of each type (later tags with the same key replace earlier ones). */
const KEYS: Record<TagType | 'base', string[]> = {
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  link: ['rel', 'href'],
  script: ['src', 'innerHTML'],
  noscript: ['innerHTML'],
  style: ['cssText'],
  base: ['href'],
};

const TAG_TYPES: TagType[] = ['meta', 'link', 'script', 'noscript', 'style'];

function text(children: unknown): string {
  return Array.isArray(children) ? children.join('') : String(children ?? '');
}

function attributesOf(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children') continue;
    attributes[ATTRIBUTE_NAMES[name] ?? name] = value as string;
  }
  return attributes;
}

/** A `Head`'s children as props, the way the package maps them. */
export function headProps(children: ReactNode, into: HeadProps = {}): HeadProps {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const props = child.props as Record<string, unknown>;
    if (child.type === Fragment) {
      headProps(props.children as ReactNode, into);
      return;
    }
    const attributes = attributesOf(props);
    switch (child.type) {
      case 'title':
        into.title = text(props.children);
        into.titleAttributes = attributes;
        break;
      case 'html':
        into.htmlAttributes = attributes;
        break;
      case 'body':
        into.bodyAttributes = attributes;
        break;
      case 'base':
        into.base = attributes;
        break;
      case 'script':
      case 'noscript':
      case 'style': {
        const content = props.children == null ? undefined : text(props.children);
        const tag = { ...attributes };
        if (content) tag[child.type === 'style' ? 'cssText' : 'innerHTML'] = content;
        (into[child.type] ??= []).push(tag);
        break;
      }
      case 'meta':
      case 'link':
        (into[child.type] ??= []).push(attributes);
        break;
      default:
        throw new Error(`<Head> does not support <${String(child.type)}> elements`);
    }
  });
  return into;
}

/** The attribute that keys a tag, as the package picks it (the last key attribute present, with its two exceptions). */
function keyOf(tag: Attributes, keys: string[]): string | undefined {
  let key: string | undefined;
  for (const name of Object.keys(tag)) {
    const lower = name.toLowerCase();
    const canonicalRel = key === 'rel' && String(tag[key]).toLowerCase() === 'canonical';
    const stylesheetRel = lower === 'rel' && String(tag[lower]).toLowerCase() === 'stylesheet';
    if (keys.includes(lower) && !canonicalRel && !stylesheetRel) key = lower;
    if (keys.includes(name) && (name === 'innerHTML' || name === 'cssText' || name === 'itemprop')) key = name;
  }
  return key;
}

/**
 * The tags of one type, from the last `Head` back: a tag is dropped when a
 * later `Head` already has a tag with the same key; tags of one `Head` do
 * not replace each other. Tags without a key are dropped.
 */
export function reduceTags(lists: Attributes[][], keys: string[]): Attributes[] {
  const seen = new Map<string, Set<string>>();
  const kept: Attributes[][] = [];
  for (const list of [...lists].reverse()) {
    const own: Attributes[] = [];
    const ownSeen: [string, string][] = [];
    for (const tag of list) {
      const key = keyOf(tag, keys);
      if (!key || !tag[key]) continue;
      const value = String(tag[key]).toLowerCase();
      if (seen.get(key)?.has(value)) continue;
      ownSeen.push([key, value]);
      own.push(tag);
    }
    for (const [key, value] of ownSeen) {
      if (!seen.has(key)) seen.set(key, new Set());
      seen.get(key)!.add(value);
    }
    kept.unshift(own);
  }
  return kept.flat();
}

/** What the mounted `Head`s (in mount order) add up to. */
export function reduceHead(list: HeadProps[]): HeadState {
  const merge = (name: 'titleAttributes' | 'htmlAttributes' | 'bodyAttributes') =>
    Object.assign({}, ...list.map((props) => props[name] ?? {})) as Attributes;
  const tags = (type: TagType) =>
    reduceTags(
      list.flatMap((props) => (props[type] ? [props[type]] : [])),
      KEYS[type],
    );
  const base = [...list].reverse().find((props) => props.base && keyOf(props.base, KEYS.base));
  return {
    title: [...list].reverse().find((props) => props.title !== undefined)?.title,
    titleAttributes: merge('titleAttributes'),
    htmlAttributes: merge('htmlAttributes'),
    bodyAttributes: merge('bodyAttributes'),
    base: base?.base ? [base.base] : [],
    meta: tags('meta'),
    link: tags('link'),
    script: tags('script'),
    noscript: tags('noscript'),
    style: tags('style'),
  };
}

/** Sets an element's managed attributes; `data-rh` lists them, as the package writes it. */
function updateAttributes(element: Element | undefined, attributes: Attributes): void {
  if (!element) return;
  const managed = element.getAttribute('data-rh')?.split(',') ?? [];
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = attributes[name] || '';
    if (element.getAttribute(name) !== String(value)) element.setAttribute(name, String(value));
  }
  for (const name of managed) if (!names.includes(name)) element.removeAttribute(name);
  if (names.length === 0) element.removeAttribute('data-rh');
  else if (element.getAttribute('data-rh') !== names.join(',')) element.setAttribute('data-rh', names.join(','));
}

/** Brings the head's tags of one type in line, keeping equal ones. */
function updateTags(type: string, tags: Attributes[]): void {
  const head = document.head;
  const old = Array.from(head.querySelectorAll(`${type}[data-rh]`));
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(type);
    for (const [name, value] of Object.entries(tag)) {
      if (name === 'innerHTML') element.innerHTML = value;
      else if (name === 'cssText') element.appendChild(document.createTextNode(value));
      else element.setAttribute(name, value === undefined ? '' : String(value));
    }
    element.setAttribute('data-rh', 'true');
    const same = old.findIndex((existing) => element.isEqualNode(existing));
    if (same === -1) added.push(element);
    else old.splice(same, 1);
  }
  for (const element of old) element.remove();
  for (const element of added) head.appendChild(element);
}

export function commitHead(state: HeadState): void {
  updateAttributes(document.body, state.bodyAttributes);
  updateAttributes(document.documentElement, state.htmlAttributes);
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  updateAttributes(document.getElementsByTagName('title')[0], state.titleAttributes);
  updateTags('base', state.base);
  for (const type of TAG_TYPES) updateTags(type, state[type]);
}

interface Instance {
  props: HeadProps;
  json: string;
}

const mounted: Instance[] = [];
let frame = 0;

function scheduleCommit(): void {
  cancelAnimationFrame(frame);
  frame = requestAnimationFrame(() => {
    frame = 0;
    commitHead(reduceHead(mounted.map((instance) => instance.props)));
  });
}

/** `@docusaurus/Head`: its children go into the document's head. Renders nothing. */
export function Helmet({ children }: { children?: ReactNode }): null {
  const props = headProps(children);
  const json = JSON.stringify(props);
  const instance = useRef<Instance | null>(null);
  // Layout effects of leaves run in document order, the order the package
  // registers its instances in, so a later `Head` still wins.
  useLayoutEffect(() => {
    const own = { props, json };
    instance.current = own;
    mounted.push(own);
    scheduleCommit();
    return () => {
      mounted.splice(mounted.indexOf(own), 1);
      instance.current = null;
      scheduleCommit();
    };
    // Mount and unmount only; changes go through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useLayoutEffect(() => {
    const own = instance.current;
    if (!own || own.json === json) return;
    own.props = props;
    own.json = json;
    scheduleCommit();
  });
  return null;
}

/** The app's wrapper: the client keeps its `Head`s in this module, so it only renders its children. */
export function HelmetProvider({ children }: { children?: ReactNode }): ReactNode {
  return children;
}
