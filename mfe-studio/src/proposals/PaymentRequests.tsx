import { useState, type FormEvent } from 'react';
import { paymentRequestStateLabels, type PaymentRequestState } from 'shared-contracts/commissions';
import type { DeskPaymentRequest } from 'shared-contracts/commissions-desk';
import { formatUsd } from 'shared-contracts/pricing';
import { paymentStateLabels } from 'shared-contracts/studio-desk';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { ConfirmAction } from '../ui/ConfirmAction';
import { DollarsInput } from '../ui/DollarsInput';
import { Field } from '../ui/Field';
import type { FieldErrors } from '../ui/field-errors';
import { LinkToCopy } from '../ui/LinkToCopy';
import { StatusTag, type StatusTone } from '../ui/StatusTag';
import { dollarsText } from '../ui/typed-numbers';
import { formatCalendarDay, formatDay, formatWhen } from '../ui/when';
import { checkRequestChange, requestChangeRefusal, type RequestChangeForm } from './payment-request-form';
import type { PaymentRequestCalls } from './use-commissions';
import styles from './PaymentRequests.module.css';

const stateTones: Record<PaymentRequestState, StatusTone> = {
  open: 'primary',
  partly_paid: 'accent',
  paid: 'success',
  canceled: 'muted',
};

/** A request that may still be paid, and so changed or canceled. */
const isOpen = (request: DeskPaymentRequest) => request.state === 'open' || request.state === 'partly_paid';

interface PaymentRequestListProps {
  requests: readonly DeskPaymentRequest[];
  /** Names each request's client, as for one-off jobs. */
  withClient?: boolean;
  calls: Pick<PaymentRequestCalls, 'changeRequest' | 'cancelRequest'>;
}

/** Payment requests, each with what was asked and paid, its payments and reminders, and Change and Cancel while it is open. */
export function PaymentRequestList({ requests, withClient = false, calls }: PaymentRequestListProps) {
  return (
    <ul className={page.summaries}>
      {requests.map((request) => (
        <RequestItem key={request.id} request={request} withClient={withClient} calls={calls} />
      ))}
    </ul>
  );
}

function RequestItem({
  request,
  withClient,
  calls,
}: { request: DeskPaymentRequest } & Omit<PaymentRequestListProps, 'requests'>) {
  return (
    <li className={page.summary}>
      <div className={page.summaryLine}>
        <h3 className={styles.requestTitle}>{request.title}</h3>
        <StatusTag label={paymentRequestStateLabels[request.state]} tone={stateTones[request.state]} />
      </div>
      {withClient && (
        <p className={styles.client}>
          {request.clientName} <a href={`mailto:${request.clientEmail}`}>{request.clientEmail}</a>
        </p>
      )}
      <p className={styles.figures}>
        <span>Asked {formatUsd(request.amount)}</span>
        <span>Paid {formatUsd(request.paid)}</span>
        <span>Due {formatCalendarDay(request.dueOn)}</span>
      </p>
      {request.state !== 'canceled' && <LinkToCopy label="Payment link" link={request.link} />}
      {request.payments.length > 0 && (
        <ul className={styles.payments} aria-label={`Payments of “${request.title}”`}>
          {request.payments.map((payment) => (
            <li key={`${payment.paidAt} ${payment.reference}`} className={styles.payment}>
              <span>
                Paid {formatUsd(payment.paid)} of {formatUsd(payment.asked)} asked,{' '}
                <time dateTime={payment.paidAt}>{formatWhen(payment.paidAt)}</time>
              </span>
              {payment.refunded > 0 && <span>Refunded {formatUsd(payment.refunded)}</span>}
              <span className={page.note}>{paymentStateLabels[payment.state]}</span>
              {payment.reference && <span className={page.note}>Reference {payment.reference}</span>}
              {payment.paidTwice && <StatusTag label="Paid twice: refund due" tone="danger" />}
            </li>
          ))}
        </ul>
      )}
      {request.reminders.length > 0 && (
        <ul className={styles.reminders} aria-label={`Reminders of “${request.title}”`}>
          {request.reminders.map((reminder) => (
            <li key={`${reminder.kind} ${reminder.sentAt}`} className={page.note}>
              Reminder sent <time dateTime={reminder.sentAt}>{formatDay(reminder.sentAt)}</time>,{' '}
              {reminder.kind === 'before' ? 'before the due date' : 'after the due date'}
            </li>
          ))}
        </ul>
      )}
      {isOpen(request) && <RequestActions request={request} calls={calls} />}
    </li>
  );
}

/** Change (a new amount or due date) and Cancel request, with what each did or why it was refused. */
function RequestActions({ request, calls }: Pick<PaymentRequestListProps, 'calls'> & { request: DeskPaymentRequest }) {
  const [changing, setChanging] = useState(false);
  const [outcome, setOutcome] = useState('');
  const [problem, setProblem] = useState<string>();
  const changeId = `change-request-${request.id}`;

  const cancel = async () => {
    setProblem(undefined);
    setOutcome('');
    try {
      await calls.cancelRequest(request.id);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <div className={styles.actions}>
      <div className={page.itemButtons}>
        <button
          type="button"
          className="btn btn-outline"
          aria-expanded={changing}
          aria-controls={changing ? changeId : undefined}
          onClick={() => setChanging(!changing)}
        >
          Change <span className="visually-hidden">“{request.title}”</span>
        </button>
        <ConfirmAction
          label="Cancel request"
          labelDetail={`“${request.title}”`}
          question={`Cancel “${request.title}”? Its link will no longer take a payment, and this cannot be undone.`}
          confirmLabel="Yes, cancel it"
          dismissLabel="Keep it"
          onConfirm={cancel}
        />
      </div>
      {changing && (
        <ChangeRequestForm
          id={changeId}
          request={request}
          changeRequest={calls.changeRequest}
          onChanged={(changed) => {
            setChanging(false);
            setOutcome(`It now asks ${formatUsd(changed.amount)}, due ${formatCalendarDay(changed.dueOn)}.`);
          }}
        />
      )}
      <p role="status" className={page.done}>
        {outcome}
      </p>
      {problem && (
        <p role="alert" className={page.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}

interface ChangeRequestFormProps {
  id: string;
  request: DeskPaymentRequest;
  changeRequest: PaymentRequestCalls['changeRequest'];
  onChanged(request: DeskPaymentRequest): void;
}

/** A new amount or due date for a request not yet paid in full; payment pages opened at the old amount are closed. */
function ChangeRequestForm({ id, request, changeRequest, onChanged }: ChangeRequestFormProps) {
  const [form, setForm] = useState<RequestChangeForm>({ amount: dollarsText(request.amount), dueOn: request.dueOn });
  const [errors, setErrors] = useState<FieldErrors<keyof RequestChangeForm>>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(undefined);
    const checked = checkRequestChange(request.id, form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onChanged(await changeRequest(request.id, { amount: checked.change.amount, dueOn: checked.change.dueOn }));
    } catch (error) {
      const refusal = requestChangeRefusal(problemOf(error));
      setErrors(refusal.errors);
      setProblem(refusal.rest);
      setBusy(false);
    }
  };

  return (
    <form id={id} className={styles.changeForm} onSubmit={submit} noValidate aria-label={`Change “${request.title}”`}>
      <Field id={`${id}-amount`} label="New amount" error={errors.amount}>
        {(control) => (
          <DollarsInput
            {...control}
            autoComplete="off"
            value={form.amount}
            onChange={(amount) => setForm({ ...form, amount })}
          />
        )}
      </Field>
      <Field id={`${id}-due-on`} label="New due date" error={errors.dueOn}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={form.dueOn}
            onChange={(event) => setForm({ ...form, dueOn: event.target.value })}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
        {busy ? 'Saving…' : 'Save the change'}
      </button>
      {problem && (
        <p role="alert" className={`${page.problem} ${page.wide}`}>
          {problem}
        </p>
      )}
    </form>
  );
}
