import { useState } from 'react';
import type { OutboxMail } from 'shared-contracts/list-desk';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioQuery } from '../frame/use-studio-query';
import { EmailParts } from '../ui/EmailParts';
import { StatusTag, type StatusTone } from '../ui/StatusTag';
import { formatWhen } from '../ui/when';
import styles from './OutboxScreen.module.css';

/** The newest e-mails the site sent or keeps, each opened in place to read both its parts. */
export default function OutboxScreen() {
  return (
    <StudioFrame>
      <Outbox />
    </StudioFrame>
  );
}

const statusLabels: Record<OutboxMail['status'], string> = {
  sent: 'Sent',
  logged: 'Kept here (no mail server set up)',
  pending: 'Waiting',
};

const statusTones: Record<OutboxMail['status'], StatusTone> = {
  sent: 'success',
  logged: 'plain',
  pending: 'accent',
};

function Outbox() {
  const { state, retry } = useStudioQuery('studio-outbox', {});
  const [openId, setOpenId] = useState<string>();
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-outbox-title">
      <h1 id="studio-outbox-title" className={page.title}>
        E-mail outbox
      </h1>
      <p className={page.lead}>
        Without a mail server (SMTP_URL), the site keeps every e-mail here instead of sending it.
      </p>
      <QueryStatus state={state} retry={retry} loading="Loading the e-mails…" />
      {state.status === 'loaded' &&
        (state.data.mails.length === 0 ? (
          <p className={page.lead}>No e-mails yet.</p>
        ) : (
          <ul className={page.summaries}>
            {state.data.mails.map((mail) => (
              <MailItem
                key={mail.id}
                mail={mail}
                open={mail.id === openId}
                toggle={() => setOpenId(mail.id === openId ? undefined : mail.id)}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}

function MailItem({ mail, open, toggle }: { mail: OutboxMail; open: boolean; toggle(): void }) {
  const partsId = `outbox-mail-${mail.id}`;
  return (
    <li className={page.summary}>
      <div className={page.summaryLine}>
        <button
          type="button"
          className={page.disclosure}
          aria-expanded={open}
          aria-controls={open ? partsId : undefined}
          onClick={toggle}
        >
          {mail.subject}
        </button>
        <StatusTag label={statusLabels[mail.status]} tone={statusTones[mail.status]} />
      </div>
      <p className={page.note}>
        To {mail.to}, <time dateTime={mail.at}>{formatWhen(mail.at)}</time>
      </p>
      {open && (
        <div id={partsId} className={styles.parts}>
          <EmailParts title={`The e-mail “${mail.subject}”`} html={mail.html} text={mail.text} />
        </div>
      )}
    </li>
  );
}
