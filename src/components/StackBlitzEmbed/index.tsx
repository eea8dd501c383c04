import ClickToLoadEmbed from '@site/src/components/ClickToLoadEmbed';
import type { ReactNode } from 'react';

export interface StackBlitzEmbedProps {
  /** GitHub path of the project, e.g. "trpc/trpc/tree/main/examples/minimal". */
  readonly github: string;
  /** File opened in the editor. */
  readonly file?: string;
  readonly title: string;
}

/** An editable StackBlitz project, loaded only when the reader asks for it. */
export default function StackBlitzEmbed({ github, file, title }: StackBlitzEmbedProps): ReactNode {
  const query = new URLSearchParams({ embed: '1', theme: 'system', ...(file ? { file } : {}) });
  const path = github.split('/').map(encodeURIComponent).join('/');
  return (
    <ClickToLoadEmbed
      src={`https://stackblitz.com/github/${path}?${query.toString()}`}
      href={`https://stackblitz.com/github/${path}`}
      title={title}
      provider="StackBlitz"
      aspectRatio="4 / 3"
    />
  );
}
