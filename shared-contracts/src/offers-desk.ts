import * as z from 'zod/mini';
import { noInput, type FunctionRegistry } from 'shared-contracts/function-contract';
import { discountCodeSchema, discountTermsSchema } from 'shared-contracts/offers';
import { discountTargets } from 'shared-contracts/pricing';
import { messageFormWording, requiredText } from 'shared-contracts/required-text';

/**
 * Her offers in her studio: the discount codes she runs, with what each brought, and every gift
 * card sold, with what is left on it. Every call needs her session.
 */

const id = z.string().check(z.minLength(1), z.maxLength(100));
const instant = z.iso.datetime({ offset: true, error: 'Please choose a date' });

/** A code's state today: before its start, running, or past its end or ended by her. */
export const discountCodeStates = ['scheduled', 'live', 'ended'] as const;
export type DiscountCodeState = (typeof discountCodeStates)[number];

export const newDiscountCodeSchema = z
  .object({
    code: discountCodeSchema.check(z.regex(/^[A-Za-z0-9_-]+$/, 'Please use letters, digits, - and _ only in a code')),
    kind: z.enum(['percent', 'amount']),
    /** A whole percentage (1 to 100), or cents off. */
    value: z.number().check(z.int('Please enter a whole number'), z.minimum(1, 'Please enter how much it takes off')),
    appliesTo: z.enum(discountTargets),
    minSubtotalCents: z.nullable(
      z
        .number()
        .check(
          z.int('Please enter the minimum in dollars and cents'),
          z.minimum(0, 'Please enter a minimum of $0 or more'),
        ),
    ),
    /** From the start of her chosen day, to the end of her chosen end day (null: no end). */
    startsAt: instant,
    endsAt: z.nullable(instant),
    /** null: any number of uses. */
    maxUses: z.nullable(
      z.number().check(z.int('Please enter a whole number of uses'), z.minimum(1, 'Please allow at least one use')),
    ),
    oncePerEmail: z.boolean(),
  })
  .check(
    z.refine((code) => code.kind === 'amount' || code.value <= 100, {
      message: 'A percentage is at most 100',
      path: ['value'],
    }),
    z.refine((code) => !code.endsAt || Date.parse(code.endsAt) > Date.parse(code.startsAt), {
      message: 'Please choose an end after the start',
      path: ['endsAt'],
    }),
  );
export type NewDiscountCode = z.input<typeof newDiscountCodeSchema>;

export const discountCodeSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  terms: discountTermsSchema,
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
  maxUses: z.nullable(z.number()),
  oncePerEmail: z.boolean(),
  state: z.enum(discountCodeStates),
  /** Paid orders, and those awaiting payment, that used it. */
  uses: z.number(),
  /** What the paid orders with it came to, and what it took off them. */
  salesCents: z.number(),
  discountCents: z.number(),
});
export type DiscountCodeSummary = z.infer<typeof discountCodeSummarySchema>;

const codes = z.object({ codes: z.array(discountCodeSummarySchema) });

export const giftCardEventKinds = ['issued', 'sent', 'spent', 'returned', 'refunded', 'voided'] as const;
export type GiftCardEventKind = (typeof giftCardEventKinds)[number];

export const giftCardEventLabels: Record<GiftCardEventKind, string> = {
  issued: 'Bought',
  sent: 'E-mailed to the recipient',
  spent: 'Spent',
  returned: 'Given back: the payment did not go through',
  refunded: 'Put back by a refund',
  voided: 'Voided',
};

export const giftCardSummarySchema = z.object({
  id: z.string(),
  /** The code's last four characters, '' until its e-mail is sent: the code itself is kept only as a hash. */
  last4: z.string(),
  amountCents: z.number(),
  balanceCents: z.number(),
  buyerEmail: z.string(),
  /** The order that bought it, by number. */
  orderNumber: z.number(),
  orderId: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string(),
  sendOn: z.string(),
  sentAt: z.nullable(z.string()),
  voidedAt: z.nullable(z.string()),
  voidReason: z.nullable(z.string()),
  history: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(giftCardEventKinds),
      /** Positive when it adds to the balance, negative when it takes from it; 0 for an e-mail. */
      amountCents: z.number(),
      orderNumber: z.nullable(z.number()),
      note: z.nullable(z.string()),
    }),
  ),
});
export type GiftCardSummary = z.infer<typeof giftCardSummarySchema>;

export const giftCardsSchema = z.object({
  cards: z.array(giftCardSummarySchema),
  /** What is left on live cards: money she holds for others. */
  owedCents: z.number(),
  /** Addresses that tried many wrong codes in the last day, as if guessing. */
  guessing: z.array(z.object({ lastTriedAt: z.string(), wrongCodes: z.number() })),
});
export type GiftCards = z.infer<typeof giftCardsSchema>;

/** Her offers' studio calls. */
export const offersDeskFunctions = {
  'studio-discount-codes': { request: noInput, response: codes },
  'studio-create-discount-code': { request: newDiscountCodeSchema, response: codes },
  /** Ends a code at once; orders placed with it stay as they are. */
  'studio-end-discount-code': { request: z.object({ id }), response: codes },
  'studio-gift-cards': { request: noInput, response: giftCardsSchema },
  /** Sends the card's e-mail to its recipient again, now. */
  'studio-resend-gift-card': { request: z.object({ id }), response: giftCardsSchema },
  'studio-void-gift-card': {
    request: z.object({ id, reason: requiredText('a reason', 300, messageFormWording) }),
    response: giftCardsSchema,
  },
} as const satisfies FunctionRegistry;
