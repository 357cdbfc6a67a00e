import { useState, type FormEvent } from 'react';
import { replyRequestSchema, type DeskMessage } from 'shared-contracts/studio-desk';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import { Field } from '../ui/Field';
import styles from './MessageScreen.module.css';

interface ReplyFormProps {
  message: DeskMessage;
  onSent(answer: { message: DeskMessage }): void;
}

/**
 * Her reply, e-mailed to the sender from the site with her address to reply to. Their answer
 * reaches her own inbox, not this thread; the hint says so. A refused reply keeps her text.
 */
export function ReplyForm({ message, onSent }: ReplyFormProps) {
  const { call } = useStudioSession();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(undefined);
    setSentTo(undefined);
    const checked = replyRequestSchema.safeParse({ id: message.id, text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      onSent(await call('studio-reply-message', checked.data));
      setText('');
      setSentTo(message.email);
    } catch (failure) {
      setProblem(problemOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.reply} onSubmit={send} noValidate aria-labelledby="message-reply-title">
      <h2 id="message-reply-title">Reply</h2>
      <Field
        id="message-reply"
        label="Your reply"
        hint={`E-mailed to ${message.email} from the site, with your address to reply to: their answer comes to your own inbox, not here.`}
        error={error}
      >
        {(control) => <textarea {...control} value={text} onChange={(event) => setText(event.target.value)} />}
      </Field>
      {problem && (
        <p role="alert" className={page.problem}>
          {problem}
        </p>
      )}
      <div className={page.buttons}>
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {busy ? 'Sending…' : 'Send reply'}
        </button>
        <p role="status" className={page.done}>
          {sentTo && `Your reply was sent to ${sentTo}.`}
        </p>
      </div>
    </form>
  );
}
