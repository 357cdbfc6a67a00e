import { useState } from 'react';
import { callSignIn, problemOf } from '../calls/studio-calls';
import styles from './SignIn.module.css';

type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; message: string };

/** Sends a fresh enrolment link to her own address: how she gets back in after losing every passkey. */
export function SendEnrolmentLink({ label = 'Send a new enrolment link' }: { label?: string }) {
  const [sending, setSending] = useState<Sending>({ status: 'idle' });

  const send = async () => {
    if (sending.status === 'sending') return;
    setSending({ status: 'sending' });
    try {
      await callSignIn('studio-send-enrolment-link', {});
      setSending({ status: 'sent' });
    } catch (error) {
      setSending({ status: 'failed', message: problemOf(error) });
    }
  };

  return (
    <div className={styles.sendLink}>
      <button
        type="button"
        className="btn btn-outline"
        aria-disabled={sending.status === 'sending' || undefined}
        onClick={send}
      >
        {sending.status === 'sending' ? 'Sending…' : label}
      </button>
      <div aria-live="polite">
        {sending.status === 'sent' && (
          <p className={styles.sent}>A new link is on its way to your e-mail address. It works once, for a while.</p>
        )}
      </div>
      {sending.status === 'failed' && (
        <p className={styles.problem} role="alert">
          {sending.message}
        </p>
      )}
    </div>
  );
}
