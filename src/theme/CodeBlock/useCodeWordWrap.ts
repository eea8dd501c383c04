/**
 * A code block's word-wrap state, as `useCodeWordWrap` of
 * @docusaurus/theme-common 3.10.2 (hooks/useCodeWordWrap.js) keeps it, for
 * the same buttons through the same context.
 *
 * Why not upstream's: it runs, for every block of a page as it hydrates, a
 * mutation-observer hook (creating an observer even when there is nothing
 * to observe, and memoising its options), a layout effect and two more
 * states. Here a block in a hidden tab panel (the only case that observer
 * serves) observes that panel directly, once. (The ICU collation that
 * memo used to set up is gone for every caller: see
 * plugins/client-runtime/src/shallow-memo-loader.cjs.)
 */
import { type RefObject, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface WordWrap {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
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
    // Only the word-wrap button reads it: a transition, so the blocks a
    // page hydrates at once (most scroll on a phone) render again in slices.
    startTransition(() => setIsCodeScrollable(scrollable));
  }, []);

  useEffect(() => {
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);

  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, { passive: true });
    // Hidden, a tab panel's block measures nothing: measure when it shows.
    const panel = codeBlockRef.current?.closest('[role=tabpanel][hidden]');
    const observer = panel
      ? new MutationObserver(() => {
          if (panel.hasAttribute('hidden')) return;
          updateCodeIsScrollable();
          observer?.disconnect();
        })
      : undefined;
    if (panel) observer?.observe(panel, { attributes: true, attributeFilter: ['hidden'] });
    return () => {
      window.removeEventListener('resize', updateCodeIsScrollable);
      observer?.disconnect();
    };
  }, [updateCodeIsScrollable]);

  return useMemo(() => ({ codeBlockRef, isEnabled, isCodeScrollable, toggle }), [isEnabled, isCodeScrollable, toggle]);
}
