import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import { enrolmentLinkSpentMessage } from 'shared-contracts/studio';
import { callSignIn, problemOf, statusOf } from '../calls/studio-calls';
import { PasskeyNameField } from '../ui/PasskeyNameField';
import { enrolWithPasskey } from './passkey-flows';
import { SendEnrolmentLink } from './SendEnrolmentLink';
import styles from './SignIn.module.css';

type LinkState = 'checking' | 'usable' | 'spent' | 'incomplete' | 'unreachable';

/** A spent or expired link answers 410 when it is used. */
const linkSpentStatus = 410;

/** The link's secret: the part of its address after `#`. */
function tokenFrom(hash: string): string {
  const raw = hash.replace(/^#/, '').trim();
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Where an enrolment link leads (`/studio/enrol#<token>`): she creates a passkey here and is
 * signed in. The token is the part after `#`, which browsers never send in the address.
 */
export default function EnrolScreen() {
  const { hash } = useLocation();
  const token = tokenFrom(hash);
  const navigate = useNavigate();
  const [checked, setChecked] = useState<{ token: string; state: LinkState; problem?: string }>();
  const [checks, setChecks] = useState(0);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (!token) return;
    let current = true;
    callSignIn('studio-check-enrolment', { token }).then(
      ({ usable }) => {
        if (current) setChecked({ token, state: usable ? 'usable' : 'spent' });
      },
      (error: unknown) => {
        if (!current) return;
        const spent = statusOf(error) === linkSpentStatus || statusOf(error) === 400;
        setChecked({ token, state: spent ? 'spent' : 'unreachable', problem: problemOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [token, checks]);

  const state: LinkState = !token ? 'incomplete' : checked?.token === token ? checked.state : 'checking';

  const enrol = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await enrolWithPasskey(token, name);
      navigate(sitePaths.studio);
    } catch (error) {
      if (statusOf(error) === linkSpentStatus) setChecked({ token, state: 'spent' });
      else setProblem(problemOf(error));
      setBusy(false);
    }
  };

  return (
    <section className={`container page ${styles.panel}`} aria-labelledby="studio-enrol-title">
      <div className={`card ${styles.card}`}>
        <h1 id="studio-enrol-title" className={styles.title}>
          Create a passkey
        </h1>
        {state === 'checking' && <p role="status">Checking your link…</p>}
        {state === 'unreachable' && (
          <div role="alert">
            <p>Your link could not be checked. {checked?.problem}</p>
            <button type="button" className="btn btn-outline" onClick={() => setChecks((count) => count + 1)}>
              Try again
            </button>
          </div>
        )}
        {state === 'usable' && (
          <form className={styles.form} onSubmit={enrol}>
            <p>
              A passkey opens your studio with this device’s own lock: your fingerprint, your face or its PIN. There is
              no password to remember, and nobody can guess it.
            </p>
            <PasskeyNameField
              id="passkey-name"
              label="Name this passkey (optional)"
              hint="For example “Phone” or “Laptop”, so you can tell your passkeys apart."
              value={name}
              onChange={setName}
            />
            <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
              {busy ? 'Waiting for your device…' : 'Create passkey'}
            </button>
            {problem && (
              <p className={styles.problem} role="alert">
                {problem}
              </p>
            )}
          </form>
        )}
        {(state === 'spent' || state === 'incomplete') && (
          <>
            <p className={styles.spent} role="alert">
              {state === 'spent'
                ? enrolmentLinkSpentMessage
                : 'This link is incomplete. Please open the whole link from your e-mail'}
            </p>
            <p>Each link works once, for a while. We can send a new one to your e-mail address.</p>
            <SendEnrolmentLink label="Send me a new link" />
          </>
        )}
      </div>
      <p>
        Already have a passkey? <Link to={sitePaths.studio}>Sign in to your studio</Link>
      </p>
    </section>
  );
}
