import { useEffect, useRef, useState, type FormEvent } from 'react';
import { invokeFunction } from 'shared-contracts/functions-client';
import { invalidEmailMessage } from 'shared-contracts/mailbox';
import { listFunctions, listPromise, signUpReceivedMessage, signUpSchema } from 'shared-contracts/mailing-list';
import { useTakenOver } from 'shared-contracts/page-data';
import styles from './NewsSignUp.module.css';

const promiseId = 'footer-news-promise';
const emailId = 'footer-news-email';
const errorId = `${emailId}-error`;

/**
 * The footer's sign-up to her list. The address is checked with the server's own schema before
 * anything is sent; a refusal, from the schema or the server, stands beside the field with the
 * address kept as typed, and the focus goes back to the field so that the refusal is read.
 */
export function NewsSignUp() {
  const takenOver = useTakenOver();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState<'editing' | 'sending' | 'received'>('editing');
  const field = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setProblem(message);
    field.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = signUpSchema.safeParse({ email, source: 'footer', website });
    if (!checked.success) {
      refuse(checked.error.issues[0]?.message ?? invalidEmailMessage);
      return;
    }
    setStatus('sending');
    setProblem(undefined);
    try {
      await invokeFunction(listFunctions, 'list-sign-up', checked.data);
      setStatus('received');
    } catch (error) {
      setStatus('editing');
      refuse(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className={styles.news}>
      <p id={promiseId} className={styles.promise}>
        {listPromise}
      </p>
      {status === 'received' ? (
        <Received />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          {/* Disabled until the browser has taken the page over: an address typed before then would be lost. */}
          <fieldset className={styles.fields} disabled={!takenOver}>
            <label htmlFor={emailId} className="visually-hidden">
              E-mail address for news
            </label>
            <input
              ref={field}
              id={emailId}
              name="email"
              type="email"
              autoComplete="email"
              className={styles.email}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${promiseId} ${errorId}` : promiseId}
            />
            <button type="submit" className={`btn ${styles.subscribe}`} disabled={status === 'sending'}>
              {status === 'sending' ? 'Sending...' : 'Subscribe'}
            </button>
            {problem && (
              <p id={errorId} className={styles.error}>
                {problem}
              </p>
            )}
            {/* The field only bots fill in: hidden from people and from assistive technology. */}
            <div className="visually-hidden" aria-hidden="true">
              <label htmlFor="footer-news-website">Website</label>
              <input
                id="footer-news-website"
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(event) => setWebsite(event.target.value)}
              />
            </div>
          </fieldset>
        </form>
      )}
    </div>
  );
}

/** The thank-you that takes the form's place; it takes the focus the Subscribe button had. */
function Received() {
  const notice = useRef<HTMLParagraphElement>(null);

  useEffect(() => notice.current?.focus(), []);

  return (
    <p ref={notice} className={styles.received} role="status" tabIndex={-1}>
      {signUpReceivedMessage}
    </p>
  );
}
