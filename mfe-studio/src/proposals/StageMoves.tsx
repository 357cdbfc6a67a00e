import { useState } from 'react';
import { commissionStageLabels } from 'shared-contracts/commissions';
import { moveCommissionSchema, type DeskCommission } from 'shared-contracts/commissions-desk';
import { balanceDueDays } from 'shared-contracts/shop-terms';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { Field } from '../ui/Field';
import { issuesAt, refusalAt, type FieldErrors } from '../ui/field-errors';
import type { CommissionCalls } from './use-commissions';
import styles from './ProposalScreen.module.css';
import { Outcome } from '../ui/Outcome';

type Stage = DeskCommission['actions']['moveTo'][number];
type TrackingField = 'carrier' | 'number';

const trackingFieldOf = (path: string): TrackingField | undefined =>
  path === 'tracking.carrier' ? 'carrier' : path === 'tracking.number' ? 'number' : undefined;

/**
 * The stages she may move the project to now, each a button; a painting on its way to Delivered
 * may carry its carrier and tracking number. Each move is recorded in the project's story.
 */
export function StageMoves({ commission, move }: { commission: DeskCommission; move: CommissionCalls['move'] }) {
  const { moveTo } = commission.actions;
  const shipped = commission.kind === 'painting' && moveTo.includes('delivered');
  const [tracking, setTracking] = useState({ carrier: '', number: '' });
  const [errors, setErrors] = useState<FieldErrors<TrackingField>>({});
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const moveToStage = async (to: Stage) => {
    if (busy) return;
    setProblem(undefined);
    setDone('');
    const withTracking = to === 'delivered' && shipped && (tracking.carrier.trim() || tracking.number.trim());
    const checked = moveCommissionSchema.safeParse({
      id: commission.id,
      to,
      ...(withTracking ? { tracking } : {}),
    });
    if (!checked.success) {
      setErrors(issuesAt(checked.error.issues, trackingFieldOf));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await move({ to, tracking: checked.data.tracking });
      setDone(`Moved to ${commissionStageLabels[to]}.`);
    } catch (error) {
      const refusal = refusalAt(problemOf(error), trackingFieldOf);
      setErrors(refusal.errors);
      setProblem(refusal.rest);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={page.section} aria-labelledby="stage-moves-title">
      <h2 id="stage-moves-title">Move to</h2>
      <p className={page.note}>
        The client sees each stage on their page.
        {moveTo.includes('ready') &&
          ` Ready e-mails the client a request for the balance, due in ${balanceDueDays} days.`}
      </p>
      {shipped && (
        <fieldset className={`${page.boxedGroup} ${styles.tracking}`}>
          <legend>Shipped with tracking (optional, for Delivered)</legend>
          <Field id="move-carrier" label="Carrier" hint="USPS, UPS, FedEx…" error={errors.carrier}>
            {(control) => (
              <input
                {...control}
                value={tracking.carrier}
                onChange={(event) => setTracking({ ...tracking, carrier: event.target.value })}
              />
            )}
          </Field>
          <Field id="move-tracking-number" label="Tracking number" error={errors.number}>
            {(control) => (
              <input
                {...control}
                value={tracking.number}
                onChange={(event) => setTracking({ ...tracking, number: event.target.value })}
              />
            )}
          </Field>
        </fieldset>
      )}
      <div className={page.buttons} role="group" aria-labelledby="stage-moves-title">
        {moveTo.map((stage) => (
          <button
            key={stage}
            type="button"
            className="btn btn-outline"
            aria-disabled={busy || undefined}
            onClick={() => moveToStage(stage)}
          >
            {commissionStageLabels[stage]}
          </button>
        ))}
        <Outcome done={done} problem={problem} />
      </div>
    </section>
  );
}
