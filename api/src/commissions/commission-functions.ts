import type { commissionFunctions } from 'shared-contracts/commissions';
import type { commissionsDeskFunctions } from 'shared-contracts/commissions-desk';
import type { BackendFunctions, RateLimit } from '../http/site-function';
import type { ServicePayments } from '../design-service/service-payments';
import type { Database } from '../db/database';
import type { Commissions } from './commissions';
import type { PaymentRequests } from './payment-requests';

/** A client reads their page now and then, and answers it a few times; a guesser of keys is held back. */
const readLimit: RateLimit = { max: 60, windowMs: 10 * 60 * 1000 };
const answerLimit: RateLimit = { max: 20, windowMs: 10 * 60 * 1000 };

export interface CommissionFunctionDeps {
  db: Database;
  commissions: Commissions;
  paymentRequests: PaymentRequests;
  servicePayments: Pick<ServicePayments, 'closeStalePages'>;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** What the public pages read of her commissions: her past work and the proposals she shows as examples. */
export interface CommissionReadDeps {
  commissions: Pick<Commissions, 'past' | 'examples' | 'example'>;
}

type ReadCalls = Pick<
  typeof commissionFunctions,
  'get-past-commissions' | 'get-proposal-examples' | 'get-proposal-example'
>;

/** Her past work and examples, read by the public pages and, on the server, for their first view. */
export function createCommissionReadFunctions({ commissions }: CommissionReadDeps): BackendFunctions<ReadCalls> {
  return {
    'get-past-commissions': { handle: async () => ({ commissions: await commissions.past() }) },
    'get-proposal-examples': { handle: async () => ({ examples: await commissions.examples() }) },
    'get-proposal-example': { handle: async ({ id }) => ({ proposal: await commissions.example(id) }) },
  };
}

/** The client's private page. */
export function createCommissionFunctions({
  commissions,
}: Pick<CommissionFunctionDeps, 'commissions'>): BackendFunctions<Omit<typeof commissionFunctions, keyof ReadCalls>> {
  const answer = async (view: Promise<Awaited<ReturnType<Commissions['forClient']>>>) => ({ commission: await view });
  return {
    'get-commission': { rateLimit: readLimit, handle: ({ key }) => answer(commissions.forClient(key)) },
    'accept-proposal': {
      rateLimit: answerLimit,
      handle: ({ key, version, signature }) => answer(commissions.accept(key, version, signature)),
    },
    'ask-for-proposal-changes': {
      rateLimit: answerLimit,
      handle: ({ key, version, message }) => answer(commissions.askForChanges(key, version, message)),
    },
    'answer-sketch': {
      rateLimit: answerLimit,
      handle: ({ key, sketchId, approved, comment }) =>
        answer(commissions.answerSketch(key, sketchId, approved, comment)),
    },
    'give-testimonial': {
      rateLimit: answerLimit,
      handle: ({ key, text, name }) => answer(commissions.giveTestimonial(key, text, name)),
    },
  };
}

/** Her proposals, projects and payment requests in the studio. */
export function createCommissionsDeskFunctions({
  db,
  commissions,
  paymentRequests,
  servicePayments,
}: CommissionFunctionDeps): BackendFunctions<typeof commissionsDeskFunctions> {
  const commissionAnswer = async (commission: ReturnType<Commissions['desk']>) => ({ commission: await commission });
  const requestAnswer = async (requestId: string) => {
    const row = (await paymentRequests.find(db, requestId))!;
    return { request: await paymentRequests.deskView(db, row) };
  };
  return {
    'studio-commissions': {
      handle: async () => ({
        commissions: await commissions.summaries(),
        requests: await Promise.all((await paymentRequests.oneOff()).map((row) => paymentRequests.deskView(db, row))),
      }),
    },
    'studio-commission': { handle: ({ id }) => commissionAnswer(commissions.desk(id)) },
    'studio-new-commission': { handle: (input) => commissionAnswer(commissions.create(input)) },
    'studio-save-proposal': {
      handle: ({ id, proposal: { price, ...draft } }) =>
        commissionAnswer(commissions.save(id, { ...draft, priceCents: cents(price) })),
    },
    'studio-preview-commission': { handle: async ({ id }) => ({ commission: await commissions.preview(id) }) },
    'studio-send-proposal': { handle: ({ id }) => commissionAnswer(commissions.send(id)) },
    'studio-move-commission': {
      handle: ({ id, to, tracking }) => commissionAnswer(commissions.move(id, to, tracking)),
    },
    'studio-post-to-commission': {
      handle: ({ id, kind, text, photoIds }) => commissionAnswer(commissions.post(id, kind, text, photoIds)),
    },
    'studio-request-payment': {
      handle: async ({ commissionId, clientName, clientEmail, title, amount, dueOn }) => {
        const requestId = commissionId
          ? await commissions.requestPayment(commissionId, title, cents(amount), dueOn)
          : await db.transaction((tx) =>
              paymentRequests.create(tx, {
                commissionId: null,
                purpose: 'other',
                title,
                clientName: clientName!,
                clientEmail: clientEmail!,
                amountCents: cents(amount),
                dueOn,
              }),
            );
        return requestAnswer(requestId);
      },
    },
    'studio-change-payment-request': {
      handle: async ({ requestId, amount, dueOn }) => {
        const changed = await paymentRequests.change(requestId, cents(amount), dueOn);
        // Pages opened at the old amount are closed; one paid meanwhile is counted as it was paid.
        await servicePayments.closeStalePages(
          { kind: 'request', id: requestId },
          changed.amount_cents - changed.credited_cents,
        );
        return requestAnswer(requestId);
      },
    },
    'studio-cancel-payment-request': {
      handle: async ({ requestId }) => {
        await paymentRequests.cancel(requestId);
        await servicePayments.closeStalePages({ kind: 'request', id: requestId }, 0);
        return requestAnswer(requestId);
      },
    },
    'studio-show-past-commission': {
      handle: ({ id, ...past }) => commissionAnswer(commissions.showPast(id, past)),
    },
    'studio-set-proposal-example': {
      handle: ({ id, example }) => commissionAnswer(commissions.setExample(id, example)),
    },
    'studio-terms-templates': { handle: async () => ({ templates: await commissions.templates() }) },
    'studio-save-terms-template': {
      handle: async ({ name, text }) => ({ templates: await commissions.saveTemplate(name, text) }),
    },
  };
}
