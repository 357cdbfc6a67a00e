import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { Queryable } from '../db/database';

export interface CheckoutSessionRequest {
  projectType: string;
  amountCents: number;
  email: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

export interface CheckoutSessionStatus {
  paid: boolean;
  amountPaidCents?: number;
  reference?: string;
}

/** A payment page hosted by the processor: Stripe Checkout, or the embedded test page. */
export interface HostedCheckout {
  readonly name: 'test-cards' | 'stripe';
  createSession(request: CheckoutSessionRequest): Promise<{ id: string; url: string }>;
  /** What the processor says of a session; undefined when it does not know it. */
  fetchStatus(sessionId: string): Promise<CheckoutSessionStatus | undefined>;
  /** Closes a session's page so that it can no longer be paid; false when it was paid already. */
  expireSession(sessionId: string): Promise<boolean>;
}

/** The embedded processor's own payment page, served by this server under /pay/. */
export class EmbeddedCheckout implements HostedCheckout {
  readonly name = 'test-cards';

  constructor(
    private readonly db: Queryable,
    private readonly publicUrl: string,
  ) {}

  async createSession(): Promise<{ id: string; url: string }> {
    const id = `cs_test_${randomBytes(18).toString('base64url').replace(/-/g, 'A')}`;
    return { id, url: `${this.publicUrl}/pay/${id}` };
  }

  /** The page is this server's: its session, canceled by the caller, is no longer offered. */
  async expireSession(): Promise<boolean> {
    return true;
  }

  async fetchStatus(sessionId: string): Promise<CheckoutSessionStatus | undefined> {
    const [row] = await this.db.query<{
      payment_state: string;
      amount_paid_cents: number | null;
      payment_reference: string | null;
    }>('SELECT payment_state, amount_paid_cents, payment_reference FROM payment_sessions WHERE id = $1', [sessionId]);
    if (!row) return undefined;
    return {
      paid: row.payment_state === 'paid',
      amountPaidCents: row.amount_paid_cents ?? undefined,
      reference: row.payment_reference ?? undefined,
    };
  }
}

/** Stripe Checkout Sessions in payment mode. */
export class StripeCheckout implements HostedCheckout {
  readonly name = 'stripe';

  constructor(private readonly stripe: Stripe) {}

  async createSession(request: CheckoutSessionRequest): Promise<{ id: string; url: string }> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: request.amountCents,
            product_data: { name: request.projectType },
          },
          quantity: 1,
        },
      ],
      customer_email: request.email,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      metadata: request.metadata,
      payment_intent_data: { metadata: request.metadata },
    });
    if (!session.url) throw new Error('Stripe created a session without a payment page');
    return { id: session.id, url: session.url };
  }

  /** Stripe expires an open session only; one completed meanwhile keeps its payment, one already expired stays so. */
  async expireSession(sessionId: string): Promise<boolean> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
      return true;
    } catch (error) {
      const { status } = await this.stripe.checkout.sessions.retrieve(sessionId).catch(() => {
        throw error;
      });
      if (status === 'open') throw error;
      return status === 'expired';
    }
  }

  async fetchStatus(sessionId: string): Promise<CheckoutSessionStatus | undefined> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      return {
        paid: session.payment_status === 'paid' && session.status === 'complete',
        amountPaidCents: session.amount_total ?? undefined,
        reference: typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id,
      };
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return undefined;
      throw error;
    }
  }
}
