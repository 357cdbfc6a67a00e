import * as z from 'zod/mini';
import {
  commissionKinds,
  commissionPhotoSchema,
  commissionStages,
  depositRuleSchema,
  commissionViewSchema,
  paymentRequestStates,
  proposalSchema,
  storyEntrySchema,
} from 'shared-contracts/commissions';
import { dollarAmount } from 'shared-contracts/dollar-amount';
import { noInput, type FunctionRegistry } from 'shared-contracts/function-contract';
import { mailbox } from 'shared-contracts/mailbox';
import { messageFormWording, requiredText } from 'shared-contracts/required-text';
import { paymentStates } from 'shared-contracts/studio-desk';

/**
 * Her proposals and commissions in the studio, and the payment requests she sends, with a
 * project or for a one-off job. Every call needs her session.
 */

const id = z.string().check(z.minLength(1), z.maxLength(100));
const words = messageFormWording;
const day = z.iso.date('Please choose a date');
const price = (what: string) => dollarAmount(what, { free: false, max: 1_000_000 });

/** The stages she moves a project to herself; the payments move it to Deposit paid and Paid. */
export const stagesSheMoves = ['sketch', 'in_progress', 'ready', 'delivered', 'done'] as const;

export const proposalSectionInputSchema = z.object({
  heading: z.string().check(z.trim(), z.maxLength(200, words.tooLong('a heading', 200))),
  text: z.string().check(z.trim(), z.maxLength(10_000, words.tooLong('a section', 10_000))),
  photoIds: z.array(id).check(z.maxLength(12, 'Please keep to 12 pictures a section')),
});
export type ProposalSectionInput = z.infer<typeof proposalSectionInputSchema>;

/** A proposal as she writes it. */
export const proposalDraftSchema = z
  .object({
    title: requiredText('a title', 200, words),
    kind: z.enum(commissionKinds),
    sections: z.array(proposalSectionInputSchema).check(z.maxLength(20, 'Please keep to 20 sections')),
    price: price('a price'),
    deposit: depositRuleSchema,
    terms: z.string().check(z.trim(), z.maxLength(20_000, words.tooLong('the terms', 20_000))),
    validUntil: day,
  })
  .check(
    z.refine((draft) => draft.deposit.kind === 'percent' || draft.deposit.value > 0, {
      message: 'Please enter a deposit above $0',
      path: ['deposit'],
    }),
    z.refine((draft) => draft.deposit.kind === 'percent' || draft.deposit.value <= draft.price, {
      message: 'Please enter a deposit of at most the price',
      path: ['deposit'],
    }),
  );
export type ProposalDraft = z.input<typeof proposalDraftSchema>;

/** A payment request as her desk shows it: what was asked, and every payment and refund on it. */
export const deskPaymentRequestSchema = z.object({
  id: z.string(),
  commissionId: z.nullable(z.string()),
  clientName: z.string(),
  clientEmail: z.string(),
  title: z.string(),
  amount: z.number(),
  paid: z.number(),
  dueOn: z.string(),
  state: z.enum(paymentRequestStates),
  /** The link the client was e-mailed. */
  link: z.string(),
  createdAt: z.string(),
  /** Each payment page paid: what that page asked and what was paid, which may differ from `amount`. */
  payments: z.array(
    z.object({
      asked: z.number(),
      paid: z.number(),
      refunded: z.number(),
      state: z.enum(paymentStates),
      paidAt: z.string(),
      reference: z.nullable(z.string()),
      /** Paid after the request was paid in full or canceled: the client's money to give back. */
      paidTwice: z.boolean(),
    }),
  ),
  reminders: z.array(z.object({ kind: z.enum(['before', 'after']), sentAt: z.string() })),
});
export type DeskPaymentRequest = z.infer<typeof deskPaymentRequestSchema>;

export const commissionSummarySchema = z.object({
  id: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  kind: z.enum(commissionKinds),
  /** The latest version's title. */
  title: z.string(),
  stage: z.enum(commissionStages),
  price: z.nullable(z.number()),
  paid: z.number(),
  updatedAt: z.string(),
});
export type CommissionSummary = z.infer<typeof commissionSummarySchema>;

export const deskCommissionSchema = z.object({
  ...commissionSummarySchema.shape,
  /** The client's private page. */
  privateLink: z.string(),
  /** The message it was made from. */
  fromMessageId: z.nullable(z.string()),
  /** Every version, oldest first; the last one unsent is the draft she edits. */
  versions: z.array(proposalSchema),
  story: z.array(storyEntrySchema),
  requests: z.array(deskPaymentRequestSchema),
  /** What she may do now. */
  actions: z.object({
    edit: z.boolean(),
    send: z.boolean(),
    moveTo: z.array(z.enum(stagesSheMoves)),
    post: z.boolean(),
    requestPayment: z.boolean(),
  }),
  tracking: z.nullable(z.object({ carrier: z.string(), number: z.string() })),
  publicExample: z.boolean(),
  testimonial: z.nullable(z.object({ text: z.string(), name: z.string(), givenAt: z.string() })),
  /** What the Custom Paintings page shows of it; null when it is not shown. */
  past: z.nullable(
    z.object({ title: z.string(), photos: z.array(commissionPhotoSchema), withTestimonial: z.boolean() }),
  ),
});
export type DeskCommission = z.infer<typeof deskCommissionSchema>;
const commissionAnswer = z.object({ commission: deskCommissionSchema });
const requestAnswer = z.object({ request: deskPaymentRequestSchema });

export const newCommissionSchema = z.object({
  clientName: requiredText('the client’s name', 100, words),
  clientEmail: mailbox('Please enter the client’s e-mail'),
  kind: z.enum(commissionKinds),
  /** A commission request or message on her desk it answers. */
  fromMessageId: z.optional(id),
});
export type NewCommission = z.input<typeof newCommissionSchema>;

export const moveCommissionSchema = z.object({
  id,
  to: z.enum(stagesSheMoves),
  /** A painting shipped on its way to Delivered. */
  tracking: z.optional(
    z.object({
      carrier: requiredText('the carrier', 100, words),
      number: requiredText('the tracking number', 100, words),
    }),
  ),
});

export const postToCommissionSchema = z.object({
  id,
  kind: z.enum(['sketch', 'progress']),
  text: z.string().check(z.trim(), z.maxLength(5000, words.tooLong('the words', 5000))),
  photoIds: z.array(id).check(z.minLength(1, 'Please add a photo'), z.maxLength(12, 'Please keep to 12 photos')),
});

export const newPaymentRequestSchema = z
  .object({
    /** The project it belongs to; a one-off job names its client instead. */
    commissionId: z.optional(id),
    clientName: z.optional(requiredText('the client’s name', 100, words)),
    clientEmail: z.optional(mailbox('Please enter the client’s e-mail')),
    title: requiredText('what it is for', 200, words),
    amount: price('an amount'),
    dueOn: day,
  })
  .check(
    z.refine((request) => request.commissionId !== undefined || request.clientName !== undefined, {
      message: 'Please enter the client’s name',
      path: ['clientName'],
    }),
    z.refine((request) => request.commissionId !== undefined || request.clientEmail !== undefined, {
      message: 'Please enter the client’s e-mail',
      path: ['clientEmail'],
    }),
  );
export type NewPaymentRequest = z.input<typeof newPaymentRequestSchema>;

export const termsTemplateSchema = z.object({ id: z.string(), name: z.string(), text: z.string() });
export type TermsTemplate = z.infer<typeof termsTemplateSchema>;
const templatesAnswer = z.object({ templates: z.array(termsTemplateSchema) });

export const commissionsDeskFunctions = {
  'studio-commissions': {
    request: noInput,
    response: z.object({
      commissions: z.array(commissionSummarySchema),
      /** The one-off jobs' requests, with no project. */
      requests: z.array(deskPaymentRequestSchema),
    }),
  },
  'studio-commission': { request: z.object({ id }), response: commissionAnswer },
  /** A new commission with an empty first version; from a message, the version starts from what the client wrote. */
  'studio-new-commission': { request: newCommissionSchema, response: commissionAnswer },
  /** Saves the draft; after a version is sent, the next save starts a new version. An accepted proposal is refused (409). */
  'studio-save-proposal': { request: z.object({ id, proposal: proposalDraftSchema }), response: commissionAnswer },
  /**
   * The client's page as the client would see it with her latest version, sent or still a
   * draft, for her preview on the real page (/commission?preview={id}); nothing is sent or recorded.
   */
  'studio-preview-commission': {
    request: z.object({ id }),
    response: z.object({ commission: commissionViewSchema }),
  },
  /** E-mails the client the private link to the latest version. */
  'studio-send-proposal': { request: z.object({ id }), response: commissionAnswer },
  /** Ready requests the balance (price less everything paid), due in `balanceDueDays`. */
  'studio-move-commission': { request: moveCommissionSchema, response: commissionAnswer },
  /** A sketch for approval or progress photos: on the client's page, with an e-mail to the client. */
  'studio-post-to-commission': { request: postToCommissionSchema, response: commissionAnswer },
  /** E-mails the client the request's link; reminders follow before and after the due date. */
  'studio-request-payment': { request: newPaymentRequestSchema, response: requestAnswer },
  /** A new amount or due date for an unpaid request; pages open at the old amount are closed. */
  'studio-change-payment-request': {
    request: z.object({ requestId: id, amount: price('an amount'), dueOn: day }),
    response: requestAnswer,
  },
  'studio-cancel-payment-request': { request: z.object({ requestId: id }), response: requestAnswer },
  /** Shows a done commission on the Custom Paintings page, or takes it off. */
  'studio-show-past-commission': {
    request: z.object({
      id,
      shown: z.boolean(),
      title: requiredText('a title', 200, words),
      photoIds: z.array(id).check(z.maxLength(12, 'Please keep to 12 photos')),
      withTestimonial: z.boolean(),
    }),
    response: commissionAnswer,
  },
  /** Lists a proposal on /proposal as an example, or takes it off. */
  'studio-set-proposal-example': { request: z.object({ id, example: z.boolean() }), response: commissionAnswer },
  'studio-terms-templates': { request: noInput, response: templatesAnswer },
  /** A new template without `id`; the same name again replaces its text. */
  'studio-save-terms-template': {
    request: z.object({
      name: requiredText('a name', 100, words),
      text: requiredText('the terms', 20_000, words),
    }),
    response: templatesAnswer,
  },
} as const satisfies FunctionRegistry;
