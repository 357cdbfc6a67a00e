import { linkedPayments } from 'shared-contracts/design-service';
import { formatUsd, fromCents } from 'shared-contracts/pricing';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import type { AppConfig } from '../config/config';
import type { HostedCheckout } from '../payments/hosted-checkout';
import type { PaymentSessionRow } from './payment-sessions';

/** What the client's confirmation says comes next; `remainingCents` is what a link's payment or a mural's deposit leaves to pay. */
export function nextSteps(session: PaymentSessionRow, publicUrl: string, remainingCents = 0): string[] {
  switch (session.project_type) {
    case linkedPayments.commissionDeposit:
      return [
        `${siteConfig.artistName} will contact you within 24 hours to plan your painting, and the painting begins.`,
        remainingCents > 0
          ? `The remaining balance of ${formatUsd(fromCents(remainingCents))} is due upon completion.`
          : 'Your painting is paid in full.',
      ];
    case linkedPayments.muralBalance:
      return [`The mural is now paid in full. ${siteConfig.artistName} will be in touch about anything left to do.`];
    case 'Play Harbor Mural Deposit':
      return [
        `${siteConfig.artistName} will contact you within 24 hours to schedule a first visit.`,
        'Together you will plan and confirm the drawing and the colours, then the mural begins.',
        `The remaining balance of ${formatUsd(fromCents(remainingCents))} is due upon completion.`,
      ];
    default:
      return [
        'Your project joins the design queue and begins within 1-2 business days.',
        'Please tell us about your business in the onboarding questionnaire:',
        `${publicUrl}${sitePaths.logoOnboarding}?session_id=${session.id}`,
      ];
  }
}

/** Tells the artist that a link of hers was paid a second time, for her to refund at the processor. */
export function paidTwiceNotice(session: PaymentSessionRow, artistEmail: string, processor: HostedCheckout['name']) {
  const amount = formatUsd(fromCents(session.amount_paid_cents ?? session.amount_cents));
  return {
    dedupeKey: `payment:${session.id}:paid-twice`,
    to: artistEmail,
    replyTo: session.email,
    subject: `Paid twice: ${session.project_type} from ${session.client_name}`,
    text: [
      `${session.client_name} paid ${amount} for ${session.project_type}, which had been paid already${session.payment_request_id ? ' or was canceled' : ''}.`,
      '',
      `Please refund this second payment to them from the ${processor === 'stripe' ? 'Stripe dashboard' : 'card processor'}.`,
      `Transaction: ${session.id}`,
      `Reference: ${session.payment_reference ?? 'none'}`,
    ].join('\n'),
  };
}

/** The client's receipt, saying what comes next (`steps`), and the artist's notice of a payment, each sent once. */
export function confirmationMails(
  session: PaymentSessionRow,
  config: Pick<AppConfig, 'publicUrl' | 'mail'>,
  steps: string[],
) {
  const amount = formatUsd(fromCents(session.amount_paid_cents ?? session.amount_cents));
  return [
    {
      dedupeKey: `payment:${session.id}:client`,
      to: session.email,
      replyTo: config.mail.artistEmail,
      subject: `Payment received: ${session.project_type}`,
      text: [
        `Hi ${session.client_name},`,
        '',
        `Thank you! We received your payment of ${amount} for ${session.project_type}.`,
        '',
        ...steps,
        '',
        `Transaction: ${session.id}`,
        '',
        `With gratitude,`,
        siteConfig.artistName,
      ].join('\n'),
    },
    {
      dedupeKey: `payment:${session.id}:artist`,
      to: config.mail.artistEmail,
      replyTo: session.email,
      subject: `New payment: ${session.project_type} from ${session.client_name}`,
      text: [
        `${session.client_name} paid ${amount} for ${session.project_type}.`,
        '',
        `Email: ${session.email}`,
        `Phone: ${session.phone}`,
        `Transaction: ${session.id}`,
      ].join('\n'),
    },
  ];
}
