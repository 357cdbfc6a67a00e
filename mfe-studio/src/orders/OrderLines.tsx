import { formatUsd, formatUsdOff } from 'shared-contracts/pricing';
import type { DeskOrder } from 'shared-contracts/studio-desk';
import { OrderPanel } from './OrderPanel';
import styles from './OrderScreen.module.css';

type Line = DeskOrder['status']['lines'][number];

/** `M · Black`, `Original` for a painting she ships herself, `By e-mail` for a gift card. */
function detailsOf(line: Line): string {
  if (line.kind === 'original') return 'Original';
  if (line.kind === 'gift-card') return 'By e-mail';
  return [line.size, line.color].filter((detail) => detail !== null).join(' · ');
}

/** What was bought, and what it came to with its discount, shipping and tax; what a gift card paid; any refund. */
export function OrderLines({ order }: { order: DeskOrder }) {
  const { lines, totals, discountCode } = order.status;
  return (
    <OrderPanel titleId="order-items-title" title="Items">
      <ul className={styles.lines} aria-labelledby="order-items-title">
        {lines.map((line, index) => (
          <li key={index} className={styles.line}>
            <span className={styles.lineName}>{line.name}</span>
            <span className={styles.lineDetails}>{detailsOf(line)}</span>
            <span className={styles.lineQuantity}>Qty {line.quantity}</span>
            <span className={styles.lineTotal}>{formatUsd(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <Amount label="Subtotal" amount={totals.subtotal} />
        {totals.discount > 0 && (
          <Amount label={discountCode ? `Discount (${discountCode})` : 'Discount'} amount={totals.discount} off />
        )}
        <Amount label="Shipping" amount={totals.shipping} />
        <Amount label="Tax" amount={totals.tax} />
        <Amount label="Total" amount={totals.total} total />
        {totals.giftCard > 0 && <Amount label="Paid by gift card" amount={totals.giftCard} off />}
        {order.amountRefunded > 0 && <Amount label="Refunded" amount={order.amountRefunded} />}
      </dl>
    </OrderPanel>
  );
}

/** A line of the totals; `off`, an amount taken off the total. */
function Amount({
  label,
  amount,
  total = false,
  off = false,
}: {
  label: string;
  amount: number;
  total?: boolean;
  off?: boolean;
}) {
  return (
    <div className={total ? styles.grandTotal : undefined}>
      <dt>{label}</dt>
      <dd>{off ? formatUsdOff(amount) : formatUsd(amount)}</dd>
    </div>
  );
}
