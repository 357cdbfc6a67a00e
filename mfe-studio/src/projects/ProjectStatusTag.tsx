import { projectStatusLabels, type ProjectStatus } from 'shared-contracts/studio-desk';
import { StatusTag, type StatusTone } from '../ui/StatusTag';

const projectStatusTones: Record<ProjectStatus, StatusTone> = {
  paid: 'primary',
  onboarding_received: 'primary',
  in_progress: 'accent',
  delivered: 'success',
};

/** Where a project stands, as a small coloured tag: Paid, Onboarding received, In progress, Delivered. */
export function ProjectStatusTag({ status }: { status: ProjectStatus }) {
  return <StatusTag label={projectStatusLabels[status]} tone={projectStatusTones[status]} />;
}
