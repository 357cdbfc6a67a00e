import { projectStatusLabels, type ProjectStatus } from 'shared-contracts/studio-desk';
import styles from './ProjectStatusTag.module.css';

/** Where a project stands, as a small coloured tag: Paid, Onboarding received, In progress, Delivered. */
export function ProjectStatusTag({ status }: { status: ProjectStatus }) {
  return <span className={`${styles.tag} ${styles[status] ?? ''}`}>{projectStatusLabels[status]}</span>;
}
