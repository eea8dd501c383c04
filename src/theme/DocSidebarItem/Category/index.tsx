/**
 * Wraps the sidebar category so it renders again once a route part has put
 * its list back (plugins/client-runtime: the API reference's list loads with
 * the reference's routes, when the reader reaches for the category).
 */
import type { WrapperProps } from '@docusaurus/types';
import { useRouteParts } from '@site/plugins/client-runtime/src/client/sidebarParts';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type { ReactNode } from 'react';

type Props = WrapperProps<typeof CategoryType>;

export default function CategoryWrapper(props: Props): ReactNode {
  useRouteParts();
  return <Category {...props} />;
}
