import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import Section from './Section';
import styles from './SponsorCta.module.css';

/** Asks readers to fund the project, and points companies to the paid plans. */
export default function SponsorCta(): ReactNode {
  return (
    <Section
      id="sponsor"
      title="Help keep tRPC moving"
      intro="tRPC is MIT-licensed and free to use. Sponsoring it on GitHub Sponsors supports the people who maintain it."
    >
      <div className={styles.actions}>
        <Link className="button button--primary button--lg" href="https://github.com/sponsors/KATT">
          Become a sponsor
        </Link>
        <Link className="button button--outline button--primary button--lg" to="/pricing">
          See support plans
        </Link>
      </div>
    </Section>
  );
}
