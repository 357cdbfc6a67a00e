import { useEffect, useRef, useState } from 'react';
import type { SignedIn } from 'shared-contracts/studio';
import { problemOf } from '../calls/studio-calls';
import { signInWithPasskey } from './passkey-flows';
import { SendEnrolmentLink } from './SendEnrolmentLink';
import styles from './SignIn.module.css';

interface SignInPanelProps {
  /** Her session ended while a screen was open: that screen is kept for when she is back. */
  interrupted: boolean;
  /** She is signed in; `session` is what the server said of her new session. */
  onSignedIn(session: SignedIn): void;
}

/** What the studio shows to a browser without her session: sign in, or get back in after losing her passkeys. */
export function SignInPanel({ interrupted, onSignedIn }: SignInPanelProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);

  // The screen she was using is hidden: her focus comes here, to why.
  useEffect(() => {
    if (interrupted) heading.current?.focus();
  }, [interrupted]);

  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      onSignedIn(await signInWithPasskey());
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`container page ${styles.panel}`} aria-labelledby="studio-sign-in-title">
      <div className={`card ${styles.card}`}>
        <h1 id="studio-sign-in-title" ref={heading} tabIndex={-1} className={styles.title}>
          {interrupted ? 'Please sign in again' : 'Your studio'}
        </h1>
        <p>
          {interrupted
            ? 'Your session has ended. Sign in to carry on: what you were doing on this page is kept.'
            : 'Sign in with the passkey on your phone or computer: your fingerprint, face or screen lock.'}
        </p>
        <button type="button" className="btn btn-primary" aria-disabled={busy || undefined} onClick={signIn}>
          {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
        </button>
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
      </div>
      <div className={styles.lost}>
        <h2 className={styles.lostTitle}>Lost your passkeys?</h2>
        <p>We can e-mail you a new enrolment link. It lets you create a new passkey on this device.</p>
        <SendEnrolmentLink />
      </div>
    </section>
  );
}
