import * as z from 'zod/mini';
import { noInput, type FunctionRegistry } from 'shared-contracts/function-contract';
import { cartLineSchema } from 'shared-contracts/cart';
import { mailbox } from 'shared-contracts/mailbox';
import { discountCodeSchema, giftCardCodeSchema } from 'shared-contracts/offers';
import { checkoutWording, requiredText } from 'shared-contracts/required-text';
import { usStateCodes } from 'shared-contracts/us-states';

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** "Please fill in state" when nothing was chosen; `refusal` for a choice we do not take. */
const choice = (label: string, refusal: string) => ({
  error: (issue: { input?: unknown }) => (String(issue.input ?? '').trim() ? refusal : checkoutWording.missing(label)),
});

/**
 * A shipping or billing address: the checkout's form, the order the server stores and the
 * recipient sent to fulfilment all read this one schema. Every field a visitor must fill in
 * refuses an empty value with "Please fill in …" before any other rule.
 */
export const addressSchema = z.object({
  firstName: requiredText('first name', 100, checkoutWording),
  lastName: requiredText('last name', 100, checkoutWording),
  email: mailbox(checkoutWording.missing('email')),
  phone: z.optional(text(40)),
  address: requiredText('address', 200, checkoutWording),
  apartment: z.optional(text(100)),
  city: requiredText('city', 100, checkoutWording),
  state: z.enum(usStateCodes, choice('state', 'Please choose one of the 50 US states')),
  zipCode: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: checkoutWording.missing('zip code'), abort: true }),
      z.regex(/^\d{5}(-\d{4})?$/, 'Please enter a US ZIP code such as 60601'),
    ),
  country: z._default(z.literal('US', choice('country', 'we ship to the United States (US) only')), 'US'),
});

export type Address = z.infer<typeof addressSchema>;
export type AddressField = keyof Address;

/** The address's fields, in the order the checkout asks for them. */
export const addressFields = Object.keys(addressSchema.shape) as AddressField[];

/** The fields a visitor must fill in: those the schema refuses empty. */
export const requiredAddressFields: readonly AddressField[] = addressFields.filter(
  (field) => !addressSchema.shape[field].safeParse('').success,
);

/** The four card fields the embedded test processor reads. */
export const cardPaymentSchema = z.object({
  cardNumber: requiredText('card number', 30, checkoutWording),
  expiryDate: requiredText('expiry date', 7, checkoutWording),
  cvv: requiredText('cvv', 4, checkoutWording),
  cardName: requiredText('card name', 100, checkoutWording),
});

/** With Stripe, the browser's Payment Element hands over a token and no card number. */
export const tokenPaymentSchema = z.object({
  confirmationToken: z.string().check(z.regex(/^ctoken_[A-Za-z0-9_]+$/, 'must be a Stripe confirmation token')),
});

export type CardPayment = z.infer<typeof cardPaymentSchema>;

const amount = z.number().check(z.minimum(0), z.maximum(1_000_000));

/** The totals the checkout showed; the server prices the order itself and refuses any that differ. */
export const orderTotalsSchema = z.object({
  subtotal: amount,
  discount: z._default(amount, 0),
  shipping: amount,
  tax: amount,
  total: amount,
  /** What the gift card pays; the rest is due on the card. */
  giftCard: z._default(amount, 0),
});

export const idempotencyKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8 to 100 letters, digits, - or _'));

export const processOrderRequestSchema = z.object({
  items: z.array(cartLineSchema).check(z.minLength(1, 'Your cart is empty'), z.maxLength(50)),
  /** Where the goods go; an order of gift cards alone ships nothing and may leave it out. */
  shippingInfo: z.optional(addressSchema),
  billingInfo: addressSchema,
  /** The card; left out when a gift card pays the whole order. */
  paymentInfo: z.optional(z.union([cardPaymentSchema, tokenPaymentSchema])),
  totals: orderTotalsSchema,
  discountCode: z.optional(discountCodeSchema),
  giftCardCode: z.optional(giftCardCodeSchema),
  /**
   * One key per checkout attempt: a retried or double-submitted order is placed once. It may
   * also come as the Idempotency-Key header; without either, the request is placed as sent.
   */
  idempotencyKey: z.optional(idempotencyKeySchema),
  /** The checkout's unticked "Send me news of new work": the buyer's address joins her list, once confirmed. */
  news: z.optional(z.boolean()),
});

export type ProcessOrderRequest = z.infer<typeof processOrderRequestSchema>;

/** An order's short number as everyone reads it, on pages, in e-mails and over the phone: `#1001`. */
export const formatOrderNumber = (number: number): string => `#${number}`;

export const processOrderResponseSchema = z.object({
  orderId: z.string(),
  /** The short number the buyer, the e-mails and the studio use (see formatOrderNumber). */
  orderNumber: z.number(),
  printfulOrderId: z.nullable(z.string()),
  paymentIntentId: z.string(),
  /** The order's own page, with its key: /orders/{id}#key={key}. */
  orderPage: z.string(),
});

export type ProcessOrderResponse = z.infer<typeof processOrderResponseSchema>;

/** How the checkout takes the card: the embedded test processor's four fields, or Stripe. */
export const paymentOptionsSchema = z.object({
  processor: z.enum(['test-cards', 'stripe']),
  publishableKey: z.nullable(z.string()),
});

export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** The checkout's functions. */
export const orderFunctions = {
  'process-order': { request: processOrderRequestSchema, response: processOrderResponseSchema },
  'get-payment-options': { request: noInput, response: paymentOptionsSchema },
} as const satisfies FunctionRegistry;
