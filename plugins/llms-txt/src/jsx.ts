/**
 * Just enough of an MDX/JSX reader for our docs: an element's name, its
 * attributes, and the source of its children, found by matching the closing
 * tag while stepping over fenced code, code spans and MDX comments (a code
 * sample may well show `</Tabs>`).
 */

export type JsxAttr = { kind: 'string'; value: string } | { kind: 'expression'; source: string } | { kind: 'boolean' };

export interface JsxElement {
  name: string;
  attrs: Map<string, JsxAttr>;
  selfClosing: boolean;
  /** Source between the opening and the closing tag ('' when self-closing). */
  children: string;
  /** Offset of the `<` of the opening tag. */
  start: number;
  /** Offset just past the element (after `/>` or the closing tag's `>`). */
  end: number;
}

const NAME = /[A-Za-z][\w.:-]*/y;
const ATTR_NAME = /[A-Za-z_:][\w:.-]*/y;
const FENCE_OPEN = /[ \t]*(`{3,}|~{3,})/y;

/** Offset past a balanced `{…}` starting at `start` (string and template literals respected). */
function skipBraces(text: string, start: number): number | null {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return i + 1;
    } else if (c === '"' || c === "'" || c === '`') {
      const close = text.indexOf(c, i + 1);
      if (close === -1) return null;
      i = close;
    }
  }
  return null;
}

interface OpenTag {
  name: string;
  attrs: Map<string, JsxAttr>;
  selfClosing: boolean;
  /** Offset just past the tag's `>`. */
  end: number;
}

/** Reads `<Name attr="…" attr={…} flag>` or `<Name … />` at `start`. */
export function parseOpenTag(text: string, start: number): OpenTag | null {
  if (text[start] !== '<') return null;
  NAME.lastIndex = start + 1;
  const name = NAME.exec(text)?.[0];
  if (!name) return null;
  const attrs = new Map<string, JsxAttr>();
  let i = start + 1 + name.length;
  // A name must end at whitespace, `/` or `>` (so `<https://…>` is no tag).
  if (i < text.length && !/[\s/>]/.test(text[i]!)) return null;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (i >= text.length) return null;
    if (text.startsWith('/>', i)) return { name, attrs, selfClosing: true, end: i + 2 };
    if (text[i] === '>') return { name, attrs, selfClosing: false, end: i + 1 };
    if (text[i] === '{') {
      // A spread attribute ({...props}): nothing we can read.
      const end = skipBraces(text, i);
      if (end === null) return null;
      i = end;
      continue;
    }
    ATTR_NAME.lastIndex = i;
    const attr = ATTR_NAME.exec(text)?.[0];
    if (!attr) return null;
    i += attr.length;
    let j = i;
    while (j < text.length && /[ \t]/.test(text[j]!)) j++;
    if (text[j] !== '=') {
      attrs.set(attr, { kind: 'boolean' });
      continue;
    }
    j++;
    while (j < text.length && /\s/.test(text[j]!)) j++;
    const q = text[j];
    if (q === '"' || q === "'") {
      const close = text.indexOf(q, j + 1);
      if (close === -1) return null;
      attrs.set(attr, { kind: 'string', value: text.slice(j + 1, close) });
      i = close + 1;
    } else if (q === '{') {
      const end = skipBraces(text, j);
      if (end === null) return null;
      attrs.set(attr, { kind: 'expression', source: text.slice(j + 1, end - 1).trim() });
      i = end;
    } else {
      return null;
    }
  }
}

/** Offset past a fenced code block opening at line start `pos`, or null if none opens there. */
export function skipFence(text: string, pos: number): number | null {
  FENCE_OPEN.lastIndex = pos;
  const open = FENCE_OPEN.exec(text);
  if (!open) return null;
  const fence = open[1]!;
  const closing = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
  let lineStart = text.indexOf('\n', pos);
  while (lineStart !== -1) {
    const from = lineStart + 1;
    const eol = text.indexOf('\n', from);
    const line = text.slice(from, eol === -1 ? text.length : eol);
    if (closing.test(line)) return eol === -1 ? text.length : eol;
    lineStart = eol;
  }
  return text.length;
}

/** Offset past a code span opening at `pos` (a run of backticks), or null when the run is never closed. */
export function skipCodeSpan(text: string, pos: number): number | null {
  let n = 0;
  while (text[pos + n] === '`') n++;
  const run = '`'.repeat(n);
  let i = pos + n;
  for (;;) {
    const close = text.indexOf(run, i);
    if (close === -1) return null;
    let m = 0;
    while (text[close + m] === '`') m++;
    if (m === n) return close + n;
    i = close + m;
  }
}

/**
 * Reads the element whose opening tag starts at `start`: for a paired tag,
 * its children run to the matching `</Name>` (nested elements of the same
 * name counted). Returns null for anything that is not a complete element.
 */
export function parseJsxElement(text: string, start: number): JsxElement | null {
  const open = parseOpenTag(text, start);
  if (!open) return null;
  const { name, attrs } = open;
  if (open.selfClosing) return { name, attrs, selfClosing: true, children: '', start, end: open.end };
  let depth = 1;
  let i = open.end;
  while (i < text.length) {
    const atLineStart = i === 0 || text[i - 1] === '\n';
    if (atLineStart) {
      const fenceEnd = skipFence(text, i);
      if (fenceEnd !== null) {
        i = fenceEnd;
        continue;
      }
    }
    const c = text[i];
    if (c === '`') {
      const end = skipCodeSpan(text, i);
      if (end !== null) {
        i = end;
        continue;
      }
      while (text[i] === '`') i++;
      continue;
    }
    if (c === '{' && text.startsWith('{/*', i)) {
      const close = text.indexOf('*/}', i);
      if (close !== -1) {
        i = close + 3;
        continue;
      }
    }
    if (c === '<') {
      if (text.startsWith(`</${name}`, i) && /^\s*>/.test(text.slice(i + 2 + name.length))) {
        depth--;
        const gt = text.indexOf('>', i);
        if (depth === 0)
          return { name, attrs, selfClosing: false, children: text.slice(open.end, i), start, end: gt + 1 };
        i = gt + 1;
        continue;
      }
      if (text.startsWith(`<${name}`, i)) {
        const inner = parseOpenTag(text, i);
        if (inner && inner.name === name) {
          if (!inner.selfClosing) depth++;
          i = inner.end;
          continue;
        }
      }
    }
    i++;
  }
  return null;
}

/** The value of a string attribute, or of an expression that is a plain string literal (`{'a'}`). */
export function attrString(el: Pick<JsxElement, 'attrs'>, name: string): string | undefined {
  const attr = el.attrs.get(name);
  if (!attr) return undefined;
  if (attr.kind === 'string') return attr.value;
  if (attr.kind === 'expression') return stringLiteral(attr.source);
  return undefined;
}

/** `'a'`, `"a"` or a template literal without substitutions, as its string; otherwise undefined. */
export function stringLiteral(source: string): string | undefined {
  const m = /^(['"`])([\s\S]*)\1$/.exec(source.trim());
  if (!m) return undefined;
  if (m[1] === '`' && m[2]!.includes('${')) return undefined;
  if (m[1] !== '`' && m[2]!.includes(m[1]!)) return undefined;
  return m[2];
}

export function attrBoolean(el: Pick<JsxElement, 'attrs'>, name: string): boolean {
  const attr = el.attrs.get(name);
  if (!attr) return false;
  if (attr.kind === 'boolean') return true;
  if (attr.kind === 'expression') return attr.source === 'true';
  return attr.value !== 'false';
}
