import { giftCardCartItemSchema, type GiftCardCartItem, type giftCardPresetCents } from 'shared-contracts/offers';
import { randomHex } from '../random-hex';
import { sendDayProblem } from './send-day';

/** The gift card form as the visitor fills it in. */
export interface GiftCardForm {
  /** One of the preset amounts, in cents, or another amount typed in dollars. */
  amount: (typeof giftCardPresetCents)[number] | 'other';
  otherAmount: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** The day chosen to send it; empty until one is chosen, which means today. */
  sendOn: string;
}

export const emptyGiftCardForm: GiftCardForm = {
  amount: 5000,
  otherAmount: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
  sendOn: '',
};

/** The fields of the form, in the order it asks for them. */
export const giftCardFormFields = ['price', 'recipientName', 'recipientEmail', 'message', 'sendOn'] as const;
export type GiftCardFormField = (typeof giftCardFormFields)[number];
export type GiftCardFormErrors = Partial<Record<GiftCardFormField, string>>;

/** A typed amount as the cart keeps it, `50`; anything but whole dollars is left for the schema to refuse. */
function dollars(typed: string): string {
  const amount = typed.trim().replace(/^\$\s*/, '');
  return /^\d+(\.00)?$/.test(amount) ? String(Number(amount)) : amount;
}

/** A fresh line id: each gift card is a line of its own. */
export const newGiftCardId = (): string => `gift-card-${randomHex(8)}`;

const isFormField = (field: PropertyKey | undefined): field is GiftCardFormField =>
  giftCardFormFields.includes(field as GiftCardFormField);

/** The visitor's time zone, `America/Chicago`, in which the day she chose is read. */
export const visitorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The cart line the form describes, held to the server's own schema, or what is wrong with it,
 * field by field. A card bought on `today`, in `timeZone`, is sent on that day unless another is chosen.
 */
export function giftCardLine(
  form: GiftCardForm,
  { id, today, timeZone }: { id: string; today: string; timeZone: string },
): { line: GiftCardCartItem } | { errors: GiftCardFormErrors } {
  const sendOn = form.sendOn || today;
  const checked = giftCardCartItemSchema.safeParse({
    kind: 'gift-card',
    id,
    name: 'Gift card',
    imageUrl: '',
    price: form.amount === 'other' ? dollars(form.otherAmount) : String(form.amount / 100),
    currency: 'USD',
    quantity: 1,
    recipientName: form.recipientName,
    recipientEmail: form.recipientEmail,
    message: form.message,
    sendOn,
    timeZone,
  });
  const errors: GiftCardFormErrors = {};
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = issue.path[0];
    if (isFormField(field)) errors[field] ??= issue.message;
  }
  if (!errors.sendOn) {
    const dayProblem = sendDayProblem(sendOn, today);
    if (dayProblem) errors.sendOn = dayProblem;
  }
  if (!checked.success || Object.keys(errors).length > 0) return { errors };
  return { line: checked.data };
}
