import { useState, type FormEvent } from 'react';
import { formatUsd } from 'shared-contracts/pricing';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { DollarsInput } from '../ui/DollarsInput';
import { Field } from '../ui/Field';
import {
  blankPaymentRequest,
  checkPaymentRequest,
  paymentRequestRefusal,
  type PaymentRequestErrors,
  type PaymentRequestForm as Form,
} from './payment-request-form';
import type { PaymentRequestCalls } from './use-commissions';
import styles from './PaymentRequests.module.css';
import { Outcome } from '../ui/Outcome';

interface PaymentRequestFormProps {
  /** The form's heading: `New payment request`. */
  title: string;
  /** The project it is for; without one, a one-off job, and the form asks for its client. */
  commissionId?: string;
  requestPayment: PaymentRequestCalls['requestPayment'];
}

/**
 * A request for a payment of any amount: the client is e-mailed its link. Checked with the
 * server's schema first; whatever the server refuses, she keeps what she typed, with the reason at
 * its field.
 */
export function PaymentRequestForm({ title, commissionId, requestPayment }: PaymentRequestFormProps) {
  const [form, setForm] = useState(blankPaymentRequest);
  const [errors, setErrors] = useState<PaymentRequestErrors>({});
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);
  const idPrefix = commissionId === undefined ? 'one-off-request' : 'project-request';
  const id = (field: keyof Form) => `${idPrefix}-${field}`;
  const titleId = `${idPrefix}-heading`;

  const edit = (field: keyof Form) => (value: string) => {
    setForm((now) => ({ ...now, [field]: value }));
    setSent('');
  };

  const showErrors = (found: PaymentRequestErrors) => {
    setErrors(found);
    const first = (Object.keys(blankPaymentRequest) as (keyof Form)[]).find((field) => found[field]);
    if (first) document.getElementById(id(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(undefined);
    setSent('');
    const checked = checkPaymentRequest(form, commissionId);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const request = await requestPayment(checked.request);
      setForm(blankPaymentRequest);
      setSent(`A request for ${formatUsd(request.amount)} was sent to ${request.clientEmail}.`);
    } catch (error) {
      const refusal = paymentRequestRefusal(problemOf(error));
      showErrors(refusal.errors);
      setProblem(refusal.rest);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={page.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.formTitle}>
        {title}
      </h3>
      <form className={styles.requestForm} onSubmit={submit} noValidate aria-labelledby={titleId}>
        {commissionId === undefined && (
          <div className={styles.pair}>
            <Field id={id('clientName')} label="Client’s name" error={errors.clientName}>
              {(control) => (
                <input
                  {...control}
                  autoComplete="off"
                  value={form.clientName}
                  onChange={(event) => edit('clientName')(event.target.value)}
                />
              )}
            </Field>
            <Field id={id('clientEmail')} label="Client’s e-mail" error={errors.clientEmail}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  autoComplete="off"
                  value={form.clientEmail}
                  onChange={(event) => edit('clientEmail')(event.target.value)}
                />
              )}
            </Field>
          </div>
        )}
        <Field
          id={id('title')}
          label="What it is for"
          hint="The client reads it in the e-mail and on the payment page: “Church banner”."
          error={errors.title}
        >
          {(control) => (
            <input {...control} value={form.title} onChange={(event) => edit('title')(event.target.value)} />
          )}
        </Field>
        <div className={styles.pair}>
          <Field id={id('amount')} label="Amount" error={errors.amount}>
            {(control) => (
              <DollarsInput {...control} autoComplete="off" value={form.amount} onChange={edit('amount')} />
            )}
          </Field>
          <Field
            id={id('dueOn')}
            label="Due on"
            hint="Reminders go out before and after this day."
            error={errors.dueOn}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                value={form.dueOn}
                onChange={(event) => edit('dueOn')(event.target.value)}
              />
            )}
          </Field>
        </div>
        <div className={page.buttons}>
          <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
            {busy ? 'Sending…' : 'Send request'}
          </button>
          <Outcome done={sent} problem={problem} />
        </div>
      </form>
    </section>
  );
}
