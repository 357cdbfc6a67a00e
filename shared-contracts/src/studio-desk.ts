import * as z from 'zod/mini';
import { dollarAmount } from 'shared-contracts/dollar-amount';
import { noInput, type FunctionRegistry } from 'shared-contracts/function-contract';
import { orderStatusSchema } from 'shared-contracts/order-status';
import { messageFormWording, requiredText } from 'shared-contracts/required-text';

/**
 * The studio's desk: what the site takes in (orders, messages, commission requests, paid design
 * projects) and what the artist does with it. Every call here is a studio call: it needs her
 * session, as `studioFunctions` says, and answers 401 without it.
 */

const id = z.string().check(z.minLength(1), z.maxLength(100));
const deskWords = messageFormWording;

export const paymentStates = ['pending', 'paid', 'failed', 'partly_refunded', 'refunded', 'canceled'] as const;
export type PaymentStateName = (typeof paymentStates)[number];
export const fulfilmentStates = ['waiting', 'sent', 'on_hold', 'shipped', 'failed', 'canceled'] as const;
export type FulfilmentStateName = (typeof fulfilmentStates)[number];
/** The originals she packs herself: none in the order is `null`. */
export const artistStates = ['packing', 'shipped', 'canceled'] as const;

export const paymentStateLabels: Record<PaymentStateName, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
  canceled: 'Canceled',
};

export const fulfilmentStateLabels: Record<FulfilmentStateName, string> = {
  waiting: 'Not sent yet',
  sent: 'At Printful',
  on_hold: 'On hold at Printful',
  shipped: 'Shipped',
  failed: 'Failed at Printful',
  canceled: 'Canceled',
};

/** What an order holds, for the list: merchandise, prints of her art, originals. */
export const orderLineKinds = ['merch', 'print', 'original', 'gift-card'] as const;

/** One order as the list shows it; money in dollars, times in ISO 8601. */
export const deskOrderSummarySchema = z.object({
  orderId: z.string(),
  orderNumber: z.number(),
  placedAt: z.string(),
  buyerName: z.string(),
  email: z.string(),
  total: z.number(),
  paymentState: z.enum(paymentStates),
  fulfilmentState: z.enum(fulfilmentStates),
  artistState: z.nullable(z.enum(artistStates)),
  kinds: z.array(z.enum(orderLineKinds)),
});
export type DeskOrderSummary = z.infer<typeof deskOrderSummarySchema>;

export const deskOrdersPageSize = 25;

/** The orders list: newest first, filtered by state, searched by number, name or e-mail, paged. */
export const deskOrdersRequestSchema = z.object({
  payment: z.optional(z.enum(paymentStates)),
  fulfilment: z.optional(z.enum(fulfilmentStates)),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  /** From 1. */
  page: z.optional(z.int().check(z.gte(1), z.lte(100_000))),
});
export type DeskOrdersRequest = z.input<typeof deskOrdersRequestSchema>;

const deskOrdersSchema = z.object({
  orders: z.array(deskOrderSummarySchema),
  /** How many orders match, on every page. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** An e-mail the site sent about an order, and whether it has left yet. */
export const sentMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  queuedAt: z.string(),
  status: z.enum(['pending', 'sent', 'logged']),
  sentAt: z.nullable(z.string()),
});
export type SentMail = z.infer<typeof sentMailSchema>;

export const noteSchema = z.object({ at: z.string(), text: z.string() });
export type Note = z.infer<typeof noteSchema>;

/** An id at the processor or the print shop, with its page in their dashboard when one is configured. */
export const outsideRecordSchema = z.object({ label: z.string(), id: z.string(), url: z.nullable(z.string()) });

/** An order as its page in the studio shows it. */
export const deskOrderSchema = z.object({
  /** The buyer's own view: lines, totals and the same timeline. */
  status: orderStatusSchema,
  email: z.string(),
  /** The whole addresses, a line each. */
  shipTo: z.array(z.string()),
  billTo: z.array(z.string()),
  paymentState: z.enum(paymentStates),
  fulfilmentState: z.enum(fulfilmentStates),
  artistState: z.nullable(z.enum(artistStates)),
  /** Dollars refunded so far, and what may still be refunded. */
  amountRefunded: z.number(),
  refundable: z.number(),
  paymentError: z.nullable(z.string()),
  records: z.array(outsideRecordSchema),
  mails: z.array(sentMailSchema),
  notes: z.array(noteSchema),
  /** What she may do with it now. */
  actions: z.object({
    refund: z.boolean(),
    resendConfirmation: z.boolean(),
    markShipped: z.boolean(),
    cancel: z.boolean(),
  }),
});
export type DeskOrder = z.infer<typeof deskOrderSchema>;
const deskOrderAnswer = z.object({ order: deskOrderSchema });

/** A refund from the studio: `amount` in dollars, or null for all that is left. */
export const refundRequestSchema = z.object({
  orderId: id,
  amount: z.nullable(dollarAmount('an amount to refund', { free: false, max: 1_000_000 })),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const orderNoteRequestSchema = z.object({ orderId: id, text: requiredText('a note', 5000, deskWords) });

/** Something waiting for her, with the order it concerns when there is one. */
export const attentionKinds = ['to-pack', 'fulfilment', 'job', 'payment'] as const;
export const attentionItemSchema = z.object({
  kind: z.enum(attentionKinds),
  /** A sentence: `Order #1001 is on hold at Printful`. */
  title: z.string(),
  detail: z.nullable(z.string()),
  at: z.string(),
  orderId: z.nullable(z.string()),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

// Messages and commission requests.

export const messageKinds = ['contact', 'commission'] as const;
/** quoted and deposit-paid are a commission request's own. */
export const messageStatuses = ['new', 'replied', 'quoted', 'deposit_paid', 'archived'] as const;
export type MessageStatus = (typeof messageStatuses)[number];
export const messageStatusLabels: Record<MessageStatus, string> = {
  new: 'New',
  replied: 'Replied',
  quoted: 'Quoted',
  deposit_paid: 'Deposit paid',
  archived: 'Archived',
};

export const messageSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(messageKinds),
  name: z.string(),
  email: z.string(),
  /** The contact form's subject, or `Commission request`. */
  subject: z.string(),
  /** The start of the message, or the commission's theme. */
  preview: z.string(),
  receivedAt: z.string(),
  status: z.enum(messageStatuses),
  /** Opened in the studio at least once. */
  read: z.boolean(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

/** A commission's quote: the price and the deposit that starts it, paid through the hosted payment page. */
export const quoteSchema = z.object({
  price: z.number(),
  deposit: z.number(),
  quotedAt: z.string(),
  /** The link the client was e-mailed. */
  paymentLink: z.string(),
  paidAt: z.nullable(z.string()),
  /**
   * The deposit actually paid: the amount of the page the client paid, which differs from
   * `deposit` when that page was opened before she quoted again.
   */
  paid: z.nullable(z.number()),
});
export type Quote = z.infer<typeof quoteSchema>;

export const messageSchema = z.object({
  ...messageSummarySchema.shape,
  /** What they wrote, as labelled fields in the form's order: `Message`, or `Theme`, `Size`… */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Her replies, oldest first. */
  replies: z.array(z.object({ at: z.string(), text: z.string() })),
  quote: z.nullable(quoteSchema),
});
export type DeskMessage = z.infer<typeof messageSchema>;
const messageAnswer = z.object({ message: messageSchema });

export const replyRequestSchema = z.object({ id, text: requiredText('a reply', 10_000, deskWords) });

export const quoteRequestSchema = z
  .object({
    id,
    price: dollarAmount('a price', { free: false, max: 1_000_000 }),
    deposit: dollarAmount('a deposit', { free: false, max: 1_000_000 }),
  })
  .check(
    z.refine((quote) => quote.deposit <= quote.price, {
      message: 'Please enter a deposit of at most the price',
      path: ['deposit'],
    }),
  );
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

// Design-service projects and murals.

export const projectStatuses = ['paid', 'onboarding_received', 'in_progress', 'delivered'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];
export const projectStatusLabels: Record<ProjectStatus, string> = {
  paid: 'Paid',
  onboarding_received: 'Onboarding received',
  in_progress: 'In progress',
  delivered: 'Delivered',
};

export const projectPaymentSchema = z.object({
  /** `Deposit`, `Balance`, or the package's name. */
  label: z.string(),
  amount: z.number(),
  paidAt: z.string(),
  reference: z.nullable(z.string()),
});

export const projectSummarySchema = z.object({
  /** The payment session that opened it. */
  id: z.string(),
  client: z.string(),
  email: z.string(),
  phone: z.string(),
  /** What was bought: `Divine Design Logo Project`, `Play Harbor Mural Deposit`… */
  package: z.string(),
  kind: z.enum(['design', 'mural']),
  amountPaid: z.number(),
  paidAt: z.string(),
  status: z.enum(projectStatuses),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectSchema = z.object({
  ...projectSummarySchema.shape,
  /** The onboarding answers, readable, a step each with its questions as the client saw them. */
  onboarding: z.nullable(
    z.object({
      submittedAt: z.string(),
      steps: z.array(
        z.object({ title: z.string(), answers: z.array(z.object({ question: z.string(), answer: z.string() })) }),
      ),
    }),
  ),
  payments: z.array(projectPaymentSchema),
  /** A mural's balance due on completion; null for a design project. */
  balance: z.nullable(
    z.object({ amount: z.number(), paymentLink: z.nullable(z.string()), paidAt: z.nullable(z.string()) }),
  ),
});
export type DeskProject = z.infer<typeof projectSchema>;
const projectAnswer = z.object({ project: projectSchema });

/**
 * The counts the studio's navigation shows beside its sections. `siteProblems` is what Site
 * health lists; a server deployed before that page counts none, and the studio then shows no badge.
 */
export const deskCountsSchema = z.object({
  unreadMessages: z.number(),
  needsAttention: z.number(),
  siteProblems: z.optional(z.number()),
});

export const deskFunctions = {
  'studio-desk-counts': { request: noInput, response: deskCountsSchema },
  'studio-orders': { request: deskOrdersRequestSchema, response: deskOrdersSchema },
  'studio-order': { request: z.object({ orderId: id }), response: deskOrderAnswer },
  'studio-add-order-note': { request: orderNoteRequestSchema, response: deskOrderAnswer },
  /** Through the processor; the buyer's e-mail and the order's states follow as for a refund in its dashboard. */
  'studio-refund-order': { request: refundRequestSchema, response: deskOrderAnswer },
  'studio-resend-confirmation': { request: z.object({ orderId: id }), response: deskOrderAnswer },
  /** An unpaid order only: it can then no longer be paid, and any original it held is released. */
  'studio-cancel-order': { request: z.object({ orderId: id }), response: deskOrderAnswer },
  'studio-attention': { request: noInput, response: z.object({ items: z.array(attentionItemSchema) }) },
  'studio-messages': {
    request: z.object({ status: z.optional(z.enum(messageStatuses)) }),
    response: z.object({ messages: z.array(messageSummarySchema), unread: z.number() }),
  },
  /** Opening a message marks it read. */
  'studio-message': { request: z.object({ id }), response: messageAnswer },
  /** E-mails the reply to the sender, from the site with her address to reply to, and keeps it in the thread. */
  'studio-reply-message': { request: replyRequestSchema, response: messageAnswer },
  /** Archives a message, or brings it back (to Replied if she answered it, else New). */
  'studio-archive-message': { request: z.object({ id, archived: z.boolean() }), response: messageAnswer },
  /** E-mails the client the payment link of the deposit; a paid deposit moves the request to Deposit paid. */
  'studio-quote-commission': { request: quoteRequestSchema, response: messageAnswer },
  'studio-projects': { request: noInput, response: z.object({ projects: z.array(projectSummarySchema) }) },
  'studio-project': { request: z.object({ id }), response: projectAnswer },
  'studio-set-project-status': {
    request: z.object({ id, status: z.enum(projectStatuses) }),
    response: projectAnswer,
  },
  /** E-mails the mural's client the payment link of the balance due upon completion. */
  'studio-send-mural-balance': { request: z.object({ id }), response: projectAnswer },
} as const satisfies FunctionRegistry;

/**
 * Her bookkeeping files: GET with her session, answered as CSV in UTF-8 with a byte order mark,
 * one row per order line (orders) or per message.
 */
export const deskExports = {
  orders: '/api/studio/export/orders.csv',
  messages: '/api/studio/export/messages.csv',
  /** Every payment taken through a hosted payment page (the design service, her links and requests), and its refunds. */
  payments: '/api/studio/export/payments.csv',
} as const;

/**
 * A payment link the artist sends (a commission's deposit, a mural's balance): opening it starts
 * a fresh hosted payment page for that amount, so the link keeps working for as long as it is unpaid.
 */
export const paymentLinkPath = '/api/payment-links/';
