import type * as z from 'zod/mini';
import { expiryProblem } from 'shared-contracts/card-expiry';
import {
  addressFields,
  addressSchema,
  cardPaymentSchema,
  type AddressField,
  type CardPayment,
} from 'shared-contracts/order';

/** An address as the form holds it: every field of the address schema, as typed. */
export type AddressFields = Record<AddressField, string>;

export interface CheckoutForm {
  shipping: AddressFields;
  billing: AddressFields;
  sameAsShipping: boolean;
  payment: CardPayment;
  /** "Send me news of new work", unticked until the buyer ticks it. */
  news: boolean;
}

const blankAddress = Object.fromEntries(addressFields.map((field) => [field, ''])) as AddressFields;

export const emptyAddress: AddressFields = { ...blankAddress, country: 'US' };

export const emptyCheckoutForm: CheckoutForm = {
  shipping: emptyAddress,
  billing: emptyAddress,
  sameAsShipping: true,
  payment: { cardNumber: '', expiryDate: '', cvv: '', cardName: '' },
  news: false,
};

export interface CheckoutProblem {
  /** The input's id, to focus it. */
  fieldId: string;
  message: string;
}

/** What the checkout asks for besides the billing address. */
interface CheckoutAsks {
  /** A shipping address: not for an order of gift cards alone, which ships nothing. */
  ships: boolean;
  /** The card, typed into the page's own fields: not with Stripe, nor when a gift card pays everything. */
  cardFields: boolean;
}

/**
 * The billing address the order uses: the shipping one while "Same as shipping address" is on;
 * its own when nothing ships, as there is then no shipping address to be the same as.
 */
export function billingAddress(form: CheckoutForm, { ships }: Pick<CheckoutAsks, 'ships'>): AddressFields {
  return ships && form.sameAsShipping ? form.shipping : form.billing;
}

/** The buyer's e-mail as the order gives it: the shipping address's when something ships, else the billing one's. */
export function buyerEmail(form: CheckoutForm, { ships }: Pick<CheckoutAsks, 'ships'>): string {
  return (ships ? form.shipping : form.billing).email;
}

/**
 * The first field of a section that the server's own schema would refuse: an empty field the
 * visitor must fill in comes first, in the order the form asks; then, unless `emptyOnly`, any
 * other rule (e-mail, state, ZIP code, lengths), so nothing the server would refuse is sent.
 */
function sectionProblem(
  section: 'shipping' | 'billing' | 'payment',
  schema: z.ZodMiniObject,
  values: Record<string, string>,
  { emptyOnly = false } = {},
): CheckoutProblem | undefined {
  const checked = schema.safeParse(values);
  if (checked.success) return undefined;
  const field = (issue: z.core.$ZodIssue) => String(issue.path[0]);
  const issues = checked.error.issues;
  const issue = issues.find((candidate) => !values[field(candidate)]?.trim()) ?? (emptyOnly ? undefined : issues[0]);
  return issue && { fieldId: `${section}-${field(issue)}`, message: issue.message };
}

/** What is wrong with the card's expiry date as given, checked at its field; undefined when nothing is. */
export function expiryFieldProblem(form: CheckoutForm, today = new Date()): CheckoutProblem | undefined {
  const message = expiryProblem(form.payment.expiryDate, today);
  return message ? { fieldId: 'payment-expiryDate', message } : undefined;
}

/** The first thing the visitor must fix, in the order the form asks for it; undefined when ready. */
export function checkoutProblem(
  form: CheckoutForm,
  { cardFields, ships, today = new Date() }: CheckoutAsks & { today?: Date },
): CheckoutProblem | undefined {
  const problem =
    (ships ? sectionProblem('shipping', addressSchema, form.shipping) : undefined) ??
    (ships && form.sameAsShipping ? undefined : sectionProblem('billing', addressSchema, form.billing));
  if (problem || !cardFields) return problem;
  // The card's number and CVV are checked for presence only; the expiry also for its form and month.
  return (
    sectionProblem('payment', cardPaymentSchema, form.payment, { emptyOnly: true }) ?? expiryFieldProblem(form, today)
  );
}

/**
 * Whether the field a problem names is still wrong as the form now holds it: an address field
 * its schema still refuses, a card field still empty, an expiry still not a month to come.
 */
export function problemStands(form: CheckoutForm, { fieldId }: CheckoutProblem, today = new Date()): boolean {
  const [section, field] = fieldId.split(/-(.*)/) as [string, string];
  if (section === 'payment') {
    const value = form.payment[field as keyof CardPayment];
    return !value.trim() || (field === 'expiryDate' && expiryProblem(value, today) !== undefined);
  }
  const checked = addressSchema.safeParse(section === 'billing' ? form.billing : form.shipping);
  return !checked.success && checked.error.issues.some((issue) => String(issue.path[0]) === field);
}
