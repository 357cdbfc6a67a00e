import type { ReactNode } from 'react';
import styles from './OrderScreen.module.css';

interface OrderPanelProps {
  /** The heading's id, which the panel, and a list in it, are labelled by. */
  titleId: string;
  title: string;
  children: ReactNode;
}

/** One boxed part of an order's page, as its items or its notes, under its own heading. */
export function OrderPanel({ titleId, title, children }: OrderPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
