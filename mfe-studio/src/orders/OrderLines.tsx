import { formatUsd } from 'shared-contracts/pricing';
import type { DeskOrder } from 'shared-contracts/studio-desk';
import { OrderPanel } from './OrderPanel';
import styles from './OrderScreen.module.css';

type Line = DeskOrder['status']['lines'][number];

/** `M · Black`, or `Original` for a painting she ships herself. */
const detailsOf = (line: Line) =>
  line.kind === 'original' ? 'Original' : [line.size, line.color].filter((detail) => detail !== null).join(' · ');

/** What was bought, and what it came to with shipping and tax, less any refund. */
export function OrderLines({ order }: { order: DeskOrder }) {
  const { lines, totals } = order.status;
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
        <Amount label="Shipping" amount={totals.shipping} />
        <Amount label="Tax" amount={totals.tax} />
        <Amount label="Total" amount={totals.total} total />
        {order.amountRefunded > 0 && <Amount label="Refunded" amount={order.amountRefunded} />}
      </dl>
    </OrderPanel>
  );
}

function Amount({ label, amount, total = false }: { label: string; amount: number; total?: boolean }) {
  return (
    <div className={total ? styles.grandTotal : undefined}>
      <dt>{label}</dt>
      <dd>{formatUsd(amount)}</dd>
    </div>
  );
}
