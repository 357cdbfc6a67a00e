import styles from './CardLabel.module.css';

/**
 * What a table cell is, shown only on a phone, where a card table's headings are not; screen readers
 * have the headings, so they skip it.
 */
export function CardLabel({ children }: { children: string }) {
  return (
    <span className={styles.cardLabel} aria-hidden="true">
      {children}{' '}
    </span>
  );
}
