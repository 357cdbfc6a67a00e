import { useParams } from 'react-router';
import { formatUsd } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import type { DeskProject } from 'shared-contracts/studio-desk';
import { DetailHeading } from '../frame/DetailHeading';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioQuery } from '../frame/use-studio-query';
import { formatDay, formatWhen } from '../ui/when';
import { BalanceSection } from './BalanceSection';
import { ProjectStatusForm } from './ProjectStatusForm';
import styles from './ProjectScreen.module.css';

/** One project: the client, its status, a mural's balance, its payments and the onboarding answers. */
export default function ProjectScreen() {
  return (
    <StudioFrame>
      <Project />
    </StudioFrame>
  );
}

function Project() {
  const { projectId = '' } = useParams();
  const { state, retry, replace } = useStudioQuery('studio-project', { id: projectId });
  const project = state.status === 'loaded' ? state.data.project : undefined;
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-project-title">
      <DetailHeading
        back={{ to: sitePaths.studioProjects, label: 'All projects' }}
        id="studio-project-title"
        title={project?.package ?? 'Project'}
      />
      <QueryStatus state={state} loading="Loading the project…" retry={retry} />
      {project && (
        <>
          <div className={styles.header}>
            <Client project={project} />
            <ProjectStatusForm project={project} onSaved={replace} />
          </div>
          {project.balance && <BalanceSection project={project} balance={project.balance} onSent={replace} />}
          <Payments payments={project.payments} />
          {(project.kind === 'design' || project.onboarding) && <Onboarding onboarding={project.onboarding} />}
        </>
      )}
    </section>
  );
}

/** The client and how to reach them. */
function Client({ project }: { project: DeskProject }) {
  return (
    <address className={styles.client}>
      <span className={styles.clientName}>{project.client}</span>
      <a href={`mailto:${project.email}`}>{project.email}</a>
      {project.phone && <a href={`tel:${project.phone.replace(/[^\d+]/g, '')}`}>{project.phone}</a>}
    </address>
  );
}

function Payments({ payments }: { payments: DeskProject['payments'] }) {
  return (
    <section className={page.section} aria-labelledby="project-payments-title">
      <h2 id="project-payments-title">Payments</h2>
      <ul className={styles.payments}>
        {payments.map((payment) => (
          <li key={`${payment.label} ${payment.paidAt}`} className={styles.payment}>
            <span className={styles.paymentLabel}>{payment.label}</span>
            <span className={styles.amount}>{formatUsd(payment.amount)}</span>
            <span className={page.note}>
              Paid on <time dateTime={payment.paidAt}>{formatDay(payment.paidAt)}</time>
            </span>
            {payment.reference && (
              <span className={`${page.note} ${styles.reference}`}>Reference {payment.reference}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The client's onboarding answers, a step each, the questions as the client saw them. */
function Onboarding({ onboarding }: { onboarding: DeskProject['onboarding'] }) {
  return (
    <section className={page.section} aria-labelledby="project-onboarding-title">
      <h2 id="project-onboarding-title">Onboarding answers</h2>
      {onboarding ? (
        <>
          <p className={page.note}>
            Received <time dateTime={onboarding.submittedAt}>{formatWhen(onboarding.submittedAt)}</time>
          </p>
          {onboarding.steps.map((step) => (
            <div key={step.title} className={styles.step}>
              <h3>{step.title}</h3>
              <dl className={page.answers}>
                {step.answers.map(({ question, answer }) => (
                  <div key={question}>
                    <dt>{question}</dt>
                    <dd>{answer}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </>
      ) : (
        <p className={page.lead}>No onboarding answers yet.</p>
      )}
    </section>
  );
}
