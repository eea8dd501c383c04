import { type ReactNode, useState } from 'react';
import styles from './styles.module.css';

export interface ClickToLoadEmbedProps {
  /** Address of the third-party frame, loaded only after the reader asks. */
  readonly src: string;
  /** Accessible title of the frame and of the placeholder. */
  readonly title: string;
  /** Name of the third party, shown on the button ("YouTube", "StackBlitz"). */
  readonly provider: string;
  /** Link that opens the same content on the provider's own site. */
  readonly href: string;
  /** CSS aspect ratio of the frame, e.g. "16 / 9". */
  readonly aspectRatio?: string;
  readonly allow?: string;
}

/**
 * A third-party frame that makes no request until the reader clicks: the
 * site's pages load nothing from other hosts by default.
 */
export default function ClickToLoadEmbed({
  src,
  title,
  provider,
  href,
  aspectRatio = '16 / 9',
  allow,
}: ClickToLoadEmbedProps): ReactNode {
  const [loaded, setLoaded] = useState(false);
  return (
    <figure className={styles.embed} style={{ aspectRatio }}>
      {loaded ? (
        <iframe className={styles.frame} src={src} title={title} allow={allow} allowFullScreen loading="lazy" />
      ) : (
        <div className={styles.placeholder}>
          <p className={styles.title}>{title}</p>
          <button type="button" className="button button--primary" onClick={() => setLoaded(true)}>
            Load from {provider}
          </button>
          <p className={styles.note}>
            Loading contacts {provider}. You can also{' '}
            <a href={href} target="_blank" rel="noopener noreferrer">
              open it on {provider}
            </a>
            .
          </p>
        </div>
      )}
    </figure>
  );
}
