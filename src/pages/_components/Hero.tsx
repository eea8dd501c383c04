import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { ReactNode } from 'react';
import styles from './Hero.module.css';

/** Top of the home page: the tagline as the page's only H1 and the two ways in. */
export default function Hero(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  // The tagline is two sentences on two lines; each gets its own line here.
  const [lead = '', rest = ''] = siteConfig.tagline.split('\n');
  return (
    <header className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>
          <span className={styles.lead}>{lead}</span> <span className={styles.rest}>{rest}</span>
        </h1>
        <p className={styles.subtitle}>
          Write functions on your server and call them from your client, with TypeScript checking every input and result
          in between. No schema language, no code generator, no drift.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/quickstart">
            Quickstart
          </Link>
          <Link className="button button--outline button--primary button--lg" href="https://github.com/trpc/trpc">
            <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12 2.5a9.5 9.5 0 0 0-3 18.5v-3.2c-2.3.4-3-1-3.2-1.6-.3-.6-.8-1-1.2-1.2-.5-.3.6-.7 1.4.5.6.9 1.6 1 2.9.5.1-.7.4-1.1.7-1.4-2.3-.4-4.4-1.3-4.4-4.9 0-1 .4-1.9 1-2.6-.2-.5-.4-1.5.1-2.7 0 0 .9-.3 2.8 1a9.7 9.7 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.2.3 2.2.1 2.7.6.7 1 1.6 1 2.6 0 3.6-2.2 4.5-4.4 4.9.4.3.7.9.7 1.8V21A9.5 9.5 0 0 0 12 2.5Z"
              />
            </svg>
            GitHub
          </Link>
        </div>
      </div>
    </header>
  );
}
