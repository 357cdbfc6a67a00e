import type { FastifyBaseLogger } from 'fastify';
import {
  logoPackageOf,
  muralSetPrice,
  onboardingProjects,
  priceChangedMessage,
  servicePrices,
  type OnboardingAnswers,
  type ProjectType,
  type VerifyPaymentResponse,
} from 'shared-contracts/design-service';
import { fromCents } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import type { MailOutbox } from '../mail/mail-outbox';
import type { HostedCheckout } from '../payments/hosted-checkout';
import type { AppConfig } from '../config/config';
import type { Database, Queryable } from '../db/database';
import { paymentLinkPaid, type PaymentLinkRow } from './payment-links';
import { confirmationMails, nextSteps, paidTwiceNotice } from './payment-mails';
import { isPaid, type PaymentSessionRow, type PaymentSessions, type StalePagesOf } from './payment-sessions';
import type { PaymentRequestRow, PaymentRequests } from '../commissions/payment-requests';
import { commissionPageUrl } from 'shared-contracts/commissions';
import { Refusal } from '../domain/refusal';
import type { SiteTextStore } from '../site-words/site-text';
import {
  changePaymentState,
  type ChangeSource,
  type PaymentChange,
  type PaymentChangeListener,
} from '../payments/payment-states';

export interface ServicePaymentDeps {
  config: AppConfig;
  db: Database;
  sessions: PaymentSessions;
  checkout: HostedCheckout;
  outbox: MailOutbox;
  log: FastifyBaseLogger;
  /** Told of each change of a session's payment, once, after it is recorded. */
  onPaymentChanged: PaymentChangeListener;
  /** Her payment requests, which count the sessions opened for them. */
  requests: Pick<PaymentRequests, 'paid' | 'nextSteps' | 'refunded'>;
  /** Her price record, which every project's price is read from when its page opens. */
  siteText: Pick<SiteTextStore, 'published'>;
}

export interface NewServicePayment {
  clientName: string;
  email: string;
  phone: string;
  projectType: ProjectType;
  /** The price, in dollars, the visitor's page showed. */
  amount: number;
}

/** A session about to be opened: whose, for what and how much, and where the visitor returns. */
interface OpeningSession extends Omit<NewServicePayment, 'projectType' | 'amount'> {
  projectType: string;
  amountCents: number;
  /** The page a paid session returns to, which reads the session's id from `?session_id=`. */
  successPage: string;
  cancelUrl: string;
  paymentLinkId: string | null;
  paymentRequestId: string | null;
}

/** The hosted payment page of a session just opened, and the session's id. */
interface OpenedSession {
  url: string;
  sessionId: string;
}

/** Whether a session paid a mural's deposit, which opens a mural project. */
export const isMural = (projectType: string) => projectType === 'Play Harbor Mural Deposit';
const processorRecheckMs = 60_000;

/**
 * Payments for the design service and the mural deposit through a hosted payment page. The
 * amount is the server's own; the visitor returns to a page of this site chosen here, never
 * one named by the browser; the client and the artist are e-mailed once per payment, whether
 * the payment is confirmed by the visitor's page, by Stripe's webhook or by the test page.
 */
export class ServicePayments {
  /** When an onboarding check last asked the processor about each pending session. */
  private readonly processorAskedAt = new Map<string, number>();

  constructor(private readonly deps: ServicePaymentDeps) {}

  get provider(): HostedCheckout['name'] {
    return this.deps.checkout.name;
  }

  /**
   * Opens the hosted payment page at her price of the moment; a page that showed another price
   * (she changed it since the page was opened) is told so, and nothing is charged. The opened
   * page keeps its amount whatever she changes after.
   */
  async start({ amount, ...payment }: NewServicePayment): Promise<OpenedSession> {
    const site = this.deps.config.publicUrl;
    const price = servicePrices((await this.deps.siteText.published()).prices)[payment.projectType];
    if (amount !== price) throw new Refusal('conflict', priceChangedMessage(payment.projectType, price));
    const back = isMural(payment.projectType)
      ? { success: `${site}${sitePaths.paymentSuccess}`, cancel: `${site}${sitePaths.muralProposal}` }
      : {
          success: `${site}${sitePaths.logoThankYou}`,
          cancel: `${site}${sitePaths.logoPayment}?package=${logoPackageOf(payment.projectType)}`,
        };
    return this.open({
      ...payment,
      amountCents: Math.round(price * 100),
      successPage: back.success,
      cancelUrl: back.cancel,
      paymentLinkId: null,
      paymentRequestId: null,
    });
  }

  /**
   * A hosted payment page for a link the artist sent, at the link's own amount: a paid session
   * returns to the payment-success page, a canceled one to the site's home.
   */
  async startLinked(link: PaymentLinkRow): Promise<OpenedSession> {
    const site = this.deps.config.publicUrl;
    return this.open({
      clientName: link.client_name,
      email: link.email,
      phone: link.phone,
      projectType: link.project_type,
      amountCents: link.amount_cents,
      successPage: `${site}${sitePaths.paymentSuccess}`,
      cancelUrl: `${site}${sitePaths.home}`,
      paymentLinkId: link.id,
      paymentRequestId: null,
    });
  }

  /**
   * A hosted payment page for what is still owed on a payment request: a project's returns to
   * the client's page, a one-off job's to the payment-success page.
   */
  async startRequested(request: PaymentRequestRow, amountCents: number): Promise<OpenedSession> {
    const site = this.deps.config.publicUrl;
    const page = request.page_key ? commissionPageUrl(site, request.page_key) : undefined;
    return this.open({
      clientName: request.client_name,
      email: request.client_email,
      phone: '',
      projectType: request.title,
      amountCents,
      successPage: page ?? `${site}${sitePaths.paymentSuccess}`,
      cancelUrl: page ?? `${site}${sitePaths.home}`,
      paymentLinkId: null,
      paymentRequestId: request.id,
    });
  }

  /**
   * Closes the pages still open from a link at another amount than it now asks (she quoted
   * again): each is expired at the processor, then canceled here. A page the client paid in the
   * meantime is left to settle at the amount it asked.
   */
  async closeStalePages(opener: StalePagesOf, amountCents: number): Promise<void> {
    const { sessions, checkout, log } = this.deps;
    for (const session of await sessions.openAtOtherAmount(opener, amountCents)) {
      const closed = await checkout.expireSession(session.id).catch((error: unknown) => {
        log.warn({ err: error, sessionId: session.id }, 'a payment page of an old amount could not be closed');
        return false;
      });
      if (!closed) continue;
      await this.paymentChanged(
        session.id,
        { to: 'canceled', reason: 'The amount was changed, and a page for the new amount sent.' },
        'studio',
      );
    }
  }

  /** Opens the session at the processor and stores it. */
  private async open(payment: OpeningSession): Promise<OpenedSession> {
    const { checkout, sessions } = this.deps;
    // The session's id goes in the query, before the fragment that carries a client page's key.
    const [page, fragment] = payment.successPage.split('#');
    const successUrl = `${page}?session_id={CHECKOUT_SESSION_ID}${fragment ? `#${fragment}` : ''}`;
    const { id, url } = await checkout.createSession({
      projectType: payment.projectType,
      amountCents: payment.amountCents,
      email: payment.email,
      successUrl,
      cancelUrl: payment.cancelUrl,
      metadata: { projectType: payment.projectType, clientName: payment.clientName, phone: payment.phone },
    });
    await sessions.insert({
      id,
      provider: checkout.name,
      project_type: payment.projectType,
      amount_cents: payment.amountCents,
      client_name: payment.clientName,
      email: payment.email,
      phone: payment.phone,
      success_url: successUrl,
      cancel_url: payment.cancelUrl,
      payment_link_id: payment.paymentLinkId,
      payment_request_id: payment.paymentRequestId,
    });
    this.deps.log.info({ sessionId: id, projectType: payment.projectType }, 'payment session created');
    return { url, sessionId: id };
  }

  /** Asks the processor about a session; a paid one is settled (recorded and announced) once. */
  /**
   * Whether the session is paid. A pending one is asked about at the processor, unless
   * `askProcessor` is false, when what we already know (a webhook may have told us) answers.
   */
  async verify(sessionId: string, askProcessor = true): Promise<VerifyPaymentResponse> {
    const session = await this.deps.sessions.find(sessionId);
    if (!session) return { verified: false, message: 'Payment session not found' };
    if (session.payment_state === 'pending' && askProcessor) {
      const status = await this.deps.checkout.fetchStatus(sessionId);
      if (status?.paid && status.reference) {
        await this.settle(sessionId, status.amountPaidCents, status.reference, 'request');
      }
    }
    const paid = (await this.deps.sessions.find(sessionId))!;
    if (!isPaid(paid)) return { verified: false, message: 'Payment has not been completed' };
    return {
      verified: true,
      message: 'Payment verified successfully',
      amountPaid: fromCents(paid.amount_paid_cents ?? paid.amount_cents),
      projectType: paid.project_type,
    };
  }

  /** Records a payment and e-mails the client and the artist, exactly once per session. */
  async settle(
    sessionId: string,
    amountPaidCents: number | undefined,
    reference: string,
    source: ChangeSource,
  ): Promise<void> {
    await this.paymentChanged(sessionId, { to: 'paid', reference, amountCents: amountPaidCents }, source);
  }

  /**
   * Records what the processor said of a session's payment, once, with the e-mails a payment
   * sends in the same transaction, and for a session opened from one of her links, the link's
   * payment. A repeated or late report changes nothing.
   */
  async paymentChanged(sessionId: string, change: PaymentChange, source: ChangeSource): Promise<void> {
    const { sessions, db, outbox, log, onPaymentChanged } = this.deps;
    const moved = await db.transaction(async (tx) => {
      if (!(await changePaymentState(tx, { kind: 'payment_session', id: sessionId }, change, source))) return false;
      const session = (await sessions.find(sessionId, tx))!;
      if (change.to === 'paid') {
        for (const mail of await this.paidMails(tx, session)) await outbox.enqueue(mail, tx);
      } else if ((change.to === 'refunded' || change.to === 'partly_refunded') && session.payment_request_id) {
        await this.deps.requests.refunded(tx, session, change.amountRefundedCents);
      }
      return true;
    });
    if (moved) {
      onPaymentChanged('payment_session', change.to);
      log.info({ sessionId, payment: change.to, source }, 'service payment changed');
    } else if (!(await sessions.find(sessionId))) {
      log.warn({ sessionId }, 'payment for a session this site did not create; ignored');
    }
  }

  /**
   * The e-mails of a session just paid: the client's receipt and her notice, or, for a link or
   * request that was paid already, her notice to give the money back.
   */
  private async paidMails(tx: Queryable, session: PaymentSessionRow) {
    const { config, requests } = this.deps;
    const paidCents = session.amount_paid_cents ?? session.amount_cents;
    const paidTwice = paidTwiceNotice(session, config.mail.artistEmail, this.provider);
    if (session.payment_request_id) {
      const counted = await requests.paid(tx, session);
      return counted.paidTwice ? [paidTwice] : confirmationMails(session, config, requests.nextSteps(counted.request));
    }
    if (session.payment_link_id) {
      const link = await paymentLinkPaid(tx, session.payment_link_id, { id: session.id, paidCents });
      return link.paidTwice
        ? [paidTwice]
        : confirmationMails(session, config, nextSteps(session, config.publicUrl, link.remainingCents));
    }
    const { prices } = await this.deps.siteText.published(tx);
    // A mural's deposit leaves the rest of its set price to pay.
    const leftToPayCents = muralSetPrice(prices) * 100 - paidCents;
    return confirmationMails(session, config, nextSteps(session, config.publicUrl, leftToPayCents));
  }

  /** Whether a session opens the onboarding questionnaire: paid, and for a logo project. */
  async onboardingAccess(
    sessionId: string | undefined,
    test: boolean | undefined,
  ): Promise<{ allowed: boolean; message: string }> {
    // The questionnaire checks again on every visit: a pending session is asked about at the
    // processor at most once a minute, and answered from what we know in between.
    if (sessionId && (await this.isPaidLogoProject(sessionId, this.mayAskProcessor(sessionId)))) {
      return { allowed: true, message: 'Payment verified' };
    }
    if (this.testAccess(test)) return { allowed: true, message: 'Test access (development only)' };
    return { allowed: false, message: 'Please complete payment first to access project onboarding.' };
  }

  /**
   * Saves the answers against the paid session and tells the artist; a project still at Paid
   * moves to Onboarding received. False when not allowed.
   */
  async saveOnboarding(
    sessionId: string | undefined,
    test: boolean | undefined,
    answers: OnboardingAnswers,
  ): Promise<boolean> {
    if (!sessionId || !(await this.isPaidLogoProject(sessionId))) {
      if (!this.testAccess(test)) return false;
      this.deps.log.info({ answers }, 'onboarding answers from a development test visit, not stored');
      return true;
    }
    const { db, sessions, outbox, config } = this.deps;
    const session = (await sessions.find(sessionId))!;
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO onboarding_responses (session_id, answers) VALUES ($1, $2)
         ON CONFLICT (session_id) DO UPDATE SET answers = EXCLUDED.answers, submitted_at = now()`,
        [sessionId, JSON.stringify(answers)],
      );
      await sessions.moveProject(sessionId, 'onboarding_received', 'request', tx, 'paid');
      await outbox.enqueue(
        {
          to: config.mail.artistEmail,
          replyTo: session.email,
          subject: `Onboarding answers from ${session.client_name}`,
          text: [
            `${session.client_name} completed the onboarding questionnaire for ${session.project_type}.`,
            '',
            ...Object.entries(answers).map(
              ([question, answer]) => `${question}: ${Array.isArray(answer) ? answer.join(', ') : answer}`,
            ),
          ].join('\n'),
        },
        tx,
      );
    });
    return true;
  }

  private async isPaidLogoProject(sessionId: string, askProcessor = true): Promise<boolean> {
    const verification = await this.verify(sessionId, askProcessor);
    return verification.verified && onboardingProjects.includes(verification.projectType as ProjectType);
  }

  /** Whether an onboarding check may ask the processor about the session now; at most once a minute each. */
  private mayAskProcessor(sessionId: string): boolean {
    const now = Date.now();
    const last = this.processorAskedAt.get(sessionId);
    if (last !== undefined && now - last < processorRecheckMs) return false;
    if (this.processorAskedAt.size >= 10_000) {
      for (const [id, at] of this.processorAskedAt)
        if (now - at >= processorRecheckMs) this.processorAskedAt.delete(id);
    }
    this.processorAskedAt.set(sessionId, now);
    return true;
  }

  /** The `test=true` bypass works only on a server running in development mode. */
  private testAccess(test: boolean | undefined): boolean {
    return test === true && this.deps.config.env === 'development';
  }
}
