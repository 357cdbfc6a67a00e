import { useState } from 'react';
import { useParams } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import type { DeskMessage } from 'shared-contracts/studio-desk';
import { problemOf } from '../calls/studio-calls';
import { DetailHeading } from '../frame/DetailHeading';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import { useStudioQuery } from '../frame/use-studio-query';
import { formatWhen } from '../ui/when';
import { MakeProposal } from './MakeProposal';
import { MessageStatusTag } from './MessageStatusTag';
import { QuoteSection } from './QuoteSection';
import { ReplyForm } from './ReplyForm';
import styles from './MessageScreen.module.css';

/** One message: what the sender wrote, her replies and the reply form, and a commission's quote. */
export default function MessageScreen() {
  return (
    <StudioFrame>
      <Message />
    </StudioFrame>
  );
}

function Message() {
  const { messageId = '' } = useParams();
  const { state, retry, replace } = useStudioQuery('studio-message', { id: messageId });
  const message = state.status === 'loaded' ? state.data.message : undefined;
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-message-title">
      <DetailHeading
        back={{ to: sitePaths.studioMessages, label: 'All messages' }}
        id="studio-message-title"
        title={message?.subject ?? 'Message'}
      />
      <QueryStatus state={state} loading="Loading the message…" retry={retry} />
      {message && (
        <>
          <MessageHeader message={message} onArchived={replace} />
          <dl className={styles.fields}>
            {message.fields.map(({ label, value }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {message.replies.length > 0 && (
            <section className={page.section} aria-labelledby="message-replies-title">
              <h2 id="message-replies-title">Your replies</h2>
              <ol className={styles.replies}>
                {message.replies.map((reply, index) => (
                  <li key={`${index} ${reply.at}`} className={styles.sentReply}>
                    <p className={page.note}>
                      <time dateTime={reply.at}>{formatWhen(reply.at)}</time>
                    </p>
                    <p className={styles.text}>{reply.text}</p>
                  </li>
                ))}
              </ol>
            </section>
          )}
          <ReplyForm message={message} onSent={replace} />
          {message.kind === 'commission' && <QuoteSection message={message} onQuoted={replace} />}
        </>
      )}
    </section>
  );
}

/** Who wrote and when, where the message stands, Archive (or back to the inbox) and Make a proposal. */
function MessageHeader({
  message,
  onArchived,
}: {
  message: DeskMessage;
  onArchived(answer: { message: DeskMessage }): void;
}) {
  const { call } = useStudioSession();
  const [outcome, setOutcome] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const archived = message.status === 'archived';

  const archive = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(undefined);
    setProblem(undefined);
    try {
      onArchived(await call('studio-archive-message', { id: message.id, archived: !archived }));
      setOutcome(archived ? 'Moved back to the inbox.' : 'Archived.');
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.header}>
      <div className={styles.sender}>
        <p className={styles.from}>
          <span>From {message.name}</span> <a href={`mailto:${message.email}`}>{message.email}</a>
        </p>
        <p className={page.note}>
          Received <time dateTime={message.receivedAt}>{formatWhen(message.receivedAt)}</time>
        </p>
        <MessageStatusTag status={message.status} />
      </div>
      <div className={styles.archive}>
        <button type="button" className="btn btn-outline" aria-disabled={busy || undefined} onClick={archive}>
          {archived ? 'Move back to inbox' : 'Archive'}
        </button>
        <p role="status" className={page.done}>
          {outcome}
        </p>
        <MakeProposal message={message} />
      </div>
      {problem && (
        <p role="alert" className={`${page.problem} ${page.wide}`}>
          {problem}
        </p>
      )}
    </div>
  );
}
