import { Link } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import { deskExports, messageStatuses, messageStatusLabels, type MessageSummary } from 'shared-contracts/studio-desk';
import { PageHeading } from '../frame/PageHeading';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { Field } from '../ui/Field';
import { formatWhen } from '../ui/when';
import { MessageStatusTag } from './MessageStatusTag';
import { useMessages, type Shown } from './use-messages';
import styles from './MessagesScreen.module.css';

/** Contact messages and commission requests, newest first, the unread ones in bold. */
export default function MessagesScreen() {
  return (
    <StudioFrame>
      <Messages />
    </StudioFrame>
  );
}

const showOptions: { value: Shown; label: string }[] = [
  { value: 'inbox', label: 'Inbox' },
  ...messageStatuses.map((status) => ({ value: status, label: messageStatusLabels[status] })),
];

function Messages() {
  const { shown, show, state, retry, messages } = useMessages();
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-messages-title">
      <PageHeading id="studio-messages-title" title="Messages">
        <a className="btn btn-outline" href={deskExports.messages} download>
          Export CSV
        </a>
      </PageHeading>
      <p className={page.lead}>What visitors sent through the contact and commission forms, newest first.</p>
      <Field id="messages-show" label="Show" className={styles.show}>
        {(control) => (
          <select {...control} value={shown} onChange={(event) => show(event.target.value as Shown)}>
            {showOptions.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <QueryStatus state={state} retry={retry} loading="Loading the messages…" />
      {state.status === 'loaded' &&
        (messages.length === 0 ? (
          <p className={page.lead}>No messages here.</p>
        ) : (
          <ul className={page.summaries}>
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ul>
        ))}
    </section>
  );
}

function MessageItem({ message }: { message: MessageSummary }) {
  return (
    <li className={message.read ? page.linkedSummary : styles.unread}>
      <div className={page.summaryLine}>
        {!message.read && <span className="visually-hidden">Unread</span>}
        <Link to={sitePaths.studioMessage(message.id)} className={page.summaryLink}>
          {message.name} — {message.subject}
        </Link>
        <MessageStatusTag status={message.status} />
      </div>
      <p className={styles.preview}>{message.preview}</p>
      <p className={page.note}>
        <time dateTime={message.receivedAt}>{formatWhen(message.receivedAt)}</time>
      </p>
    </li>
  );
}
