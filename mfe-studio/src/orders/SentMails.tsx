import type { SentMail } from 'shared-contracts/studio-desk';
import page from '../frame/StudioPage.module.css';
import { formatWhen } from '../ui/when';
import styles from './OrderScreen.module.css';

const mailStatusLabels: Record<SentMail['status'], string> = {
  sent: 'Sent',
  pending: 'Waiting to send',
  // Written to the log in place of sending, where no mail server is configured.
  logged: 'Logged',
};

/** The e-mails the site sent about the order, to the buyer and to her, and whether each has left. */
export function SentMails({ mails }: { mails: SentMail[] }) {
  return (
    <section className={styles.panel} aria-labelledby="order-mails-title">
      <h2 id="order-mails-title" className={styles.panelTitle}>
        E-mails sent
      </h2>
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
              <span className={styles.mailStatus} data-status={mail.status}>
                {mailStatusLabels[mail.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
