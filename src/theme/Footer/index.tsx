/**
 * The footer is the same on every page, so the browser keeps the one the
 * server wrote instead of rendering it again: its components and link
 * helpers (1.1 KiB gzip) leave every page's entry bundle.
 *
 * - Server render: the theme's footer, inside a wrapper `<div>`.
 * - Hydration: the wrapper adopts the server's HTML as it is (React does
 *   not compare or rewrite `dangerouslySetInnerHTML` while hydrating), and
 *   keeps a copy of it for the pages that follow.
 * - Later pages render that copy.
 * - A click on one of its same-site links navigates inside the app, as the
 *   theme's links do; new tabs, downloads and other sites are the browser's.
 * - Without server HTML to adopt (`npm start`, or a first page rendered
 *   without a footer), the theme's footer loads on demand and renders.
 */
import { useHistory } from '@docusaurus/router';
import { lazy, type MouseEvent, type ReactNode, Suspense, useCallback, useState } from 'react';

const ThemeFooter = lazy(() => import('@theme-original/Footer'));

const ATTRIBUTE = 'data-site-footer';

/** The footer the server wrote, read from the first page that has one. */
let serverHtml: string | undefined;

function adoptable(): string | undefined {
  if (serverHtml === undefined && process.env.HYDRATE_CLIENT_ENTRY) {
    const html = document.querySelector(`[${ATTRIBUTE}]`)?.innerHTML;
    if (html) serverHtml = html;
  }
  return serverHtml;
}

export default function Footer(): ReactNode {
  const history = useHistory();
  const [html] = useState(() => (typeof document === 'undefined' ? undefined : adoptable()));
  const followLink = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest('a');
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      history.push(url.pathname + url.search + url.hash);
    },
    [history],
  );
  if (html === undefined) {
    return (
      <div {...{ [ATTRIBUTE]: '' }}>
        <Suspense fallback={null}>
          <ThemeFooter />
        </Suspense>
      </div>
    );
  }
  return (
    <div
      {...{ [ATTRIBUTE]: '' }}
      onClick={followLink}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
