import { useLayoutDoc } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { ComponentProps, ReactNode } from 'react';

type Props = Omit<ComponentProps<typeof DefaultNavbarItem>, 'to' | 'href' | 'isActive'> & {
  /** Doc id, resolved in the version the reader is on or prefers. */
  readonly docId: string;
  readonly docsPluginId?: string;
};

/**
 * A navbar link to one doc, like the theme's `doc` item (it follows the
 * reader's docs version), but highlighted only on that page and the pages
 * under it. The theme's item counts as active on every page of the same
 * sidebar, and all our docs share one sidebar, so every such link lit up.
 */
export default function DocPageNavbarItem({ docId, docsPluginId, label, ...props }: Props): ReactNode {
  const doc = useLayoutDoc(docId, docsPluginId);
  const { pathname } = useLocation();
  if (doc === null) return null;
  const base = doc.path.replace(/\/$/, '');
  return (
    <DefaultNavbarItem
      exact
      {...props}
      label={label ?? doc.id}
      to={doc.path}
      isActive={() => pathname === doc.path || pathname === base || pathname.startsWith(`${base}/`)}
    />
  );
}
