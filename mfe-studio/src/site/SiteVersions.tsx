import type { SiteVersion } from 'shared-contracts/site-words-desk';
import page from '../frame/StudioPage.module.css';
import { ConfirmAction } from '../ui/ConfirmAction';
import { Outcome } from '../ui/Outcome';
import { StatusTag } from '../ui/StatusTag';
import { formatWhen } from '../ui/when';
import styles from './SiteScreen.module.css';

interface SiteVersionsProps {
  /** Newest first, down to version 0, the spec's words. */
  versions: readonly SiteVersion[];
  /** The version the site shows. */
  published: number;
  /** Whether her draft holds changes that going back would replace. */
  unpublished: boolean;
  restore(version: number): Promise<void>;
  done: string;
  problem?: string;
}

/** Every version she published, what each changed, and going back to one as the next version. */
export function SiteVersions({ versions, published, unpublished, restore, done, problem }: SiteVersionsProps) {
  const replacing = unpublished ? ' Your changes not yet published are replaced by them.' : '';
  return (
    <section className={page.section} aria-labelledby="site-versions-title">
      <h2 id="site-versions-title">Versions</h2>
      <Outcome done={done} problem={problem} />
      <ol className={styles.versions} aria-label="Versions, newest first">
        {versions.map((version) => (
          <li key={version.version} className={page.summary}>
            <div className={page.summaryLine}>
              <h3 className={styles.versionTitle}>Version {version.version}</h3>
              {version.version === published && <StatusTag label="On the site" tone="success" />}
            </div>
            <p className={page.note}>
              {version.publishedAt ? (
                <time dateTime={version.publishedAt}>{formatWhen(version.publishedAt)}</time>
              ) : (
                'The words and prices the site started with'
              )}
            </p>
            {version.note && <p className={styles.versionNote}>{version.note}</p>}
            {version.changes.length > 0 && (
              <ul className={styles.changes}>
                {version.changes.map((change, index) => (
                  <li key={index}>
                    <span className={styles.what}>{change.what}:</span> {change.words}
                  </li>
                ))}
              </ul>
            )}
            {version.version !== published && (
              <div>
                <ConfirmAction
                  label="Go back to this version"
                  labelDetail={`(version ${version.version})`}
                  question={`Publish the words and prices of version ${version.version} again, as a new version?${replacing}`}
                  confirmLabel="Yes, go back to it"
                  tone="plain"
                  onConfirm={() => restore(version.version)}
                />
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
