/**
 * The mobile menu is rendered when the reader heads for it, not on every
 * page a phone opens. The theme renders it wherever the window is narrow,
 * right after hydration, hidden off-screen: the doc sidebar's items, the
 * navbar's links, and a scroll lock that writes the body's style, then a
 * style pass over all of it (18 ms on /docs/quickstart at 412 px on the CI
 * machine, four times that at Lighthouse's mobile CPU), for a menu most
 * readers never open.
 *
 * Here its code (1.1 KiB gzip, kept out of the entry bundle) loads in idle
 * time after hydration, and the menu renders as soon as the pointer comes
 * down on, hovers or focuses the menu button: by the click that opens it,
 * it is in the page and slides in as before. A click without those (an
 * assistive technology's) renders it open. Once rendered it stays.
 */
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

const loadMenu = () => import('@theme-original/Navbar/MobileSidebar');
const MobileSidebar = lazy(loadMenu);

/** The menu button the theme renders (Navbar/MobileSidebar/Toggle). */
const TOGGLE = '.navbar__toggle';
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'focusin'] as const;

/** True from the first sign the reader is heading for the menu, or once it is shown; then stays true. */
function useMenuWanted(active: boolean, shown: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  useEffect(() => {
    if (!active || wanted) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE)) setWanted(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    // Fetch the code while the page is idle, so rendering waits on nothing.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void loadMenu());
    else setTimeout(() => void loadMenu(), 200);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [active, wanted]);
  return wanted || shown;
}

export default function NavbarMobileSidebar(): ReactNode {
  const { shouldRender, shown } = useNavbarMobileSidebar();
  const wanted = useMenuWanted(shouldRender, shown);
  if (!shouldRender || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <MobileSidebar />
    </Suspense>
  );
}
