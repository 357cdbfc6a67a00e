import { formatUsd, formatUsdOff, type OrderTotals } from 'shared-contracts/pricing';
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

/** Dollars: the order's totals, with what the discount took off and what a gift card pays of the total. */
type SummaryTotals = Omit<OrderTotals, 'due'>;

interface OrderSummaryProps {
  lines: SummaryLine[];
  totals: SummaryTotals;
  /** How the tax line is labelled: the checkout names its rate. */
  taxLabel: string;
  /** The code the discount comes from, named on its line, and what the code gives, `15% off prints`. */
  discountCode?: string | null;
  discountTerms?: string;
  /** The gift card's line: `Gift card (…NPQR)` at the checkout, `Paid by gift card` after. */
  giftCardLabel: string;
  /** Dollars, at the checkout: what is left to pay by card once a gift card pays its part. */
  due?: number;
}

/** An order's lines and totals, as the checkout shows them before payment and the order page after. */
export function OrderSummary({
  lines,
  totals,
  taxLabel,
  discountCode,
  discountTerms,
  giftCardLabel,
  due,
}: OrderSummaryProps) {
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
        {totals.discount > 0 && (
          <div className={styles.offer}>
            <dt>
              {discountCode ? `Discount (${discountCode})` : 'Discount'}
              {discountTerms && <small>{discountTerms}</small>}
            </dt>
            <dd>{formatUsdOff(totals.discount)}</dd>
          </div>
        )}
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
        {totals.giftCard > 0 && (
          <div className={styles.offer}>
            <dt>{giftCardLabel}</dt>
            <dd>{formatUsdOff(totals.giftCard)}</dd>
          </div>
        )}
        {totals.giftCard > 0 && due !== undefined && (
          <div className={styles.due}>
            <dt>Left to pay</dt>
            <dd>{formatUsd(due)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
