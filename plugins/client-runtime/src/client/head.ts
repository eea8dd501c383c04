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
 * `Head` takes the package's props form too (`<Head title="…" titleTemplate="%s
 * | tRPC" meta={[{ name: 'robots', content: 'noindex' }]} />`, with
 * `defaultTitle`, `titleAttributes`, `htmlAttributes`, `bodyAttributes`,
 * `base`, `link`, `script`, `style`, `noscript` and `defer`), merged with the
 * children as the package merges them: the server render writes those tags,
 * so the browser must want them too, or its first commit removes them.
 * `encodeSpecialCharacters` and `prioritizeSeoTags` only shape the server's
 * HTML and are accepted; any other prop (`onChangeClientState`, `helmetData`,
 * …) throws, rather than being dropped without a word.
 */
import { Children, Fragment, isValidElement, useLayoutEffect, useRef, type ReactNode } from 'react';

type Attributes = Record<string, string>;

/** One `Head`'s props and children, as the package maps them. */
export interface HeadProps {
  title?: string;
  titleTemplate?: string;
  defaultTitle?: string;
  /** `false`: the head is brought in line in the same commit instead of the next frame. */
  defer?: boolean;
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

/**
 * A `Head`'s children as props, the way the package maps them onto the
 * props it was given (`into`): a child `<title>`, `<html>`, `<body>` or
 * `<base>` replaces the prop of its name, and the children of one type
 * (`<meta>`, …) replace that type's prop. A fragment's children are mapped
 * first, so its tags of a type the outer level also has are replaced too:
 * the package's quirk, kept because the server render has it.
 */
export function headProps(children: ReactNode, into: HeadProps = {}): HeadProps {
  let props = into;
  const lists: Partial<Record<TagType, Attributes[]>> = {};
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const childProps = child.props as Record<string, unknown>;
    if (child.type === Fragment) {
      props = headProps(childProps.children as ReactNode, props);
      return;
    }
    const attributes = attributesOf(childProps);
    switch (child.type) {
      case 'title':
        props.title = childProps.children == null ? undefined : text(childProps.children);
        props.titleAttributes = attributes;
        break;
      case 'html':
        props.htmlAttributes = attributes;
        break;
      case 'body':
        props.bodyAttributes = attributes;
        break;
      case 'base':
        props.base = attributes;
        break;
      case 'script':
      case 'noscript':
      case 'style': {
        const tag = { ...attributes };
        // The package keeps the children as given: an array reads "a,b" in both renders.
        if (childProps.children) tag[child.type === 'style' ? 'cssText' : 'innerHTML'] = String(childProps.children);
        (lists[child.type] ??= []).push(tag);
        break;
      }
      case 'meta':
      case 'link':
        (lists[child.type] ??= []).push(attributes);
        break;
      default:
        throw new Error(`<Head> does not support <${String(child.type)}> elements`);
    }
  });
  return Object.assign(props, lists);
}

/** The props form's props, mapped as given (the package renames no attribute there). */
const PROPS_FORM = new Set<string>([
  'title',
  'titleTemplate',
  'defaultTitle',
  'defer',
  'titleAttributes',
  'htmlAttributes',
  'bodyAttributes',
  'base',
  ...TAG_TYPES,
]);
/** Props only the package's server render reads: the HTML it writes is still what this wants. */
const SERVER_ONLY = new Set(['encodeSpecialCharacters', 'prioritizeSeoTags']);

export type HelmetProps = HeadProps & { children?: ReactNode };

/** What one `Head` contributes: its props form, then its children over it. */
export function helmetProps({ children, ...props }: HelmetProps): HeadProps {
  const into: HeadProps = {};
  for (const [name, value] of Object.entries(props)) {
    if (SERVER_ONLY.has(name)) continue;
    if (!PROPS_FORM.has(name)) {
      throw new Error(
        `<Head ${name}> is not supported in the browser (plugins/client-runtime/src/client/head.ts stands in for react-helmet-async there)`,
      );
    }
    (into as Record<string, unknown>)[name] = value;
  }
  return children ? headProps(children, into) : into;
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

/** The last `Head`'s value of a prop it has, as the package reads `title`, `titleTemplate` and `defaultTitle`. */
function innermost<K extends keyof HeadProps>(list: HeadProps[], name: K): HeadProps[K] | undefined {
  for (let i = list.length - 1; i >= 0; i--) if (name in list[i]!) return list[i]![name];
  return undefined;
}

/** The title the package writes: the last title through the last template, else the last default title. */
function titleOf(list: HeadProps[]): string | undefined {
  const title = innermost(list, 'title');
  const template = innermost(list, 'titleTemplate');
  if (template && title) return template.replace(/%s/g, () => title);
  return title || innermost(list, 'defaultTitle') || undefined;
}

/** What the mounted `Head`s (in mount order) add up to. */
export function reduceHead(list: HeadProps[]): HeadState {
  const merge = (name: 'titleAttributes' | 'htmlAttributes' | 'bodyAttributes') =>
    Object.assign({}, ...list.map((props) => props[name] ?? {})) as Attributes;
  // A tag type's prop that is not an array is ignored, as the package does (with a warning).
  const tags = (type: TagType) =>
    reduceTags(
      list.flatMap((props) => (Array.isArray(props[type]) ? [props[type]] : [])),
      KEYS[type],
    );
  const base = [...list].reverse().find((props) => {
    const key = props.base && keyOf(props.base, KEYS.base);
    return key && props.base![key];
  });
  return {
    title: titleOf(list),
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
  frame = 0;
  const commit = () => {
    frame = 0;
    commitHead(reduceHead(mounted.map((instance) => instance.props)));
  };
  // The package reads `defer` (default true) from the last Head.
  if (mounted[mounted.length - 1]?.props.defer === false) commit();
  else frame = requestAnimationFrame(commit);
}

/** `@docusaurus/Head`: its props and children go into the document's head. Renders nothing. */
export function Helmet(helmet: HelmetProps): null {
  const props = helmetProps(helmet);
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
