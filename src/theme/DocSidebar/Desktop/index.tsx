/**
 * The desktop sidebar, not hydrated on a phone.
 *
 * In a narrow window the theme hides the desktop sidebar with CSS and, as
 * soon as the page has hydrated, stops rendering it (`DocSidebar` switches
 * to the mobile menu on `useWindowSize`). Hydrating it first was wasted
 * work on every doc page opened on a phone: each sidebar item's hooks,
 * for a list nobody sees that is removed a moment later.
 *
 * While the page hydrates in a narrow window, this keeps the server's
 * sidebar HTML as it is, without hydrating it (React does not compare or
 * rewrite `dangerouslySetInnerHTML` while hydrating); the theme then removes
 * it as before. Anywhere else (the server render, a wide window, any later
 * render, such as the window growing past the breakpoint) it is the theme's.
 */
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type { WrapperProps } from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { type ReactNode, useState } from 'react';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

/** theme-common's `useWindowSize`: wider than this is "desktop". */
const DESKTOP_BREAKPOINT = 996;

export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Hydrating (a production build) in a window the theme calls "mobile".
  const [adopt] = useState(
    () =>
      Boolean(process.env.HYDRATE_CLIENT_ENTRY) &&
      typeof window !== 'undefined' &&
      !isBrowser &&
      window.innerWidth <= DESKTOP_BREAKPOINT,
  );
  if (adopt) return <div dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <DocSidebarDesktop {...props} />;
}
