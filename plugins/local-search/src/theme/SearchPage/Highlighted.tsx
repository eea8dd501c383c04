import { Fragment, type ReactNode } from 'react';

/** Tags the search page asks the engine (or the hosted service) to use. */
export const PRE_TAG = '<mark>';
export const POST_TAG = '</mark>';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/**
 * Renders a highlighted value as React text: the highlight tags become
 * <mark> elements and everything else is text. No HTML from a result, or
 * from what the reader typed, is ever inserted as markup.
 */
export function Highlighted({ value }: { value: string }): ReactNode {
  const parts = value.split(/(<mark>|<\/mark>)/);
  let marked = false;
  return parts.map((part, i) => {
    if (part === PRE_TAG) {
      marked = true;
      return null;
    }
    if (part === POST_TAG) {
      marked = false;
      return null;
    }
    if (!part) return null;
    const text = decodeEntities(part);
    return marked ? <mark key={i}>{text}</mark> : <Fragment key={i}>{text}</Fragment>;
  });
}
