/**
 * A doc's card on a generated index page shows the description the page
 * provides (src/components/DocCardDescriptions): the browser's copy of the
 * version data no longer carries doc descriptions, nor the docs such cards
 * link to (plugins/client-runtime, version-data-loader.cjs). With the
 * description in hand the card needs no lookup by doc id, so it gets none.
 * Other cards (a doc page's `DocCardList`) look their docs up as upstream
 * does.
 */
import { useDocCardDescription } from '@site/src/components/DocCardDescriptions';
import DocCard from '@theme-original/DocCard';
import type { ComponentProps, ReactNode } from 'react';

type Props = ComponentProps<typeof DocCard>;

export default function DocCardWrapper({ item }: Props): ReactNode {
  const description = useDocCardDescription(item.type === 'link' ? (item.docId ?? undefined) : undefined);
  if (item.type !== 'link' || description === undefined) return <DocCard item={item} />;
  return <DocCard item={{ ...item, docId: undefined, description: item.description ?? description }} />;
}
