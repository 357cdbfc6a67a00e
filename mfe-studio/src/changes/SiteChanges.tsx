import { Link } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import type { SiteVersion } from 'shared-contracts/site-words-desk';
import styles from '../ui/ChangeList.module.css';
import { formatWhen } from '../ui/when';

/** Each change she published to her site's words and prices: when, which version, what changed. */
export function SiteChanges({ versions }: { versions: readonly SiteVersion[] }) {
  const changes = versions.flatMap((version) =>
    version.publishedAt
      ? version.changes.map((change) => ({ at: version.publishedAt!, version: version.version, ...change }))
      : [],
  );
  if (changes.length === 0) return <p className={styles.none}>No changes published yet.</p>;
  return (
    <ol className={styles.list} aria-label="Published changes to your site, newest first">
      {changes.map((change, index) => (
        <li key={`${change.version}-${index}`} className={styles.change}>
          <time dateTime={change.at} className={styles.when}>
            {formatWhen(change.at)}
          </time>
          <Link to={sitePaths.studioSite} className={styles.piece}>
            Version {change.version}
          </Link>
          <span className={styles.summary}>
            {change.what}: {change.words}
          </span>
        </li>
      ))}
    </ol>
  );
}
