import type { ReactNode } from 'react';
import Section from './Section';
import styles from './CompaniesUsing.module.css';

/**
 * Names only, no logos. Only products whose public source code shows tRPC in
 * use, so a reader can check the claim: each links to its repository (its
 * tRPC routers live in packages/trpc for Cal.com and Documenso, and in
 * web/src/server/api for Langfuse). Adoption claims without a source the
 * site can link to are left out.
 */
const COMPANIES = [
  { name: 'Cal.com', source: 'https://github.com/calcom/cal.com' },
  { name: 'Documenso', source: 'https://github.com/documenso/documenso' },
  { name: 'Langfuse', source: 'https://github.com/langfuse/langfuse' },
] as const;

export default function CompaniesUsing(): ReactNode {
  return (
    <Section
      id="companies-using"
      shaded
      title="Used in production"
      intro="These open-source products are built with tRPC: read their code to see it at work in a real application."
    >
      <ul className={styles.list}>
        {COMPANIES.map(({ name, source }) => (
          <li key={name} className={styles.name}>
            <a href={source}>{name}</a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
