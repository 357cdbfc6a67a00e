import { useState, type FormEvent } from 'react';
import type { Proposal } from 'shared-contracts/commissions';
import { CheckField, FormFailure, TextField } from './FormControls';
import { useCommissionAction, type Acting } from './use-commission-action';
import layout from '../proposal-page.module.css';
import styles from './CommissionScreen.module.css';

/** Ticking the terms and typing their name as a signature accepts the version the client read. */
export function AcceptProposalForm({ proposal, acting }: { proposal: Proposal; acting: Acting | null }) {
  const [agreed, setAgreed] = useState(false);
  const [signature, setSignature] = useState('');
  const { errors, failure, sending, send } = useCommissionAction(acting, 'accept-proposal', 'accept', [
    'agreed',
    'signature',
  ]);

  const accept = (event: FormEvent) => {
    event.preventDefault();
    void send({ version: proposal.version, signature, agreed });
  };

  return (
    <form className={layout.section} onSubmit={accept} noValidate aria-labelledby="accept-title">
      <h2 id="accept-title">Accept this proposal</h2>
      <fieldset className={styles.controls} disabled={!acting || sending}>
        <CheckField
          id="accept-agreed"
          label="I have read and accept the terms"
          checked={agreed}
          onChange={setAgreed}
          error={errors.agreed}
        />
        <TextField
          id="accept-signature"
          label="Your full name, as your signature"
          autoComplete="name"
          value={signature}
          onChange={setSignature}
          error={errors.signature}
        />
        <FormFailure failure={failure} />
        <div>
          <button type="submit" className="btn btn-primary">
            {sending ? 'Accepting...' : 'Accept proposal'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
