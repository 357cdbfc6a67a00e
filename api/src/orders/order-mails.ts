import { formatOrderNumber } from 'shared-contracts/order';
import { formatCents, formatUsdOff, fromCents, toCents } from 'shared-contracts/pricing';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import type { OrderMaker, Shipment } from 'shared-contracts/order-status';
import type { StoredMail } from '../mail/mail-outbox';
import {
  addressLines,
  cardCents,
  describeLine,
  isGiftCardLine,
  isOriginalLine,
  isPrintShopLine,
  shipsGoods,
  type OrderLine,
  type OrderRow,
} from './order-model';
import { render, type Block } from '../mail/mail-blocks';

/** Where the mails point and who the artist is: the site's address and her inbox. */
export interface MailSettings {
  publicUrl: string;
  artistEmail: string;
}

/** The order's number as the buyer reads it. */
const orderNumber = (order: OrderRow) => formatOrderNumber(order.number);

/** What happens to the order now that it is paid: the print shop makes some of it, she ships her originals. */
function nextSteps(order: OrderRow, toBuyer: boolean): string {
  const originals = order.items.filter(isOriginalLine).length;
  const printed = order.items.some(isPrintShopLine);
  const steps = [
    ...(printed
      ? [toBuyer ? 'the print shop is making your pieces, each printed just for you' : 'it is being sent to print']
      : []),
    ...(originals
      ? [
          toBuyer
            ? `${siteConfig.artistName} is packing your original${originals > 1 ? 's' : ''} by hand`
            : `the original${originals > 1 ? 's are' : ' is'} yours to pack and ship (Studio → To ship)`,
        ]
      : []),
    ...(order.items.some(isGiftCardLine)
      ? [
          toBuyer
            ? 'each gift card goes to its recipient by e-mail on the day you chose'
            : 'each gift card goes to its recipient by e-mail on the day chosen (Studio → Offers)',
        ]
      : []),
  ];
  return steps.join(', and ');
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

function summary(order: OrderRow): Block[] {
  return [
    { table: order.items.map((line) => [describeLine(line), formatCents(toCents(line.unitPrice) * line.quantity)]) },
    {
      table: [
        ['Subtotal', formatCents(order.subtotal_cents)],
        ...discountRow(order),
        ['Shipping', order.shipping_cents === 0 ? 'Free' : formatCents(order.shipping_cents)],
        ['Tax', formatCents(order.tax_cents)],
        ['Total', formatCents(order.total_cents)],
        ...(order.gift_card_cents > 0
          ? ([
              ['Paid by gift card', formatUsdOff(fromCents(order.gift_card_cents))],
              ['Paid by card', formatCents(cardCents(order))],
            ] as [string, string][])
          : []),
      ],
    },
  ];
}

/**
 * Where a refund went, `$12.00 is on its way back to your card …, and $5.00 is back on the gift
 * card you paid with`: the order's refunded amount counts what went back on its gift card.
 */
function whereRefunded(order: OrderRow, amountRefundedCents: number): string {
  const toGiftCard = order.gift_card_refunded_cents;
  const toCard = amountRefundedCents - toGiftCard;
  return [
    ...(toCard > 0
      ? [`${formatCents(toCard)} is on its way back to your card and should appear within 5-10 business days`]
      : []),
    ...(toGiftCard > 0 ? [`${formatCents(toGiftCard)} is back on the gift card you paid with`] : []),
  ].join(', and ');
}

/** The discount's row of a summary: `Discount (SPRING15)`, or none. */
const discountRow = (order: OrderRow): [string, string][] =>
  order.discount_cents > 0
    ? [[`Discount (${order.discount_code})`, formatUsdOff(fromCents(order.discount_cents))]]
    : [];

/** Where the order ships, unless it is gift cards alone, which go by e-mail. */
function shippingAddress(order: OrderRow): Block[] {
  if (!shipsGoods(order.items)) return [];
  return [{ lines: ['Shipping to:', ...addressLines(order.shipping_address, { phone: false })] }];
}

const signOff: Block = { lines: ['With gratitude,', siteConfig.artistName] };

/** What a parcel holds, and what of the order is still to come from the other maker. */
export interface ParcelParts {
  contents: readonly OrderLine[];
  stillComing: readonly OrderLine[];
  /** Who sends what is still to come. */
  from: OrderMaker;
}

const stillComingFrom: Record<OrderMaker, string> = {
  artist: `which ${siteConfig.artistName} is packing by hand`,
  print_shop: 'which the print shop is still making',
};

/** The order an e-mail is about, from the key it was stored under (`order:{id}:…`); null for any other e-mail. */
export const orderOfMail = (dedupeKey: string | null): string | null =>
  /^order:([^:]+):/.exec(dedupeKey ?? '')?.[1] ?? null;

/** The e-mails an order sends, each with a dedupe key so it goes out once. */
export class OrderMails {
  constructor(private readonly settings: MailSettings) {}

  /** The buyer's order page, with its key. */
  orderPageUrl(order: OrderRow): string {
    return `${this.settings.publicUrl}${sitePaths.order(order.id, order.access_key)}`;
  }

  /** The buyer's confirmation; a copy the artist sends again carries `resent`, its number from 1, in its key. */
  confirmation(order: OrderRow, resent?: number): StoredMail {
    const page = this.orderPageUrl(order);
    return {
      dedupeKey: `order:${order.id}:confirmation${resent ? `:resent:${resent}` : ''}`,
      to: order.email,
      replyTo: this.settings.artistEmail,
      subject: `Your ${siteConfig.businessName} order ${orderNumber(order)}`,
      ...render([
        `Hi ${order.shipping_address.firstName},`,
        `Thank you for your order! Your payment of ${formatCents(order.total_cents)} for order ${orderNumber(order)} was received.`,
        sentence(nextSteps(order, true)),
        ...summary(order),
        ...shippingAddress(order),
        ...(shipsGoods(order.items)
          ? ['We will e-mail you again with tracking as soon as it ships; delivery takes 7-10 business days.']
          : []),
        { link: page, label: 'See your order' },
        signOff,
      ]),
    };
  }

  newOrderNotice(order: OrderRow): StoredMail {
    const address = order.shipping_address;
    return {
      dedupeKey: `order:${order.id}:artist`,
      to: this.settings.artistEmail,
      replyTo: order.email,
      subject: `New order ${orderNumber(order)}: ${formatCents(order.total_cents)} from ${address.firstName} ${address.lastName}`,
      ...render([
        `${address.firstName} ${address.lastName} (${order.email}) paid ${formatCents(order.total_cents)} for order ${orderNumber(order)}.`,
        sentence(nextSteps(order, false)),
        ...summary(order),
        ...shippingAddress(order),
        { link: this.orderPageUrl(order), label: 'The order’s page' },
      ]),
    };
  }

  /**
   * A parcel is on its way: what it holds, how to follow it, and what of the order is still to
   * come from the other maker, who ships on her own time.
   */
  shipped(order: OrderRow, shipmentId: string, shipment: Shipment, parcel: ParcelParts): StoredMail {
    const carrier = shipment.service?.startsWith(shipment.carrier)
      ? shipment.service
      : [shipment.carrier, shipment.service].filter(Boolean).join(' ');
    const part = parcel.stillComing.length > 0 ? 'part of ' : '';
    return {
      dedupeKey: `order:${order.id}:shipment:${shipmentId}`,
      to: order.email,
      replyTo: this.settings.artistEmail,
      subject: `${part ? 'Part of your' : 'Your'} ${siteConfig.businessName} order ${orderNumber(order)} has shipped`,
      ...render([
        `Hi ${order.shipping_address.firstName},`,
        `Good news: ${part}your order ${orderNumber(order)} has shipped with ${carrier}.`,
        { lines: ['In this parcel:', ...parcel.contents.map(describeLine)] },
        { table: [['Tracking number', shipment.trackingNumber]] },
        ...(shipment.trackingUrl ? [{ link: shipment.trackingUrl, label: 'Track your package' }] : []),
        ...(parcel.stillComing.length > 0
          ? [{ lines: [`Still to come, ${stillComingFrom[parcel.from]}:`, ...parcel.stillComing.map(describeLine)] }]
          : []),
        { link: this.orderPageUrl(order), label: 'See your order' },
        signOff,
      ]),
    };
  }

  /** A payment that was still processing when the order was placed, and then failed. */
  paymentFailed(order: OrderRow, reason: string): StoredMail {
    return {
      dedupeKey: `order:${order.id}:payment-failed`,
      to: order.email,
      replyTo: this.settings.artistEmail,
      subject: `Your payment for order ${orderNumber(order)} did not go through`,
      ...render([
        `Hi ${order.shipping_address.firstName},`,
        `Your payment of ${formatCents(order.total_cents)} for order ${orderNumber(order)} did not go through (${reason}), so nothing will be printed or charged. You are welcome to place the order again.`,
        { link: `${this.settings.publicUrl}${sitePaths.merch}`, label: 'Back to the shop' },
        signOff,
      ]),
    };
  }

  refunded(order: OrderRow, amountRefundedCents: number, orderCanceled: boolean): StoredMail {
    const full = amountRefundedCents >= order.total_cents;
    return this.refundMail(order, amountRefundedCents, [
      `${full ? 'Your order was refunded in full' : `${formatCents(amountRefundedCents)} of your order was refunded`}: ${whereRefunded(order, amountRefundedCents)}.`,
      ...(orderCanceled ? ['Your order has been canceled and will not be printed or shipped.'] : []),
    ]);
  }

  /**
   * A payment that succeeded after its hold on an original had ended and another buyer had the
   * piece: the buyer learns why part or all of it is refunded. It carries the refund mail's key,
   * so the buyer gets this one in its place.
   */
  originalsLost(order: OrderRow, titles: readonly string[], amountRefundedCents: number): StoredMail {
    return this.refundMail(order, amountRefundedCents, [
      `I am so sorry: your payment for order ${orderNumber(order)} took longer than the ${titles.length > 1 ? 'originals were' : 'original was'} held for you, and in the meantime ${titles.map((title) => `“${title}”`).join(', ')} went to another collector. ${sentence(whereRefunded(order, amountRefundedCents))}`,
    ]);
  }

  /** The buyer's e-mail about a refund, once per refunded amount, whatever caused it. */
  private refundMail(order: OrderRow, amountRefundedCents: number, explanation: Block[]): StoredMail {
    return {
      dedupeKey: `order:${order.id}:refund:${amountRefundedCents}`,
      to: order.email,
      replyTo: this.settings.artistEmail,
      subject: `Your refund for order ${orderNumber(order)}`,
      ...render([
        `Hi ${order.shipping_address.firstName},`,
        ...explanation,
        { link: this.orderPageUrl(order), label: 'See your order' },
        signOff,
      ]),
    };
  }

  /** Tells the artist that a late payment for pieces sold to someone else was refunded. */
  originalsLostNotice(order: OrderRow, titles: readonly string[], amountRefundedCents: number): StoredMail {
    return {
      dedupeKey: `order:${order.id}:originals-lost`,
      to: this.settings.artistEmail,
      replyTo: order.email,
      subject: `Order ${orderNumber(order)} was refunded ${formatCents(amountRefundedCents)}: its original had been sold`,
      ...render([
        `${order.shipping_address.firstName} ${order.shipping_address.lastName} (${order.email}) paid for ${titles.map((title) => `“${title}”`).join(', ')} after the hold on ${titles.length > 1 ? 'them' : 'it'} had ended and another buyer had taken ${titles.length > 1 ? 'them' : 'it'}. ${formatCents(amountRefundedCents)} was refunded to their card automatically, and they were told. Nothing needs to be shipped for ${titles.length > 1 ? 'these pieces' : 'this piece'}.`,
        ...summary(order),
        { link: this.orderPageUrl(order), label: 'The order’s page' },
      ]),
    };
  }

  /** Tells the artist that fulfilment needs her: on hold, failed, canceled, or not cancelable. */
  fulfilmentProblem(order: OrderRow, what: string, reason: string): StoredMail {
    return {
      dedupeKey: `order:${order.id}:fulfilment:${what}`,
      to: this.settings.artistEmail,
      replyTo: order.email,
      subject: `Order ${orderNumber(order)} ${what}`,
      ...render([
        `Order ${orderNumber(order)} for ${order.shipping_address.firstName} ${order.shipping_address.lastName} (${order.email}) ${what}.`,
        `Reason: ${reason}`,
        { link: this.orderPageUrl(order), label: 'The order’s page' },
      ]),
    };
  }
}
