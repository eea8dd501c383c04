/**
 * A category's generated index page hands its cards the descriptions of the
 * docs they link to, which come with the page's props (`cardDescriptions`,
 * added at build time by plugins/client-runtime's version-data-loader.cjs)
 * instead of with the version data every doc page loads.
 */
import { DocCardDescriptions } from '@site/src/components/DocCardDescriptions';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type { ComponentProps, ReactNode } from 'react';

type Props = ComponentProps<typeof DocCategoryGeneratedIndexPage> & {
  readonly cardDescriptions?: Readonly<Record<string, string>>;
};

const NONE: Readonly<Record<string, string>> = {};

export default function DocCategoryGeneratedIndexPageWrapper({ cardDescriptions, ...props }: Props): ReactNode {
  return (
    <DocCardDescriptions.Provider value={cardDescriptions ?? NONE}>
      <DocCategoryGeneratedIndexPage {...props} />
    </DocCardDescriptions.Provider>
  );
}
