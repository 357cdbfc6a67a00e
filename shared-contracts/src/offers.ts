import * as z from 'zod/mini';
import { type FunctionRegistry } from 'shared-contracts/function-contract';
import { mailbox } from 'shared-contracts/mailbox';
import {
  discountTargets,
  formatCents,
  type DiscountFit,
  type DiscountTarget,
  type DiscountTerms,
} from 'shared-contracts/pricing';
import { checkoutWording, requiredText } from 'shared-contracts/required-text';
import { isTimeZone } from 'shared-contracts/time-zone';

/**
 * Her offers, as a buyer meets them: discount codes and gift cards. The checkout learns a code's
 * terms and a card's balance from the server and prices with them by the one rule in pricing;
 * the server prices the order again from its own records and refuses a total that differs.
 * Her studio's side is in offers-desk.
 */

// Discount codes

/** A code as she and the buyer type it; case does not matter. */
export const discountCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'Please enter a discount code', abort: true }),
    z.maxLength(40, 'A discount code has at most 40 characters'),
  );

/** A code as kept and compared: trimmed, upper case. */
export const normalizeDiscountCode = (code: string): string => code.trim().toUpperCase();

export const discountTermsSchema = z.object({
  kind: z.enum(['percent', 'amount']),
  value: z.number().check(z.int(), z.minimum(1)),
  appliesTo: z.enum(discountTargets),
  minSubtotalCents: z.nullable(z.number().check(z.int(), z.minimum(0))),
}) satisfies z.ZodMiniType<DiscountTerms>;

export const discountTargetLabels: Record<DiscountTarget, string> = {
  everything: 'everything',
  merch: 'merch',
  prints: 'prints',
  originals: 'originals',
};

/** `15% off prints`, `$10.00 off everything`: the discount's line at checkout and in her studio. */
export function describeDiscount(terms: DiscountTerms): string {
  const off = terms.kind === 'percent' ? `${terms.value}%` : formatCents(terms.value);
  return `${off} off ${discountTargetLabels[terms.appliesTo]}`;
}

/** Why a code does not apply, in the words the checkout shows. */
export const discountRefusals = {
  unknown: (code: string) => `There is no discount code “${code}”. Please check its spelling.`,
  ended: (code: string) => `The code “${code}” has ended.`,
  notStarted: (code: string, startsOn: string) => `The code “${code}” starts on ${startsOn}.`,
  usedUp: (code: string) => `The code “${code}” has been used as many times as it allows.`,
  alreadyUsed: (code: string) => `The code “${code}” was used already with this e-mail address.`,
  minimumNotReached: (code: string, terms: DiscountTerms) =>
    `The code “${code}” needs a subtotal of ${formatCents(terms.minSubtotalCents ?? 0)} or more.`,
  nothingItAppliesTo: (code: string, terms: DiscountTerms) =>
    `The code “${code}” is for ${discountTargetLabels[terms.appliesTo]}, and nothing in your cart is.`,
};

/** The refusal of terms that do not fit the cart, or undefined when they do. */
export function discountMisfit(code: string, terms: DiscountTerms, fit: DiscountFit): string | undefined {
  if (fit === 'minimum-not-reached') return discountRefusals.minimumNotReached(code, terms);
  if (fit === 'nothing-it-applies-to') return discountRefusals.nothingItAppliesTo(code, terms);
  return undefined;
}

export const appliedDiscountSchema = z.object({
  /** The code as she wrote it. */
  code: z.string(),
  terms: discountTermsSchema,
});
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>;

// Gift cards

export const giftCardMinCents = 1000;
export const giftCardMaxCents = 50000;
/** The amounts offered with one tap; any other between the minimum and the maximum may be typed. */
export const giftCardPresetCents = [2500, 5000, 10000] as const;

export const giftCardAmountMessage = `Please choose an amount from ${formatCents(giftCardMinCents)} to ${formatCents(giftCardMaxCents)}, in whole dollars`;

/** The letters of a gift card's code: no 0/O or 1/I, which are misread. 16 of them: 80 bits. */
export const giftCardAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const giftCardCodeLength = 16;

/** A code as typed, in any case, with or without its dashes and spaces. */
export const normalizeGiftCardCode = (code: string): string => code.toUpperCase().replace(/[\s-]/g, '');

/** `ABCD-EFGH-JKLM-NPQR`: how a code is written in its e-mail. */
export const formatGiftCardCode = (code: string): string => normalizeGiftCardCode(code).replace(/(.{4})(?=.)/g, '$1-');

export const giftCardCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'Please enter the gift card’s code', abort: true }),
    z.maxLength(40, 'A gift card code has 16 letters and digits'),
  );

/** The day, as the buyer chose it, `2026-12-24`. */
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A gift card in the cart: always one; the amount is the buyer's, within the shop's range. */
export const giftCardCartItemSchema = z.object({
  kind: z.literal('gift-card'),
  /** `gift-card-{random}`: each card is a line of its own. */
  id: z.string().check(z.maxLength(100)),
  name: z.string().check(z.maxLength(300)),
  imageUrl: z.string().check(z.maxLength(2000)),
  price: z.string().check(
    z.regex(/^\d+(\.00)?$/, giftCardAmountMessage),
    z.refine(
      (price) => Number(price) * 100 >= giftCardMinCents && Number(price) * 100 <= giftCardMaxCents,
      giftCardAmountMessage,
    ),
  ),
  currency: z.string().check(z.maxLength(10)),
  quantity: z.literal(1, 'must be 1: each gift card is a line of its own'),
  recipientName: requiredText('recipient’s name', 100, checkoutWording),
  recipientEmail: mailbox(checkoutWording.missing('recipient’s email')),
  message: z.string().check(z.trim(), z.maxLength(500, checkoutWording.tooLong('message', 500))),
  /** The day its e-mail goes to the recipient: at once on the buyer's today, else that morning where the buyer is. */
  sendOn: z.string().check(z.regex(dayPattern, 'Please choose the day to send it')),
  /** The buyer's time zone, `America/Chicago`, in which that day is read. */
  timeZone: z._default(z.string().check(z.maxLength(64), z.refine(isTimeZone, 'must be a time zone')), 'UTC'),
});
export type GiftCardCartItem = z.infer<typeof giftCardCartItemSchema>;

/** A card for a later day is e-mailed at this hour of that morning, in the buyer's time zone. */
export const giftCardSendHour = 9;

/** How far ahead a card may be sent. */
export const giftCardLatestSendDays = 366;

export const giftCardRefusals = {
  unknown: 'There is no gift card with this code. Please check it, letter by letter.',
  spent: 'This gift card has been spent in full.',
  voided: 'This gift card is no longer valid. Please contact us about it.',
  tooManyTries: 'Too many wrong codes were tried from here. Please wait a quarter of an hour and try again.',
  notForGiftCards: 'A gift card cannot pay for another gift card.',
  sendOnPast: 'Please choose today or a later day to send the gift card.',
  sendOnTooLate: 'Please choose a day within the coming year to send the gift card.',
};

export const giftCardBalanceSchema = z.object({
  /** The code's last four characters, to show which card it is. */
  last4: z.string(),
  balanceCents: z.number(),
});
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;

/** Her offers' public calls: learning a code's terms and a card's balance. */
export const offerFunctions = {
  'check-discount-code': {
    request: z.object({ code: discountCodeSchema, email: z.optional(z.string().check(z.maxLength(254))) }),
    response: appliedDiscountSchema,
  },
  'check-gift-card': { request: z.object({ code: giftCardCodeSchema }), response: giftCardBalanceSchema },
} as const satisfies FunctionRegistry;
