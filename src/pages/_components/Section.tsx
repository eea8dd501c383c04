import useBrokenLinks from '@docusaurus/useBrokenLinks';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  /** Anchor of the section; registered so links to it pass the broken-anchor check. */
  readonly id: string;
  readonly title: ReactNode;
  readonly intro?: ReactNode;
  /** Alternate background, to separate neighbouring sections. */
  readonly shaded?: boolean;
  readonly children: ReactNode;
}

/** A home page band: an H2 (labelling the region), an optional intro and the content. */
export default function Section({ id, title, intro, shaded = false, children }: SectionProps): ReactNode {
  useBrokenLinks().collectAnchor(id);
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx(styles.section, shaded && styles.shaded)}>
      <div className="container">
        <header className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
