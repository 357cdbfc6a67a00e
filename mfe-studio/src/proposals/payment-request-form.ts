import type * as z from 'zod/mini';
import { commissionsDeskFunctions, newPaymentRequestSchema } from 'shared-contracts/commissions-desk';
import { issuesAt, refusalAt, type FieldErrors } from '../ui/field-errors';
import { readNumber } from '../ui/typed-numbers';

/** A payment request as she fills it in: for a project, or for a one-off job with its client. */
export interface PaymentRequestForm {
  clientName: string;
  clientEmail: string;
  title: string;
  /** Dollars. */
  amount: string;
  /** `2026-12-24`. */
  dueOn: string;
}

type PaymentRequestField = keyof PaymentRequestForm;
export type PaymentRequestErrors = FieldErrors<PaymentRequestField>;
type CheckedRequest = z.output<typeof newPaymentRequestSchema>;

export const blankPaymentRequest: PaymentRequestForm = {
  clientName: '',
  clientEmail: '',
  title: '',
  amount: '',
  dueOn: '',
};

const fields: readonly string[] = [
  'clientName',
  'clientEmail',
  'title',
  'amount',
  'dueOn',
] satisfies PaymentRequestField[];
const fieldOf = (path: string) => (fields.includes(path) ? (path as PaymentRequestField) : undefined);

/**
 * The request checked with the server's own schema: for the project `commissionId`, or without
 * one for a one-off job, which names its client.
 */
export function checkPaymentRequest(
  form: PaymentRequestForm,
  commissionId?: string,
): { ok: true; request: CheckedRequest } | { ok: false; errors: PaymentRequestErrors } {
  const checked = newPaymentRequestSchema.safeParse({
    ...(commissionId === undefined ? { clientName: form.clientName, clientEmail: form.clientEmail } : { commissionId }),
    title: form.title,
    amount: readNumber(form.amount),
    dueOn: form.dueOn,
  });
  return checked.success
    ? { ok: true, request: checked.data }
    : { ok: false, errors: issuesAt(checked.error.issues, fieldOf) };
}

/** The server's refusal of a request, each part at its field. */
export const paymentRequestRefusal = (message: string) => refusalAt(message, fieldOf);

const changeSchema = commissionsDeskFunctions['studio-change-payment-request'].request;

/** A request's new amount and due date, as she types them. */
export interface RequestChangeForm {
  amount: string;
  dueOn: string;
}

const changeFieldOf = (path: string) => (path === 'amount' || path === 'dueOn' ? path : undefined);

/** The change checked with the server's own schema. */
export function checkRequestChange(
  requestId: string,
  form: RequestChangeForm,
): { ok: true; change: z.output<typeof changeSchema> } | { ok: false; errors: FieldErrors<keyof RequestChangeForm> } {
  const checked = changeSchema.safeParse({ requestId, amount: readNumber(form.amount), dueOn: form.dueOn });
  if (checked.success) return { ok: true, change: checked.data };
  return { ok: false, errors: issuesAt(checked.error.issues, changeFieldOf) };
}

/** The server's refusal of a change, each part at its field. */
export const requestChangeRefusal = (message: string) => refusalAt(message, changeFieldOf);
