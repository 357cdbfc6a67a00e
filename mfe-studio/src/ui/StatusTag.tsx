import styles from './StatusTag.module.css';

/**
 * The tag's colours: `plain` for what needs no notice, `primary` for what is new to her, `accent`
 * for what is under way or partly done, `success` for what is done, `danger` for what went wrong,
 * `muted` for what is put away.
 */
export type StatusTone = 'plain' | 'primary' | 'accent' | 'success' | 'danger' | 'muted';

/** Where something stands, in its own words, as a small coloured tag. */
export function StatusTag({ label, tone }: { label: string; tone: StatusTone }) {
  return <span className={tone === 'plain' ? styles.tag : `${styles.tag} ${styles[tone]}`}>{label}</span>;
}
