/**
 * The mobile menu loads when the navbar first needs it: on a narrow
 * window, once the page has hydrated. The theme renders it only there
 * (never in the server HTML, never on a wide window), yet its header,
 * menus and scroll lock were 1.1 KiB gzip of every page's entry bundle.
 * Until the chunk arrives nothing is drawn, as on a wide window; a tap on
 * the menu button in that moment opens the menu once it has loaded.
 */
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { lazy, type ReactNode, Suspense } from 'react';

const MobileSidebar = lazy(() => import('@theme-original/Navbar/MobileSidebar'));

export default function NavbarMobileSidebar(): ReactNode {
  const { shouldRender } = useNavbarMobileSidebar();
  if (!shouldRender) return null;
  return (
    <Suspense fallback={null}>
      <MobileSidebar />
    </Suspense>
  );
}
