/**
 * Wraps the crash fallback rendered inside the layout so the tab reads
 * "Page Error", as the root fallback does, instead of the crashed page's title.
 */
import { PageMetadata } from '@docusaurus/theme-common';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type { ComponentProps, ReactNode } from 'react';

type Props = ComponentProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title="Page Error" />
      <ErrorPageContent {...props} />
    </>
  );
}
