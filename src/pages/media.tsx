/**
 * Brand assets: the logo files (drawn for this site, in static/img) with a
 * download link each, and the brand colour and font with copy buttons.
 * The navbar brand opens this page on right-click (src/theme/Navbar/Logo).
 */
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import clsx from 'clsx';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './media.module.css';

const PRIMARY = '#398ccb';
const FONT = 'Inter';

interface Asset {
  readonly title: string;
  readonly note: string;
  readonly file: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  /** Background the asset is designed for. */
  readonly backdrop: 'neutral' | 'light' | 'dark';
}

const ASSETS: readonly Asset[] = [
  {
    title: 'Logo',
    note: 'The mark on its own, for avatars, favicons and places where the name already appears nearby.',
    file: 'logo.svg',
    alt: 'tRPC logo mark: two white arrows pointing in opposite directions on a blue rounded square',
    width: 96,
    height: 96,
    backdrop: 'neutral',
  },
  {
    title: 'Wordmark for light backgrounds',
    note: 'The mark followed by the name in dark lettering, for white and pale backgrounds.',
    file: 'logo-wordmark-light.svg',
    alt: 'tRPC wordmark with dark lettering',
    width: 220,
    height: 64,
    backdrop: 'light',
  },
  {
    title: 'Wordmark for dark backgrounds',
    note: 'The mark followed by the name in white lettering, for dark backgrounds and photographs.',
    file: 'logo-wordmark-dark.svg',
    alt: 'tRPC wordmark with white lettering',
    width: 220,
    height: 64,
    backdrop: 'dark',
  },
];

type CopyStatus = 'idle' | 'copied' | 'failed';

/** How long the "Copied" confirmation stays on screen. */
const FEEDBACK_MS = 2500;

/**
 * A value with a button that copies it to the clipboard. The outcome is
 * announced through a polite live region; when the clipboard is out of
 * reach (older browser, insecure context, permission refused) the reader is
 * told to copy the value by hand, which the value's styling makes easy.
 */
function CopyValue({ label, value }: { readonly label: string; readonly value: string }): ReactNode {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('The Clipboard API is not available');
      await navigator.clipboard.writeText(value);
      setStatus('copied');
      timer.current = window.setTimeout(() => setStatus('idle'), FEEDBACK_MS);
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className={styles.copyRow}>
      <code className={styles.value}>{value}</code>
      <button
        type="button"
        className="button button--sm button--outline button--primary"
        aria-label={`Copy ${label} ${value}`}
        onClick={() => void copy()}
      >
        Copy
      </button>
      <span role="status" aria-live="polite" className={clsx(styles.feedback, status === 'failed' && styles.failed)}>
        {status === 'copied' && 'Copied'}
        {status === 'failed' && 'Could not copy. Select the value and copy it by hand.'}
      </span>
    </div>
  );
}

function AssetCard({ asset }: { readonly asset: Asset }): ReactNode {
  const url = useBaseUrl(`/img/${asset.file}`);
  return (
    <li className={styles.card}>
      <div className={clsx(styles.preview, styles[asset.backdrop])}>
        <img src={url} alt={asset.alt} width={asset.width} height={asset.height} />
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{asset.title}</h3>
        <p className={styles.note}>{asset.note}</p>
        <a className={styles.download} href={url} download={`trpc-${asset.file}`}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19h14"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>Download {asset.file}</span>
        </a>
      </div>
    </li>
  );
}

export default function Media(): ReactNode {
  return (
    <Layout title="Media" description="tRPC media assets">
      <main className={clsx('container', styles.page)}>
        <header className={styles.header}>
          <h1>Media assets</h1>
          <p className={styles.lead}>
            Logos, colour and typeface for articles, talks and projects that mention tRPC. The files are vector SVGs,
            sharp at any size. Please keep their proportions and colours as they are.
          </p>
        </header>

        <section aria-labelledby="media-logos">
          <h2 id="media-logos">Logos</h2>
          <ul className={styles.assets}>
            {ASSETS.map((asset) => (
              <AssetCard key={asset.file} asset={asset} />
            ))}
          </ul>
        </section>

        <section aria-labelledby="media-brand">
          <h2 id="media-brand">Colour and type</h2>
          <ul className={styles.tokens}>
            <li className={styles.card}>
              <div className={styles.swatch} style={{ backgroundColor: PRIMARY }} aria-hidden="true" />
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>Primary colour</h3>
                <CopyValue label="primary colour" value={PRIMARY} />
                <p className={styles.note}>
                  The blue of the logo. For text on white, use a deeper shade such as #2a72ab: the primary colour on its
                  own is too light to meet contrast guidelines for body text.
                </p>
              </div>
            </li>
            <li className={styles.card}>
              <div className={clsx(styles.swatch, styles.fontSample)} aria-hidden="true">
                Aa
              </div>
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>Font</h3>
                <CopyValue label="font" value={FONT} />
                <p className={styles.note}>
                  Inter is the typeface for slides, images and other brand material. This website uses the fonts already
                  on your device, so it downloads none.
                </p>
              </div>
            </li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
