import useBaseUrl from '@docusaurus/useBaseUrl';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

export interface DocsHeroProps {
  /** The page's heading (the docs landing pages hide their front-matter title). */
  readonly title: string;
  readonly tagline: string;
  /** A short line of facts with links, shown under the tagline. */
  readonly children?: ReactNode;
}

/** Opening block of a docs version's landing page: logo, H1, tagline, facts. */
export default function DocsHero({ title, tagline, children }: DocsHeroProps): ReactNode {
  return (
    <header className={styles.hero}>
      <img className={styles.logo} src={useBaseUrl('/img/logo.svg')} alt="" width={72} height={72} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.tagline}>{tagline}</p>
      {children && <div className={styles.facts}>{children}</div>}
    </header>
  );
}
