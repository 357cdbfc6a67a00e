import styles from './SoldMark.module.css';

/** The word on a piece that has found its home; `className` places it. */
export function SoldMark({ className = '' }: { className?: string }) {
  return <span className={`${styles.mark} ${className}`}>Sold</span>;
}
