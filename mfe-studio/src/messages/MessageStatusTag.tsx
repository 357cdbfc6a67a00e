import { messageStatusLabels, type MessageStatus } from 'shared-contracts/studio-desk';
import styles from './MessageStatusTag.module.css';

/** Where a message stands, as a small coloured tag: New, Replied, Quoted, Deposit paid, Archived. */
export function MessageStatusTag({ status }: { status: MessageStatus }) {
  return <span className={`${styles.tag} ${styles[status] ?? ''}`}>{messageStatusLabels[status]}</span>;
}
