import { useState } from 'react';
import type { ListSend } from 'shared-contracts/list-desk';
import { problemOf } from '../calls/studio-calls';
import { QueryStatus } from '../frame/QueryStatus';
import page from '../frame/StudioPage.module.css';
import { ConfirmAction } from '../ui/ConfirmAction';
import { formatWhen } from '../ui/when';
import { useListSends } from './use-list-sends';
import styles from './ListScreen.module.css';

/** Each letter sent or to be sent to her list, with how far it got and what became of it. */
export function ListSends() {
  const { state, retry, cancel } = useListSends();
  return (
    <section className={page.section} aria-labelledby="list-sends-title">
      <h2 id="list-sends-title">Sends</h2>
      <QueryStatus state={state} retry={retry} loading="Loading your sends…" />
      {state.status === 'loaded' &&
        (state.data.sends.length === 0 ? (
          <p className={page.note}>No letter has gone out yet.</p>
        ) : (
          <ul className={page.summaries}>
            {state.data.sends.map((send) => (
              <SendItem key={send.id} send={send} cancel={() => cancel(send.id)} />
            ))}
          </ul>
        ))}
    </section>
  );
}

const When = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatWhen(iso)}</time>;

function SendState({ send }: { send: ListSend }) {
  switch (send.state) {
    case 'scheduled':
      return (
        <>
          Scheduled for <When iso={send.sendAt} />
        </>
      );
    case 'sending':
      return <>Sending</>;
    case 'sent':
      return (
        <>
          Sent <When iso={send.finishedAt ?? send.sendAt} />
        </>
      );
    case 'canceled':
      return <>Canceled</>;
  }
}

function SendItem({ send, cancel }: { send: ListSend; cancel(): Promise<void> }) {
  const [problem, setProblem] = useState<string>();
  const started = send.state === 'sending' || send.state === 'sent';

  const confirmCancel = async () => {
    setProblem(undefined);
    try {
      await cancel();
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <li className={page.summary}>
      <p className={styles.sendSubject}>{send.subject}</p>
      <p className={styles.sendState} data-state={send.state}>
        <SendState send={send} />
      </p>
      {send.state === 'sending' && (
        <progress
          className={styles.progress}
          value={send.sent + send.bounced}
          max={send.recipients}
          aria-label={`Sending “${send.subject}”`}
        />
      )}
      {started && (
        <ul className={styles.results}>
          <li>
            Sent to {send.sent} of {send.recipients}
          </li>
          <li>Bounced: {send.bounced}</li>
          <li>Unsubscribed since: {send.unsubscribedSince}</li>
        </ul>
      )}
      {send.state === 'scheduled' && (
        <div className={styles.cancel}>
          <ConfirmAction
            label="Cancel"
            labelDetail={`the send of “${send.subject}”`}
            question={`Cancel the send of “${send.subject}”? Nobody will receive it.`}
            confirmLabel="Yes, cancel it"
            dismissLabel="Keep it"
            onConfirm={confirmCancel}
          />
        </div>
      )}
      {problem && (
        <p role="alert" className={page.problem}>
          {problem}
        </p>
      )}
    </li>
  );
}
