import ClickToLoadEmbed from '@site/src/components/ClickToLoadEmbed';
import type { ReactNode } from 'react';

export interface YouTubeEmbedProps {
  /** The video id (the `v` parameter of a watch URL). */
  readonly id: string;
  readonly title: string;
}

/** A YouTube video, played from youtube-nocookie.com once the reader asks. */
export default function YouTubeEmbed({ id, title }: YouTubeEmbedProps): ReactNode {
  const safeId = encodeURIComponent(id);
  return (
    <ClickToLoadEmbed
      src={`https://www.youtube-nocookie.com/embed/${safeId}?autoplay=1`}
      href={`https://www.youtube.com/watch?v=${safeId}`}
      title={title}
      provider="YouTube"
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
    />
  );
}
