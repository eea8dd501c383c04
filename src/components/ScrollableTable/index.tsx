import type { ComponentProps, ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * Markdown tables, wrapped so a wide one scrolls sideways inside the page on
 * small screens. The wrapper is focusable and labelled, so keyboard users
 * can scroll it too (WCAG 2.1.1).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
      <table {...props} />
    </div>
  );
}
