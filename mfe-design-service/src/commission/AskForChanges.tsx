import { useState, type FormEvent } from 'react';
import type { Proposal } from 'shared-contracts/commissions';
import { siteConfig } from 'shared-contracts/site-config';
import { FormFailure, TextField } from './FormControls';
import { useCommissionAction, type Acting } from './use-commission-action';
import styles from './CommissionScreen.module.css';

/**
 * The client's request for changes to the version they read, which reaches her desk. It stays
 * to thank them once sent, though the page then no longer offers it.
 */
export function AskForChanges({
  proposal,
  offered,
  acting,
}: {
  proposal: Proposal;
  offered: boolean;
  acting: Acting | null;
}) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const { errors, failure, sending, send } = useCommissionAction(acting, 'ask-for-proposal-changes', 'changes', [
    'message',
  ]);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (await send({ version: proposal.version, message })) setSent(true);
  };

  if (sent) {
    return (
      <div className={styles.confirmation} role="status">
        Thank you. Your request was sent to {siteConfig.artistName}.
      </div>
    );
  }
  if (!offered) return null;
  if (!open) {
    return (
      <div className={styles.aside}>
        <p>Would you like something different?</p>
        <button type="button" className="btn btn-outline" disabled={!acting} onClick={() => setOpen(true)}>
          Ask for changes
        </button>
      </div>
    );
  }
  return (
    <form className={styles.aside} onSubmit={(event) => void ask(event)} noValidate aria-label="Ask for changes">
      <fieldset className={styles.controls} disabled={sending}>
        <TextField
          id="changes-message"
          label="What would you like changed?"
          multiline
          autoFocus
          value={message}
          onChange={setMessage}
          error={errors.message}
        />
        <FormFailure failure={failure} />
        <div>
          <button type="submit" className="btn btn-primary">
            {sending ? 'Sending...' : 'Send request'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
