import type * as z from 'zod/mini';
import { newDiscountCodeSchema } from 'shared-contracts/offers-desk';
import type { DiscountTarget } from 'shared-contracts/pricing';
import { refusalAt } from '../ui/field-errors';
import { readCents, readNumber } from '../ui/typed-numbers';
import { dayStamp, endOfDay, startOfDay } from '../ui/when';

/** A new discount code as she fills in the form: what she typed, and days as the date inputs hold them. */
export interface CodeForm {
  code: string;
  kind: 'percent' | 'amount';
  /** A whole percentage, or dollars. */
  value: string;
  appliesTo: DiscountTarget;
  /** Dollars; empty for any subtotal. */
  minimum: string;
  /** `2026-12-01`, a day in her time zone. */
  startsOn: string;
  /** Empty for no end. */
  endsOn: string;
  /** Empty for any number of uses. */
  maxUses: string;
  oncePerEmail: boolean;
}

type CodeField = keyof CodeForm;
export type CodeErrors = Partial<Record<CodeField, string>>;
export type NewCodeRequest = z.output<typeof newDiscountCodeSchema>;

/** The element of each field, to take her to the first one at fault. */
export const codeFieldIds: Record<CodeField, string> = {
  code: 'new-code-code',
  kind: 'new-code-kind',
  value: 'new-code-value',
  appliesTo: 'new-code-applies-to',
  minimum: 'new-code-minimum',
  startsOn: 'new-code-starts-on',
  endsOn: 'new-code-ends-on',
  maxUses: 'new-code-max-uses',
  oncePerEmail: 'new-code-once-per-email',
};

/** The form field each part of the request comes from, to show the server's word on a part beside it. */
const fieldOfRequest: Record<keyof NewCodeRequest, CodeField> = {
  code: 'code',
  kind: 'kind',
  value: 'value',
  appliesTo: 'appliesTo',
  minSubtotalCents: 'minimum',
  startsAt: 'startsOn',
  endsAt: 'endsOn',
  maxUses: 'maxUses',
  oncePerEmail: 'oncePerEmail',
};

const isRequestPart = (name: string): name is keyof NewCodeRequest => Object.hasOwn(fieldOfRequest, name);

/** A new code from today in her time zone, a percentage off everything, for anyone, any number of times. */
export const blankCodeForm = (now: Date): CodeForm => ({
  code: '',
  kind: 'percent',
  value: '',
  appliesTo: 'everything',
  minimum: '',
  startsOn: dayStamp(now),
  endsOn: '',
  maxUses: '',
  oncePerEmail: false,
});

type Read<Value> = { value: Value; error?: string };

/** Dollars as she typed them, in cents; what is not dollars and cents is NaN with the message saying so. */
function readDollars(text: string, what: string): Read<number | undefined> {
  const cents = readCents(text);
  return Number.isNaN(cents)
    ? { value: cents, error: `Please enter ${what} in dollars and cents, as 10 or 12.50` }
    : { value: cents };
}

/** How much it takes off: a whole percentage, or the amount in cents. */
function readValue(form: CodeForm): Read<number> {
  const missing = { value: Number.NaN, error: 'Please enter how much it takes off' };
  if (form.kind === 'amount') {
    const { value, error } = readDollars(form.value, 'the amount');
    return value === undefined ? missing : { value, error };
  }
  const percent = readNumber(form.value);
  if (percent === undefined) return missing;
  return Number.isNaN(percent)
    ? { value: percent, error: 'Please enter a whole number from 1 to 100' }
    : { value: percent };
}

function readMaxUses(text: string): Read<number | null> {
  const uses = readNumber(text);
  if (uses === undefined) return { value: null };
  if (!Number.isInteger(uses)) return { value: null, error: 'Please enter a whole number of uses' };
  return { value: uses };
}

/**
 * The new code as the request to create it, checked with the server's own schema: days become the
 * first moment of her start day and the last of her end day in her time zone, dollars become cents, and what she left
 * empty is null. Else a message for each field at fault, in her words where the schema's are not.
 */
export function checkNewCode(
  form: CodeForm,
): { ok: true; request: NewCodeRequest } | { ok: false; errors: CodeErrors } {
  const value = readValue(form);
  const minimum = readDollars(form.minimum, 'the minimum');
  const maxUses = readMaxUses(form.maxUses);
  const checked = newDiscountCodeSchema.safeParse({
    code: form.code,
    kind: form.kind,
    value: value.value,
    appliesTo: form.appliesTo,
    minSubtotalCents: minimum.value === undefined || minimum.error ? null : minimum.value,
    startsAt: startOfDay(form.startsOn),
    endsAt: form.endsOn ? endOfDay(form.endsOn) : null,
    maxUses: maxUses.value,
    oncePerEmail: form.oncePerEmail,
  });
  const errors: CodeErrors = {};
  if (value.error) errors.value = value.error;
  if (minimum.error) errors.minimum = minimum.error;
  if (maxUses.error) errors.maxUses = maxUses.error;
  for (const { path, message } of checked.success ? [] : checked.error.issues) {
    const part = String(path[0]);
    if (isRequestPart(part)) errors[fieldOfRequest[part]] ??= message;
  }
  if (checked.success && Object.keys(errors).length === 0) return { ok: true, request: checked.data };
  return { ok: false, errors };
}

/**
 * The server's refusal of a request (`value: A percentage is at most 100; endsAt: …`) split into
 * what belongs beside a field and what is said of the code as a whole.
 */
export const refusalOf = (message: string): { errors: CodeErrors; rest?: string } =>
  refusalAt(message, (path) => (isRequestPart(path) ? fieldOfRequest[path] : undefined));

/** The first field at fault, in the order of the form. */
export const firstAtFault = (errors: CodeErrors): CodeField | undefined =>
  (Object.keys(codeFieldIds) as CodeField[]).find((field) => errors[field]);
