import { Link } from 'react-router';
import { formatUsd } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import type { ProjectSummary } from 'shared-contracts/studio-desk';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioQuery } from '../frame/use-studio-query';
import { formatDay } from '../ui/when';
import { ProjectStatusTag } from './ProjectStatusTag';
import styles from './ProjectsScreen.module.css';

/** Every paid design-service project and mural deposit, newest first, with where each stands. */
export default function ProjectsScreen() {
  return (
    <StudioFrame>
      <Projects />
    </StudioFrame>
  );
}

const newestFirst = (a: ProjectSummary, b: ProjectSummary) => Date.parse(b.paidAt) - Date.parse(a.paidAt);

function Projects() {
  const { state, retry } = useStudioQuery('studio-projects', {});
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-projects-title">
      <h1 id="studio-projects-title" className={page.title}>
        Projects
      </h1>
      <p className={page.lead}>Paid design-service projects and mural deposits, newest first.</p>
      <p>
        The commissions and murals you propose yourself are in <Link to={sitePaths.studioProposals}>Proposals</Link>,
        from the proposal to the last payment.
      </p>
      <QueryStatus state={state} retry={retry} loading="Loading the projects…" />
      {state.status === 'loaded' &&
        (state.data.projects.length === 0 ? (
          <p className={page.lead}>No projects yet.</p>
        ) : (
          <ul className={page.summaries}>
            {state.data.projects.toSorted(newestFirst).map((project) => (
              <li key={project.id} className={page.linkedSummary}>
                <div className={page.summaryLine}>
                  <Link to={sitePaths.studioProject(project.id)} className={styles.link}>
                    {project.package} — {project.client}
                  </Link>
                  <ProjectStatusTag status={project.status} />
                </div>
                <p className={page.note}>
                  {formatUsd(project.amountPaid)} paid on{' '}
                  <time dateTime={project.paidAt}>{formatDay(project.paidAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
