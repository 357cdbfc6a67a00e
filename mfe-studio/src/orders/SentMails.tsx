import type { SentMail } from 'shared-contracts/studio-desk';
import page from '../frame/StudioPage.module.css';
import { StatusTag, type StatusTone } from '../ui/StatusTag';
import { formatWhen } from '../ui/when';
import { OrderPanel } from './OrderPanel';
import styles from './OrderScreen.module.css';

const mailStatusLabels: Record<SentMail['status'], string> = {
  sent: 'Sent',
  pending: 'Waiting to send',
  // Written to the log in place of sending, where no mail server is configured.
  logged: 'Logged',
};

const mailStatusTones: Record<SentMail['status'], StatusTone> = {
  sent: 'success',
  pending: 'accent',
  logged: 'plain',
};

/** The e-mails the site sent about the order, to the buyer and to her, and whether each has left. */
export function SentMails({ mails }: { mails: SentMail[] }) {
  return (
    <OrderPanel titleId="order-mails-title" title="E-mails sent">
      {mails.length === 0 ? (
        <p className={page.note}>No e-mails about this order yet.</p>
      ) : (
        <ul className={styles.entries} aria-labelledby="order-mails-title">
          {mails.map((mail, index) => (
            <li key={`${mail.queuedAt}-${index}`} className={styles.entry}>
              <span className={styles.entryTitle}>{mail.subject}</span>
              <span className={page.note}>
                To {mail.to},{' '}
                <time dateTime={mail.sentAt ?? mail.queuedAt}>{formatWhen(mail.sentAt ?? mail.queuedAt)}</time>
              </span>
              <StatusTag label={mailStatusLabels[mail.status]} tone={mailStatusTones[mail.status]} />
            </li>
          ))}
        </ul>
      )}
    </OrderPanel>
  );
}
