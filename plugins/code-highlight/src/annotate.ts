/**
 * Type hovers and shown errors in highlighted code, as plain HTML that CSS
 * alone shows (see src/theme/CodeBlock/styles.module.css):
 *
 *   <span class="hv" tabindex="0" aria-describedby="ID"><span class="hv-t" role="tooltip" id="ID">const t: …</span>t</span>
 *
 * Only declarations and imports are tab stops, with their tooltip as an
 * element the identifier's `aria-describedby` names. Every other identifier
 * (a use) shows its type on mouse hover only, so a page of code does not
 * become hundreds of tab stops; its tooltip is CSS generated content, so a
 * type used many times on a page is written once, in a `<style>` rule:
 *
 *   <style>.h1a2b-3::before{content:"const t: …"}</style> … <span class="hu h1a2b-3">t</span>
 *
 * An error the block shows on purpose is underlined (`<span class="cerr">`)
 * and its message follows the line as text.
 */
import { escapeHtml } from './escape';

export interface Token {
  types: string[];
  content: string;
}

/** Columns are 0-based, in the line's text. */
export interface LineHover {
  col: number;
  len: number;
  text: string;
  decl?: boolean;
}

export interface LineError {
  col: number;
  len: number;
  code: number;
  message: string;
}

export interface LineAnnotations {
  hovers?: LineHover[];
  errors?: LineError[];
}

/** What the blocks of one page share: unique ids, and one class per type text of the uses' tooltips. */
export interface PageContext {
  /** A new id, unique in the page. */
  nextId: () => string;
  /** Class name of a use's tooltip text, by text. */
  useClasses: Map<string, string>;
}

export function pageContext(prefix = 'h'): PageContext {
  let count = 0;
  return { nextId: () => `${prefix}${++count}`, useClasses: new Map() };
}

/** A CSS string literal: quotes, backslashes, line breaks and `<` (no `</style>`) escaped. */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"<\n]/g, (c) => (c === '\n' ? '\\a ' : `\\${c.charCodeAt(0).toString(16)} `))}"`;
}

interface Piece {
  types: string[];
  text: string;
  hover: number;
  error: number;
}

function tokenHtml(types: string[], text: string): string {
  const html = escapeHtml(text);
  return types.length === 1 && types[0] === 'plain' ? html : `<span class="token ${types.join(' ')}">${html}</span>`;
}

/**
 * Ranges that fit the line and do not overlap an earlier one of their kind;
 * a hover that straddles an error's edge is dropped (the error wins).
 */
function usable<T extends { col: number; len: number }>(ranges: T[] | undefined, length: number): T[] {
  const out: T[] = [];
  let end = 0;
  for (const r of [...(ranges ?? [])].sort((a, b) => a.col - b.col)) {
    if (r.len <= 0 || r.col < end || r.col + r.len > length) continue;
    out.push(r);
    end = r.col + r.len;
  }
  return out;
}

/**
 * The HTML of one line's tokens with its hovers and errors, the HTML of the
 * error messages that follow the line, and the CSS rules of the type texts
 * the page had not used yet.
 */
export function annotateLine(
  tokens: Token[],
  annotations: LineAnnotations | undefined,
  page: PageContext,
): { html: string; after: string; css: string } {
  const plain = tokens.map((t) => tokenHtml(t.types, t.content)).join('');
  if (!annotations || (!annotations.hovers?.length && !annotations.errors?.length))
    return { html: plain, after: '', css: '' };
  let css = '';
  const length = tokens.reduce((n, t) => n + t.content.length, 0);
  const errors = usable(annotations.errors, length);
  const hovers = usable(annotations.hovers, length).filter((h) =>
    errors.every(
      (e) => h.col + h.len <= e.col || h.col >= e.col + e.len || (h.col >= e.col && h.col + h.len <= e.col + e.len),
    ),
  );
  // Cut the tokens wherever a hover or an error starts or ends.
  const cuts = new Set<number>();
  for (const r of [...hovers, ...errors]) cuts.add(r.col).add(r.col + r.len);
  const pieces: Piece[] = [];
  let at = 0;
  for (const token of tokens) {
    let from = 0;
    const inner = [...cuts].filter((c) => c > at && c < at + token.content.length).sort((a, b) => a - b);
    for (const cut of [...inner, at + token.content.length]) {
      const text = token.content.slice(from, cut - at);
      if (text) {
        const col = at + from;
        pieces.push({
          types: token.types,
          text,
          hover: hovers.findIndex((h) => col >= h.col && col < h.col + h.len),
          error: errors.findIndex((e) => col >= e.col && col < e.col + e.len),
        });
      }
      from = cut - at;
    }
    at += token.content.length;
  }
  let html = '';
  let hover = -1;
  let error = -1;
  const closeHover = () => {
    if (hover !== -1) html += '</span>';
    hover = -1;
  };
  for (const piece of pieces) {
    if (piece.error !== error) {
      closeHover();
      if (error !== -1) html += '</span>';
      error = piece.error;
      if (error !== -1) html += '<span class="cerr">';
    }
    if (piece.hover !== hover) {
      closeHover();
      hover = piece.hover;
      if (hover !== -1) {
        const h = hovers[hover]!;
        if (h.decl) {
          const id = page.nextId();
          html += `<span class="hv" tabindex="0" aria-describedby="${id}"><span class="hv-t" role="tooltip" id="${id}">${escapeHtml(h.text)}</span>`;
        } else {
          let name = page.useClasses.get(h.text);
          if (!name) {
            name = page.nextId();
            page.useClasses.set(h.text, name);
            css += `.${name}::before{content:${cssString(h.text)}}`;
          }
          html += `<span class="hu ${name}">`;
        }
      }
    }
    html += tokenHtml(piece.types, piece.text);
  }
  closeHover();
  if (error !== -1) html += '</span>';
  const after = errors.map((e) => `<div class="cerr-m">${escapeHtml(`${e.message} (TS${e.code})`)}</div>`).join('');
  return { html, after, css };
}
