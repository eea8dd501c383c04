/**
 * Wraps the announcement bar. Before hydration, an inline script of the
 * theme hides the bar with a data attribute when a dismissal is stored; when
 * the announcement's id has changed since, the theme forgets the dismissal
 * but leaves the attribute, so the new announcement stayed hidden until the
 * next full page load. Once the bar is active we clear the attribute.
 */
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import { type ReactNode, useEffect } from 'react';

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
