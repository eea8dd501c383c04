/**
 * A code block's word-wrap state, as `useCodeWordWrap` of
 * @docusaurus/theme-common 3.10.2 (hooks/useCodeWordWrap.js) keeps it, for
 * the same buttons through the same context.
 *
 * Why not upstream's: it runs, for every block of a page as it hydrates, a
 * mutation-observer hook (creating an observer even when there is nothing
 * to observe, and memoising its options), a layout effect and two more
 * states, and it measures every block at once, on screen or not. Here one
 * intersection observer measures a block when it comes into view, which
 * also covers the block in a hidden tab panel that upstream's mutation
 * observer watches. (The ICU collation that memo used to set up is gone for
 * every caller: see plugins/client-runtime/src/shallow-memo-loader.cjs.)
 */
import { type RefObject, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface WordWrap {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
}

/*
 * A block is measured when it comes into view, and again on a resize while
 * it is in view: measuring a block far below the screen would make the
 * browser lay out code it has not laid out yet (custom.css: a code block far
 * from the screen is laid out when the reader scrolls near it). A block in a
 * hidden tab panel is not in view either, so it is measured when its tab is
 * chosen. One observer serves every block of the page.
 */
const measures = new Map<Element, () => void>();
const inView = new Set<Element>();
let observer: IntersectionObserver | undefined;

function onResize(): void {
  for (const pre of inView) measures.get(pre)?.();
}

function watchBlock(pre: HTMLPreElement, measure: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    measure();
    return () => {};
  }
  if (!observer) {
    observer = new IntersectionObserver((entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) {
          inView.delete(target);
          continue;
        }
        inView.add(target);
        measures.get(target)?.();
      }
    });
    window.addEventListener('resize', onResize, { passive: true });
  }
  measures.set(pre, measure);
  observer.observe(pre);
  return () => {
    observer?.unobserve(pre);
    measures.delete(pre);
    inView.delete(pre);
  };
}

export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and strings wrap too: no scrollbar once enabled.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  const updateCodeIsScrollable = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    const scrollable = pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
    // Only the word-wrap button reads it: a transition, so blocks that
    // come into view together render again in slices.
    startTransition(() => setIsCodeScrollable(scrollable));
  }, []);

  // After a toggle (not on mount: the observer measures a block once it is
  // in view), the button was used, so the block is on screen.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    return watchBlock(pre, updateCodeIsScrollable);
  }, [updateCodeIsScrollable]);

  return useMemo(() => ({ codeBlockRef, isEnabled, isCodeScrollable, toggle }), [isEnabled, isCodeScrollable, toggle]);
}
