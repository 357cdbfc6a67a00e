import * as z from 'zod/mini';
import { pictureSchema } from 'shared-contracts/artworks';
import { noInput, type FunctionRegistry } from 'shared-contracts/function-contract';
import { messageFormWording, requiredText } from 'shared-contracts/required-text';
import { sitePaths } from 'shared-contracts/site-config';

/**
 * Her custom work, from proposal to final payment: a commission is born as a proposal she
 * writes for one client, and after the client accepts it, it is a project she moves along its
 * stages. The client follows it on one private page, /commission#key={key}: the key is an
 * unguessable value given only to the client, in the fragment, so it never reaches a log.
 */

export const commissionKinds = ['painting', 'mural', 'design', 'other'] as const;
export type CommissionKind = (typeof commissionKinds)[number];
export const commissionKindLabels: Record<CommissionKind, string> = {
  painting: 'Painting',
  mural: 'Mural',
  design: 'Design',
  other: 'Other',
};

/**
 * Where a commission stands, in the order it goes. Up to `accepted` it is a proposal; a
 * payment (never her) moves it to `deposit_paid` and, from `ready`, to `paid`.
 */
export const commissionStages = [
  'draft',
  'sent',
  'changes_requested',
  'accepted',
  'deposit_paid',
  'sketch',
  'in_progress',
  'ready',
  'paid',
  'delivered',
  'done',
] as const;
export type CommissionStage = (typeof commissionStages)[number];
export const commissionStageLabels: Record<CommissionStage, string> = {
  draft: 'Draft',
  sent: 'Sent',
  changes_requested: 'Changes asked',
  accepted: 'Accepted',
  deposit_paid: 'Deposit paid',
  sketch: 'Sketch for approval',
  in_progress: 'In progress',
  ready: 'Ready',
  paid: 'Paid',
  delivered: 'Delivered',
  done: 'Done',
};

/** The stages a project goes through after it is accepted, in order. */
export const projectStages = ['deposit_paid', 'sketch', 'in_progress', 'ready', 'paid', 'delivered', 'done'] as const;

/** The client's private page: `commissionPageUrl(site, key)` is the link every e-mail carries. */
export const commissionPageUrl = (publicUrl: string, key: string) =>
  `${publicUrl}${sitePaths.commission}#key=${encodeURIComponent(key)}`;

/** The key the client's page reads from its address's fragment (#key=…). */
export const commissionPageKey = (hash: string): string | null => new URLSearchParams(hash.slice(1)).get('key');

/** 32 random bytes, base64url: the key of a commission's page or of a payment request's link. */
export const privateKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'is not a link we sent'));

/**
 * A payment request's link: opening it starts a hosted payment page for what is still owed, so
 * it keeps working until the request is paid.
 */
export const paymentRequestPath = '/api/payment-requests/';

/** How much of the price the deposit is: a whole percentage, or an amount in dollars. */
export const depositRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    value: z
      .number()
      .check(
        z.int('Please enter a whole percentage'),
        z.gte(1, 'Please enter a deposit of 1% or more'),
        z.lte(100, 'A percentage is at most 100'),
      ),
  }),
  z.object({ kind: z.literal('amount'), value: z.number() }),
]);
export type DepositRule = z.infer<typeof depositRuleSchema>;

/** The deposit in cents: a percentage rounds to the cent, and is never more than the price. */
export function depositCents(priceCents: number, rule: DepositRule): number {
  const cents = rule.kind === 'percent' ? Math.round((priceCents * rule.value) / 100) : Math.round(rule.value * 100);
  return Math.min(cents, priceCents);
}

/** A photo of a proposal or a post as a page shows it. */
export const commissionPhotoSchema = z.object({ photoId: z.string(), picture: pictureSchema });

/** One part of a proposal: a heading, paragraphs (split on blank lines, shown as text), pictures. */
export const proposalSectionSchema = z.object({
  heading: z.string(),
  text: z.string(),
  photos: z.array(commissionPhotoSchema),
});

/** What a proposal offers, as the client and a public example read it. */
export const proposalContentSchema = z.object({
  title: z.string(),
  kind: z.enum(commissionKinds),
  sections: z.array(proposalSectionSchema),
  /** Dollars. */
  price: z.number(),
  deposit: z.number(),
  depositRule: depositRuleSchema,
  terms: z.string(),
  /** The last day it may be accepted, YYYY-MM-DD in her studio's time zone. */
  validUntil: z.string(),
});
export type ProposalContent = z.infer<typeof proposalContentSchema>;

/** One version of a proposal: a sent version is what the client read, and an accepted one never changes. */
export const proposalSchema = z.object({
  ...proposalContentSchema.shape,
  version: z.number(),
  sentAt: z.nullable(z.string()),
  acceptedAt: z.nullable(z.string()),
  /** The name the client typed as their signature. */
  acceptedBy: z.nullable(z.string()),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** What happened, as the client's page and her studio tell the story, oldest first. */
export const storyKinds = [
  'sent',
  'changes_requested',
  'accepted',
  'stage',
  'sketch',
  'sketch_approved',
  'comment',
  'progress',
  'payment_requested',
  'payment',
  'refund',
  'shipped',
] as const;
export const storyEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(storyKinds),
  /** A sentence: `Version 2 of the proposal was sent`, `Deposit paid: $600.00`. */
  title: z.string(),
  text: z.string(),
  by: z.enum(['artist', 'client', 'payment']),
  photos: z.array(commissionPhotoSchema),
});
export type StoryEntry = z.infer<typeof storyEntrySchema>;

export const paymentRequestStates = ['open', 'partly_paid', 'paid', 'canceled'] as const;
export type PaymentRequestState = (typeof paymentRequestStates)[number];
export const paymentRequestStateLabels: Record<PaymentRequestState, string> = {
  open: 'Awaiting payment',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  canceled: 'Canceled',
};

/** A request for payment as the client sees it; dollars. */
export const clientPaymentRequestSchema = z.object({
  id: z.string(),
  title: z.string(),
  amount: z.number(),
  /** What has been paid on it, less what was given back. */
  paid: z.number(),
  /** YYYY-MM-DD. */
  dueOn: z.string(),
  state: z.enum(paymentRequestStates),
  /** The link that opens a payment page for what is still owed; null once nothing is. */
  payUrl: z.nullable(z.string()),
});
export type ClientPaymentRequest = z.infer<typeof clientPaymentRequestSchema>;

/** The client's private page: the proposal they were sent, and the whole story since. */
export const commissionViewSchema = z.object({
  clientName: z.string(),
  stage: z.enum(commissionStages),
  /** The latest version sent, or the accepted one; null only before she sends one. */
  proposal: z.nullable(proposalSchema),
  /** The sent proposal is past its last day and was not accepted. */
  expired: z.boolean(),
  story: z.array(storyEntrySchema),
  payments: z.array(clientPaymentRequestSchema),
  /** The sketch waiting for their answer, when one is. */
  sketchToApprove: z.nullable(z.string()),
  testimonial: z.nullable(z.object({ text: z.string(), name: z.string(), givenAt: z.string() })),
  /** What they may do now. */
  actions: z.object({ accept: z.boolean(), askForChanges: z.boolean(), giveTestimonial: z.boolean() }),
});
export type CommissionView = z.infer<typeof commissionViewSchema>;
const commissionAnswer = z.object({ commission: commissionViewSchema });

const clientWords = messageFormWording;
const keyed = { key: privateKeySchema };

/** A wrong key is answered exactly like a commission that does not exist. */
export const commissionNotFoundMessage = 'We could not find this page. Please use the link in your e-mail.';

export const acceptProposalSchema = z.object({
  ...keyed,
  /** The version they read: accepting an older one than the latest sent is refused. */
  version: z.int().check(z.gte(1)),
  signature: requiredText('your full name as your signature', 100, clientWords),
  agreed: z.literal(true, 'Please tick the box to accept the terms'),
});
export type AcceptProposal = z.input<typeof acceptProposalSchema>;

export const askForChangesSchema = z.object({
  ...keyed,
  version: z.int().check(z.gte(1)),
  message: requiredText('what you would like changed', 5000, clientWords),
});

export const answerSketchSchema = z
  .object({
    ...keyed,
    /** The sketch's story entry. */
    sketchId: z.string().check(z.minLength(1), z.maxLength(100)),
    approved: z.boolean(),
    comment: z.string().check(z.trim(), z.maxLength(5000, clientWords.tooLong('your comment', 5000))),
  })
  .check(
    z.refine((answer) => answer.approved || answer.comment.length > 0, {
      message: 'Please write your comments on the sketch',
      path: ['comment'],
    }),
  );

export const giveTestimonialSchema = z.object({
  ...keyed,
  text: requiredText('a few words about your experience', 2000, clientWords),
  name: requiredText('the name to show with it', 100, clientWords),
  consent: z.literal(true, 'Please tick the box to let her show your words'),
});

/** A finished commission she shows on the Custom Paintings page. */
export const pastCommissionSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(commissionKinds),
  photos: z.array(commissionPhotoSchema),
  /** Shown only with the client's consent. */
  testimonial: z.nullable(z.object({ text: z.string(), name: z.string() })),
});
export type PastCommission = z.infer<typeof pastCommissionSchema>;

/** A proposal she shows as an example on /proposal. */
export const proposalExampleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(commissionKinds),
  /** The start of its first section's text. */
  description: z.string(),
  price: z.number(),
});

export const proposalExamplePath = (id: string) => `${sitePaths.proposalExamples}/${encodeURIComponent(id)}`;

/** The client's page and her public examples and past work. */
export const commissionFunctions = {
  'get-commission': { request: z.object(keyed), response: commissionAnswer },
  /** Records the signature, the time and the exact version; the deposit's request is sent. */
  'accept-proposal': { request: acceptProposalSchema, response: commissionAnswer },
  /** Reaches her desk as a message; she answers with a new version. */
  'ask-for-proposal-changes': { request: askForChangesSchema, response: commissionAnswer },
  'answer-sketch': { request: answerSketchSchema, response: commissionAnswer },
  'give-testimonial': { request: giveTestimonialSchema, response: commissionAnswer },
  'get-past-commissions': { request: noInput, response: z.object({ commissions: z.array(pastCommissionSchema) }) },
  'get-proposal-examples': {
    request: noInput,
    response: z.object({ examples: z.array(proposalExampleSummarySchema) }),
  },
  'get-proposal-example': {
    request: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
    response: z.object({ proposal: proposalContentSchema }),
  },
} as const satisfies FunctionRegistry;
