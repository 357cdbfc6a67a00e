import { useState, type FormEvent } from 'react';
import { formatOrderNumber } from 'shared-contracts/order';
import { markShippedSchema, type OrderToShip } from 'shared-contracts/studio';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import { Field } from './Field';
import styles from './MarkShippedForm.module.css';

type Errors = Partial<Record<'carrier' | 'trackingNumber' | 'trackingUrl', string>>;

interface MarkShippedFormProps {
  orderId: string;
  /** The short number she reads, #1001. */
  orderNumber: number;
  /** The orders still to ship, as the server answers once this one is marked shipped. */
  onShipped(answer: { orders: OrderToShip[] }): void;
}

/**
 * The carrier and tracking of a parcel of originals she has sent: once the server has them, the
 * buyer gets the shipping e-mail. Used from To ship and from the order's own page.
 */
export function MarkShippedForm({ orderId, orderNumber, onShipped }: MarkShippedFormProps) {
  const { call } = useStudioSession();
  const [form, setForm] = useState({ carrier: '', trackingNumber: '', trackingUrl: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = (field: string) => `ship-${orderId}-${field}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = markShippedSchema.safeParse({ orderId, ...form, trackingUrl: form.trackingUrl.trim() || null });
    setProblem(undefined);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onShipped(await call('studio-mark-shipped', checked.data));
    } catch (error) {
      setProblem(problemOf(error));
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={`Mark order ${formatOrderNumber(orderNumber)} shipped`}
    >
      <Field id={id('carrier')} label="Carrier" hint="USPS, UPS, FedEx…" error={errors.carrier}>
        {(control) => (
          <input
            {...control}
            value={form.carrier}
            onChange={(event) => setForm({ ...form, carrier: event.target.value })}
          />
        )}
      </Field>
      <Field id={id('tracking')} label="Tracking number" error={errors.trackingNumber}>
        {(control) => (
          <input
            {...control}
            value={form.trackingNumber}
            onChange={(event) => setForm({ ...form, trackingNumber: event.target.value })}
          />
        )}
      </Field>
      <Field id={id('link')} label="Tracking link (optional)" error={errors.trackingUrl}>
        {(control) => (
          <input
            {...control}
            type="url"
            value={form.trackingUrl}
            onChange={(event) => setForm({ ...form, trackingUrl: event.target.value })}
          />
        )}
      </Field>
      {problem && (
        <p role="alert" className={page.problem}>
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Marking shipped…' : 'Mark shipped'}
      </button>
    </form>
  );
}
