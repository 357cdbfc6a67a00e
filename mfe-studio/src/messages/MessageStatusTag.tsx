import { messageStatusLabels, type MessageStatus } from 'shared-contracts/studio-desk';
import { StatusTag, type StatusTone } from '../ui/StatusTag';

const messageStatusTones: Record<MessageStatus, StatusTone> = {
  new: 'primary',
  replied: 'plain',
  quoted: 'accent',
  deposit_paid: 'success',
  archived: 'muted',
};

/** Where a message stands, as a small coloured tag: New, Replied, Quoted, Deposit paid, Archived. */
export function MessageStatusTag({ status }: { status: MessageStatus }) {
  return <StatusTag label={messageStatusLabels[status]} tone={messageStatusTones[status]} />;
}
