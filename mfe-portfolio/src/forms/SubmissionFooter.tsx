import styles from './SubmissionFooter.module.css';

interface SubmissionFooterProps {
  /** Why the last attempt failed, if it did. */
  failure?: string;
  /** What the visitor sees when it failed, before and after the reason. */
  failureTitle: string;
  failedReassurance: string;
  sending: boolean;
  submitLabel: string;
}

/** The end of a submission form: why the last attempt failed, and the send button. */
export function SubmissionFooter({
  failure,
  failureTitle,
  failedReassurance,
  sending,
  submitLabel,
}: SubmissionFooterProps) {
  return (
    <>
      {failure && (
        <p className={styles.failure} role="alert">
          {failureTitle}: {failure} {failedReassurance}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? 'Sending...' : submitLabel}
      </button>
    </>
  );
}
