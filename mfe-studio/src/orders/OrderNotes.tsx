import { useState, type FormEvent } from 'react';
import { orderNoteRequestSchema, type Note } from 'shared-contracts/studio-desk';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import { Field } from '../ui/Field';
import { formatWhen } from '../ui/when';
import type { OrderAnswer } from './OrderActions';
import { OrderPanel } from './OrderPanel';
import styles from './OrderScreen.module.css';

interface OrderNotesProps {
  orderId: string;
  notes: Note[];
  onAdded(answer: OrderAnswer, news: string): void;
}

/** Her own notes on the order, which nobody else sees, and a form to add one. */
export function OrderNotes({ orderId, notes, onAdded }: OrderNotesProps) {
  const { call } = useStudioSession();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = orderNoteRequestSchema.safeParse({ orderId, text });
    setProblem(undefined);
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    setBusy(true);
    try {
      const answer = await call('studio-add-order-note', checked.data);
      setText('');
      onAdded(answer, 'Your note was added.');
    } catch (failure) {
      setProblem(problemOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <OrderPanel titleId="order-notes-title" title="Notes">
      {notes.length === 0 ? (
        <p className={page.note}>No notes yet.</p>
      ) : (
        <ul className={styles.entries} aria-labelledby="order-notes-title">
          {notes.map((note, index) => (
            <li key={`${note.at}-${index}`} className={styles.entry}>
              <time className={page.note} dateTime={note.at}>
                {formatWhen(note.at)}
              </time>
              <span className={styles.noteText}>{note.text}</span>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.action} onSubmit={add} noValidate>
        <Field id="order-note" label="Note" hint="Only you see your notes." error={error}>
          {(control) => (
            <textarea {...control} rows={3} value={text} onChange={(event) => setText(event.target.value)} />
          )}
        </Field>
        {problem && (
          <p role="alert" className={page.problem}>
            {problem}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-outline" aria-disabled={busy || undefined}>
            {busy ? 'Adding…' : 'Add note'}
          </button>
        </div>
      </form>
    </OrderPanel>
  );
}
