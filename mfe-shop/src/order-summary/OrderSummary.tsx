import { formatUsd } from 'shared-contracts/pricing';
import styles from './OrderSummary.module.css';

export interface SummaryLine {
  key: string;
  name: string;
  /** What the line is beside its name: `Original`, a print's product and size, a size and colour. */
  details: string[];
  quantity: number;
  /** Dollars, for the whole line. */
  total: number;
}

interface OrderSummaryProps {
  lines: SummaryLine[];
  totals: { subtotal: number; shipping: number; tax: number; total: number };
  /** How the tax line is labelled: the checkout names its rate. */
  taxLabel: string;
}

/** An order's lines and totals, as the checkout shows them before payment and the order page after. */
export function OrderSummary({ lines, totals, taxLabel }: OrderSummaryProps) {
  return (
    <>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.key}>
            <span>
              {line.name}
              <small>{[...line.details, `Qty ${line.quantity}`].join(' • ')}</small>
            </span>
            <span>{formatUsd(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatUsd(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{totals.shipping === 0 ? 'Free' : formatUsd(totals.shipping)}</dd>
        </div>
        <div>
          <dt>{taxLabel}</dt>
          <dd>{formatUsd(totals.tax)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>Total</dt>
          <dd>{formatUsd(totals.total)}</dd>
        </div>
      </dl>
    </>
  );
}
