import type { Period } from 'shared-contracts/shop-today';
import { formatUsd, formatUsdOff } from 'shared-contracts/pricing';
import { Figure, PeriodDays } from './Figures';
import { comparedWith, paidCounts, type PeriodName } from './today-wording';
import styles from './TodayScreen.module.css';

const kinds = [
  { kind: 'originals', label: 'Originals' },
  { kind: 'prints', label: 'Prints' },
  { kind: 'merch', label: 'Merch' },
  { kind: 'services', label: 'Services' },
] as const;

/** What codes took off, `−$25.00`; nothing is shown as nothing, not as taken off. */
const takenOff = (amount: number) => (amount === 0 ? formatUsd(0) : formatUsdOff(amount));

/** A period's sales: the total against the same days before, then by kind side by side, and the payments counted. */
export function SalesPeriod({ name, period }: { name: PeriodName; period: Period }) {
  const { sales, before } = period;
  const titleId = `today-${name}-title`;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        This {name}
      </h2>
      <PeriodDays from={period.from} to={period.to} />
      <Figure value={formatUsd(sales.total)} change={comparedWith(sales.total, before.total, name)} />
      <table className={styles.kinds}>
        <caption className="visually-hidden">Sales this {name} by kind</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Kind</span>
            </th>
            <th scope="col" className={styles.amount}>
              This {name}
            </th>
            <th scope="col" className={styles.amount}>
              Same days last {name}
            </th>
          </tr>
        </thead>
        <tbody>
          {kinds.map(({ kind, label }) => (
            <tr key={kind}>
              <th scope="row">{label}</th>
              <td className={styles.amount}>{formatUsd(sales[kind])}</td>
              <td className={styles.amount}>{formatUsd(before[kind])}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Discounts</th>
            <td className={styles.amount}>{takenOff(sales.discounts)}</td>
            <td className={styles.amount}>{takenOff(before.discounts)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className={styles.amount}>{formatUsd(sales.total)}</td>
            <td className={styles.amount}>{formatUsd(before.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.counts}>{paidCounts(sales)}</p>
    </section>
  );
}
