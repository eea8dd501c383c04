/**
 * A card for a doc shows the description its category page provides
 * (src/components/DocCardDescriptions) when the sidebar item has none of its
 * own: the browser's version data no longer carries doc descriptions. The
 * server render's does, and both give the same text.
 */
import { useDocCardDescription } from '@site/src/components/DocCardDescriptions';
import DocCard from '@theme-original/DocCard';
import type { ComponentProps, ReactNode } from 'react';

type Props = ComponentProps<typeof DocCard>;

export default function DocCardWrapper({ item }: Props): ReactNode {
  const description = useDocCardDescription(item.type === 'link' ? (item.docId ?? undefined) : undefined);
  if (item.type !== 'link' || item.description !== undefined || description === undefined)
    return <DocCard item={item} />;
  return <DocCard item={{ ...item, description }} />;
}
