import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatOrderNumber } from 'shared-contracts/order';
import { sitePaths } from 'shared-contracts/site-config';
import type { SiteCheck, SiteHealth, SiteProblem } from 'shared-contracts/studio';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioQuery } from '../frame/use-studio-query';
import { StatusTag } from '../ui/StatusTag';
import { formatWhen } from '../ui/when';
import styles from './SiteHealthScreen.module.css';

/**
 * Her view of what the server's doctor checks that she can act on: the last backup, and the
 * e-mails and background tasks that failed this week, each with the one thing to do.
 */
export default function SiteHealthScreen() {
  return (
    <StudioFrame>
      <SiteHealthReport />
    </StudioFrame>
  );
}

function SiteHealthReport() {
  const { state, retry } = useStudioQuery('studio-site-health', {});
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-site-health-title">
      <h1 id="studio-site-health-title" className={page.title}>
        Site health
      </h1>
      <p className={page.lead}>
        What the site watches over by itself: its nightly backup, and the e-mails and background tasks it could not
        finish this week.
      </p>
      <QueryStatus state={state} retry={retry} loading="Checking the site…" />
      {state.status === 'loaded' &&
        (state.data.problems.length === 0 ? <AllIsWell health={state.data} /> : <Problems health={state.data} />)}
    </section>
  );
}

const When = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatWhen(iso)}</time>;

function AllIsWell({ health: { lastBackupAt } }: { health: SiteHealth }) {
  return (
    <p className={styles.allWell}>
      All is well:{' '}
      {lastBackupAt && (
        <>
          the last backup was made <When iso={lastBackupAt} />;{' '}
        </>
      )}
      no e-mail or background task has failed this week.
    </p>
  );
}

/** Each check's part of the page, in this order, and what it says when all is well with it. */
const checkSections: { check: SiteCheck; title: string; fine(health: SiteHealth): ReactNode }[] = [
  {
    check: 'backup',
    title: 'Backups',
    fine: ({ lastBackupAt }) =>
      lastBackupAt && (
        <>
          The last backup was made <When iso={lastBackupAt} />.
        </>
      ),
  },
  { check: 'mail', title: 'E-mails', fine: () => 'No e-mail has failed this week.' },
  { check: 'task', title: 'Background tasks', fine: () => 'No background task has failed this week.' },
];

/** What the time beside a problem is. */
const whenWords: Record<SiteCheck, string> = { backup: 'Made', mail: 'Failed', task: 'Failed' };

function Problems({ health }: { health: SiteHealth }) {
  const count = health.problems.length;
  return (
    <>
      <p className={styles.count}>{count === 1 ? '1 thing needs you.' : `${count} things need you.`}</p>
      {checkSections.map(({ check, title, fine }) => {
        const problems = health.problems.filter((problem) => problem.check === check);
        const titleId = `studio-site-health-${check}`;
        return (
          <section key={check} className={styles.check} aria-labelledby={titleId}>
            <h2 id={titleId} className={styles.checkTitle}>
              {title}
            </h2>
            {problems.length === 0 ? (
              <p className={styles.fine}>
                <StatusTag label="Fine" tone="success" /> <span>{fine(health)}</span>
              </p>
            ) : (
              <ul className={page.summaries}>
                {problems.map((problem, index) => (
                  <ProblemItem key={`${problem.at}-${index}`} problem={problem} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}

function ProblemItem({ problem }: { problem: SiteProblem }) {
  return (
    <li className={styles.problem}>
      <p className={styles.found}>
        <StatusTag label="Needs you" tone="danger" /> <span>{problem.found}</span>
      </p>
      {problem.at && (
        <p className={page.note}>
          {whenWords[problem.check]} <When iso={problem.at} />
        </p>
      )}
      <p className={styles.todo}>{problem.todo}</p>
      {problem.action?.page === 'backups' && (
        <Link to={sitePaths.studioBackups} className={`btn btn-outline ${styles.action}`}>
          Open Backups
        </Link>
      )}
      {problem.action?.page === 'order' && (
        <Link to={sitePaths.studioOrder(problem.action.orderId)} className={`btn btn-outline ${styles.action}`}>
          Open order {formatOrderNumber(problem.action.orderNumber)}
        </Link>
      )}
    </li>
  );
}
