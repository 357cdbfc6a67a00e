import { Link } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import type { ArtworkChange } from 'shared-contracts/studio';
import { formatWhen } from './when';
import styles from './ChangeList.module.css';

interface ChangeListProps {
  changes: readonly ArtworkChange[];
  /** Whether each change names its piece, with a link to it (the studio's Changes), or not (a piece's own history). */
  namePieces: boolean;
}

/** Recorded changes: when, to which piece, and what changed. */
export function ChangeList({ changes, namePieces }: ChangeListProps) {
  if (changes.length === 0) return <p className={styles.none}>No changes recorded yet.</p>;
  return (
    <ol className={styles.list} aria-label="Recorded changes, newest first">
      {changes.map((change, index) => (
        <li
          key={`${change.at}-${change.artworkId}-${index}`}
          className={namePieces ? styles.change : `${styles.change} ${styles.ownHistory}`}
        >
          <time dateTime={change.at} className={styles.when}>
            {formatWhen(change.at)}
          </time>
          {namePieces && (
            <Link to={sitePaths.studioArtwork(change.artworkId)} className={styles.piece}>
              {change.title}
            </Link>
          )}
          <span className={styles.summary}>{change.summary}</span>
        </li>
      ))}
    </ol>
  );
}
