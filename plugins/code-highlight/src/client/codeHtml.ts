/**
 * The highlighted HTML of a page's code blocks, in the browser.
 *
 * The server render writes each block's HTML into the page. The browser's
 * copy of an MDX module carries, instead of that HTML, a reference into a
 * chunk of its own (html-out-loader.cjs), so a first visit does not
 * download the code twice, once in the HTML and once in JavaScript:
 *
 * - hydrating, a block keeps the HTML the server wrote (`adopt`);
 * - on a client-side navigation, the route's loaders wait for the HTML of
 *   every page module evaluated so far (`withCodeHtml`, wired into the
 *   route registry), so the new page renders with its code highlighted;
 * - should a block still render before its HTML (a failed fetch), it shows
 *   its code as plain text and fills in when the HTML arrives.
 */

type Load = () => Promise<{ default: string[] }>;

interface Source {
  load: Load;
  html?: string[];
  pending?: Promise<void>;
  listeners: Set<() => void>;
}

/** What a block's `html` prop holds in the browser: its place in a module's chunk of HTML. */
export interface CodeHtmlRef {
  readonly source: Source;
  readonly index: number;
}

const sources = new Set<Source>();

/** Called by each MDX module as it is evaluated: its blocks' HTML, loaded on demand. */
export function codeHtmlSource(load: Load): (index: number) => CodeHtmlRef {
  const source: Source = { load, listeners: new Set() };
  sources.add(source);
  return (index) => ({ source, index });
}

function ensure(source: Source): Promise<void> {
  if (source.html) return Promise.resolve();
  source.pending ??= source.load().then(
    (module) => {
      source.html = module.default;
      for (const listener of source.listeners) listener();
    },
    () => {
      // Offline or a stale deploy: blocks stay plain text; a later
      // navigation tries again.
      source.pending = undefined;
    },
  );
  return source.pending;
}

/** Whether the page has hydrated: the client entry sets `docusaurusRoot` as it hydrates. */
const hydrated = (): boolean => typeof window !== 'undefined' && 'docusaurusRoot' in window;

/**
 * Wraps a route module's loader result: after hydration, waits for the
 * code HTML of every module evaluated so far that lacks it (the new page's,
 * its partials', and the first page's, for the way back). Before hydration
 * it waits for nothing: the server's HTML is there.
 */
export function withCodeHtml<T>(module: T): T | Promise<T> {
  if (!hydrated()) return module;
  const missing = [...sources].filter((source) => !source.html);
  if (missing.length === 0) return module;
  return Promise.all(missing.map(ensure)).then(() => module);
}

export function isCodeHtmlRef(value: unknown): value is CodeHtmlRef {
  return typeof value === 'object' && value !== null && 'source' in value && 'index' in value;
}

/** A block's HTML if loaded, else undefined (and `onLoad` runs once it is). */
export function codeHtmlOf(ref: CodeHtmlRef, onLoad: () => void): string | undefined {
  const html = ref.source.html?.[ref.index];
  if (html !== undefined) return html;
  ref.source.listeners.add(onLoad);
  void ensure(ref.source);
  return undefined;
}

export function stopListening(ref: CodeHtmlRef, onLoad: () => void): void {
  ref.source.listeners.delete(onLoad);
}
