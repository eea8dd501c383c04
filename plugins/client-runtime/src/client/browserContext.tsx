/**
 * Upstream's browser context (`@docusaurus/core/lib/client/browserContext.js`,
 * 3.10.2, replaced in ../index.ts), whose value `useIsBrowser` and
 * `<BrowserOnly>` read: false while the page hydrates, true after.
 *
 * The one change: the switch to true is a transition. Upstream sets it in
 * an effect, an update React renders in one go: every reader of the context
 * at once (each code block's buttons, the colour-mode toggle, the search
 * button…), a long task right after hydration on a code-heavy page. As a
 * transition React renders it in slices of a few milliseconds, as it
 * hydrates, and a reader's input comes first.
 */
import { type ReactNode, createContext, startTransition, useEffect, useState } from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
