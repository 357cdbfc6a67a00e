import { commissionStageLabels, type CommissionStage } from 'shared-contracts/commissions';
import { StatusTag, type StatusTone } from '../ui/StatusTag';

const stageTones: Record<CommissionStage, StatusTone> = {
  draft: 'plain',
  sent: 'primary',
  changes_requested: 'accent',
  accepted: 'primary',
  deposit_paid: 'primary',
  sketch: 'accent',
  in_progress: 'accent',
  ready: 'accent',
  paid: 'success',
  delivered: 'success',
  done: 'muted',
};

/** Where a commission stands, as a small coloured tag: Draft, Sent, … Done. */
export function StageTag({ stage }: { stage: CommissionStage }) {
  return <StatusTag label={commissionStageLabels[stage]} tone={stageTones[stage]} />;
}
