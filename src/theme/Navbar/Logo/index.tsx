/**
 * Wraps the navbar brand: a right-click (context menu) on it opens the media
 * page with the brand assets instead of the browser's menu.
 */
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Logo from '@theme-original/Navbar/Logo';
import type { MouseEvent, ReactNode } from 'react';

export default function NavbarLogoWrapper(): ReactNode {
  const history = useHistory();
  const mediaPath = useBaseUrl('/media');
  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    history.push(mediaPath);
  };
  return (
    <div onContextMenu={onContextMenu} style={{ display: 'contents' }}>
      <Logo />
    </div>
  );
}
