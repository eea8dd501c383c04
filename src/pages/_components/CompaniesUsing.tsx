import type { ReactNode } from 'react';
import Section from './Section';
import styles from './CompaniesUsing.module.css';

/**
 * Names only, no logos. Every name here appears among the users listed in
 * the trpc/trpc repository (its www/static/logos folder, from which the
 * reference site builds its "As used by" strip).
 */
const COMPANIES = [
  'Netflix',
  'PayPal',
  'Google',
  'Cal.com',
  'Pleo',
  'Documenso',
  'Langfuse',
  'Ping.gg',
  'Newfront',
  'Algora',
  'Snaplet',
  'Legora',
] as const;

export default function CompaniesUsing(): ReactNode {
  return (
    <Section
      id="companies-using"
      shaded
      title="Used in production"
      intro="Teams at these companies, from large platforms to small start-ups, build with tRPC."
    >
      <ul className={styles.list}>
        {COMPANIES.map((name) => (
          <li key={name} className={styles.name}>
            {name}
          </li>
        ))}
      </ul>
    </Section>
  );
}
