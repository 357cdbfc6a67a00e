import type { PublicArtwork } from 'shared-contracts/artworks';
import styles from './StatusMark.module.css';

const words = { sold: 'Sold', reserved: 'Reserved' } as const;

/** Sold or Reserved on a piece that cannot be bought now, nothing on one that can; `className` places it. */
export function StatusMark({ status, className = '' }: { status: PublicArtwork['status']; className?: string }) {
  if (status === 'available') return null;
  return <span className={`${styles.mark} ${className}`}>{words[status]}</span>;
}
