import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './ConfirmAction.module.css';

interface ConfirmActionProps {
  /** The button that asks: `Remove`. */
  label: string;
  /** Added to the button's name for screen readers, when the label alone is not enough: `“Phone”`. */
  labelDetail?: string;
  /** What she is asked: `Remove the passkey “Phone”?` */
  question: string;
  /** The button that does it: `Yes, remove it`. */
  confirmLabel: string;
  /** The button that does not, when “Cancel” would read as doing it: `Keep the order`. */
  dismissLabel?: string;
  /** Does it; a thrown error's message is shown by the caller. */
  onConfirm(): Promise<void>;
  /** Runs before she is asked: false leaves the question unasked, as when what she typed needs correcting first. */
  check?(): boolean;
  /** What she fills in with her answer, under the question: the reason she voids a gift card. */
  children?: ReactNode;
  /** Runs as she confirms: false keeps the question open, as when what she filled in under it needs correcting. */
  ready?(): boolean;
  tone?: 'danger' | 'plain';
}

/** An action that cannot be undone, done only after she confirms it in place. */
export function ConfirmAction({
  label,
  labelDetail,
  question,
  confirmLabel,
  dismissLabel = 'Cancel',
  onConfirm,
  check,
  children,
  ready,
  tone = 'danger',
}: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const questionId = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  const answers = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) {
      // With something to fill in, she starts there; else at the button that does it.
      const firstAnswer = answers.current?.querySelector<HTMLElement>('input, select, textarea');
      (firstAnswer ?? confirmButton.current)?.focus();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      askButton.current?.focus();
    }
  }, [asking]);

  const confirm = async () => {
    if (busy || (ready && !ready())) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      returnFocus.current = true;
      setAsking(false);
    }
  };

  if (!asking) {
    return (
      <button
        ref={askButton}
        type="button"
        className={tone === 'danger' ? `btn btn-outline ${styles.danger}` : 'btn btn-outline'}
        onClick={() => setAsking(check ? check() : true)}
      >
        {label}
        {labelDetail && (
          <>
            {' '}
            <span className="visually-hidden">{labelDetail}</span>
          </>
        )}
      </button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-labelledby={questionId}>
      <p id={questionId} className={styles.question}>
        {question}
      </p>
      {children && <div ref={answers}>{children}</div>}
      <div className={styles.buttons}>
        <button
          ref={confirmButton}
          type="button"
          className={`btn ${tone === 'danger' ? styles.dangerSolid : 'btn-primary'}`}
          aria-disabled={busy || undefined}
          onClick={confirm}
        >
          {busy ? 'One moment…' : confirmLabel}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            returnFocus.current = true;
            setAsking(false);
          }}
        >
          {dismissLabel}
        </button>
      </div>
    </div>
  );
}
