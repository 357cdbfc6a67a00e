import type { LastBackup } from 'shared-contracts/studio';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioQuery } from '../frame/use-studio-query';
import { formatWhen } from '../ui/when';
import styles from './BackupsScreen.module.css';

/** Her site's last backup: when it was made, its size and where it is kept, and a download of it. */
export default function BackupsScreen() {
  return (
    <StudioFrame>
      <Backups />
    </StudioFrame>
  );
}

function Backups() {
  const { state, retry } = useStudioQuery('studio-last-backup', {});
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-backups-title">
      <h1 id="studio-backups-title" className={page.title}>
        Backups
      </h1>
      <p className={page.lead}>
        Every day the site keeps a copy of its database and of every photo. Download one now and then to keep a copy of
        your own as well.
      </p>
      <QueryStatus state={state} retry={retry} loading="Loading the last backup…" />
      {state.status === 'loaded' &&
        (state.data.backup ? (
          <LastBackupDetails backup={state.data.backup} />
        ) : (
          <p className={page.lead}>No backup has been made yet.</p>
        ))}
    </section>
  );
}

/** `12.4 MB`, `850 KB`. */
const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function LastBackupDetails({ backup }: { backup: LastBackup }) {
  return (
    <section className={page.section} aria-labelledby="studio-last-backup-title">
      <h2 id="studio-last-backup-title">The last backup</h2>
      <dl className={page.answers}>
        <dt>Made</dt>
        <dd>
          <time dateTime={backup.madeAt}>{formatWhen(backup.madeAt)}</time>
        </dd>
        <dt>Size</dt>
        <dd>{sizeOf(backup.bytes)}</dd>
        <dt>Kept in</dt>
        <dd className={styles.where}>{backup.where}</dd>
      </dl>
      {/* A file the browser saves with her session's cookie, not a page of the studio. */}
      <a href={backup.download} download className="btn btn-outline">
        Download
      </a>
    </section>
  );
}
