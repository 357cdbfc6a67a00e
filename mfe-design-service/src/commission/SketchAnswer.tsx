import { useState, type FormEvent } from 'react';
import { siteConfig } from 'shared-contracts/site-config';
import { FormFailure, TextField } from './FormControls';
import { useCommissionAction, type Acting } from './use-commission-action';
import styles from './CommissionScreen.module.css';

/**
 * The client's answer to a sketch: approve it, or send comments on it. It stays to thank them
 * once answered, though the sketch then no longer waits for them.
 */
export function SketchAnswer({
  sketchId,
  awaiting,
  acting,
}: {
  sketchId: string;
  awaiting: boolean;
  acting: Acting | null;
}) {
  const [comment, setComment] = useState('');
  const [answered, setAnswered] = useState<'approved' | 'commented'>();
  const { errors, failure, sending, send } = useCommissionAction(acting, 'answer-sketch', 'sketch', ['comment']);

  const answer = async (approved: boolean) => {
    if (await send({ sketchId, approved, comment })) setAnswered(approved ? 'approved' : 'commented');
  };

  const sendComments = (event: FormEvent) => {
    event.preventDefault();
    void answer(false);
  };

  if (answered) {
    return (
      <div className={styles.confirmation} role="status">
        {answered === 'approved'
          ? 'Thank you! You approved the sketch.'
          : `Thank you. Your comments were sent to ${siteConfig.artistName}.`}
      </div>
    );
  }
  if (!awaiting) return null;
  return (
    <form className={styles.sketchAnswer} onSubmit={sendComments} noValidate aria-label="Your answer to the sketch">
      <fieldset className={styles.controls} disabled={!acting || sending}>
        <div>
          <button type="button" className="btn btn-primary" onClick={() => void answer(true)}>
            Approve sketch
          </button>
        </div>
        <TextField
          id="sketch-comment"
          label="Comments on the sketch"
          multiline
          value={comment}
          onChange={setComment}
          error={errors.comment}
        />
        <FormFailure failure={failure} />
        <div>
          <button type="submit" className="btn btn-outline">
            Send comments
          </button>
        </div>
      </fieldset>
    </form>
  );
}
