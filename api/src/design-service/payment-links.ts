import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { isStorableText } from 'shared-contracts/storable-text';
import { paymentLinkPath } from 'shared-contracts/studio-desk';
import type { Queryable } from '../db/database';
import type { RateLimit } from '../http/site-function';
import { routeRateLimit } from '../http/rate-limits';

/** What a link takes payment for: a commission's deposit, or a mural's balance. */
export type PaymentLinkPurpose = 'commission_deposit' | 'mural_balance';

export interface PaymentLinkRow {
  /** The secret in the link's address. */
  id: string;
  purpose: PaymentLinkPurpose;
  /** The commission request (com_…), or the payment session of the mural's deposit. */
  subject_id: string;
  /** What the hosted page and the e-mails name: one of `linkedPayments`. */
  project_type: string;
  amount_cents: number;
  client_name: string;
  email: string;
  phone: string;
  created_at: Date;
  /** The first session paid through the link. */
  paid_session_id: string | null;
  paid_at: Date | null;
  /** What that session paid: the amount of the page the client opened, not the link's amount now. */
  paid_cents: number | null;
}

export type NewPaymentLink = Pick<
  PaymentLinkRow,
  'purpose' | 'subject_id' | 'project_type' | 'amount_cents' | 'client_name' | 'email' | 'phone'
>;

const columns = `id, purpose, subject_id, project_type, amount_cents, client_name, email, phone, created_at,
  paid_session_id, paid_at, paid_cents`;

/** The link's address, as the client receives it. */
export const paymentLinkUrl = (publicUrl: string, id: string) => `${publicUrl}${paymentLinkPath}${id}`;

/**
 * The link of a purpose and subject: made the first time, brought up to date (a new amount) while
 * it is unpaid, its address unchanged. Undefined once it is paid, when it no longer changes.
 */
export async function issuePaymentLink(tx: Queryable, link: NewPaymentLink): Promise<PaymentLinkRow | undefined> {
  const [row] = await tx.query<PaymentLinkRow>(
    `INSERT INTO payment_links (id, purpose, subject_id, project_type, amount_cents, client_name, email, phone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (purpose, subject_id) DO UPDATE SET amount_cents = EXCLUDED.amount_cents
       WHERE payment_links.paid_at IS NULL
     RETURNING ${columns}`,
    [
      randomBytes(32).toString('base64url'),
      link.purpose,
      link.subject_id,
      link.project_type,
      link.amount_cents,
      link.client_name,
      link.email,
      link.phone,
    ],
  );
  return row;
}

export async function findPaymentLink(db: Queryable, id: string): Promise<PaymentLinkRow | undefined> {
  const [row] = await db.query<PaymentLinkRow>(`SELECT ${columns} FROM payment_links WHERE id = $1`, [id]);
  return row;
}

/** The link sent for a purpose and subject, if she sent one. */
export async function paymentLinkOf(
  db: Queryable,
  purpose: PaymentLinkPurpose,
  subjectId: string,
): Promise<PaymentLinkRow | undefined> {
  const [row] = await db.query<PaymentLinkRow>(
    `SELECT ${columns} FROM payment_links WHERE purpose = $1 AND subject_id = $2`,
    [purpose, subjectId],
  );
  return row;
}

/**
 * Records, in the caller's transaction, that a session opened from a link was paid: the first
 * such payment marks the link paid, and a commission's deposit moves its request to Deposit
 * paid. Answers what is left of the whole price after what this session paid (a commission's
 * balance, nothing after a mural's), or `paidTwice` when another session had paid the link
 * already (two tabs, or an old page paid after a new one): that money is the client's to get back.
 */
export async function paymentLinkPaid(
  tx: Queryable,
  linkId: string,
  session: { id: string; paidCents: number },
): Promise<{ paidTwice: true } | { paidTwice: false; remainingCents: number }> {
  const [link] = await tx.query<PaymentLinkRow>(
    `UPDATE payment_links SET paid_session_id = $2, paid_at = clock_timestamp(), paid_cents = $3
      WHERE id = $1 AND paid_at IS NULL
     RETURNING ${columns}`,
    [linkId, session.id, session.paidCents],
  );
  if (!link) return { paidTwice: true };
  if (link.purpose === 'mural_balance') return { paidTwice: false, remainingCents: 0 };
  const [request] = await tx.query<{ price_cents: number }>(
    `UPDATE commission_requests SET status = 'deposit_paid' WHERE id = $1 RETURNING price_cents`,
    [link.subject_id],
  );
  return { paidTwice: false, remainingCents: Math.max(0, (request?.price_cents ?? 0) - session.paidCents) };
}

/** Each opening of a link (or a payment request) starts a payment session at the processor; a person needs a few. */
export const linkOpeningLimit: RateLimit = { max: 20, windowMs: 10 * 60 * 1000 };

const notFoundPage = `<!doctype html><title>Payment link not found</title>
<p>This payment link does not exist. Please check the address in your e-mail, or reply to that e-mail to ask ${siteConfig.artistName} for a new one.</p>`;

/**
 * GET {paymentLinkPath}{id}: the artist's payment link. An unpaid link opens a fresh hosted
 * payment page for its amount, so it keeps working however often it is opened; a paid one shows
 * the site's confirmation of the payment.
 */
export function paymentLinksRoute(
  app: FastifyInstance,
  {
    publicUrl,
    db,
    servicePayments,
  }: {
    publicUrl: string;
    db: Queryable;
    /** Opens a hosted payment page for the link's amount. */
    servicePayments: { startLinked(link: PaymentLinkRow): Promise<{ url: string }> };
  },
): void {
  app.get<{ Params: { id: string } }>(
    `${paymentLinkPath}:id`,
    { config: { rateLimit: routeRateLimit(linkOpeningLimit) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // An address no link can have (a NUL, half an emoji) is not looked up.
      const link = isStorableText(request.params.id) ? await findPaymentLink(db, request.params.id) : undefined;
      if (!link) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage);
      if (link.paid_session_id) {
        const query = new URLSearchParams({ session_id: link.paid_session_id });
        return reply.redirect(`${publicUrl}${sitePaths.paymentSuccess}?${query}`, 303);
      }
      const { url } = await servicePayments.startLinked(link);
      request.log.info({ purpose: link.purpose }, 'payment link opened');
      return reply.redirect(url, 303);
    },
  );
}
