import { paymentRequestStateLabels, type ClientPaymentRequest } from 'shared-contracts/commissions';
import { formatCents, formatUsd, toCents } from 'shared-contracts/pricing';
import { formatDay } from '../readable-dates';
import layout from '../proposal-page.module.css';
import styles from './CommissionScreen.module.css';

/**
 * What she asked the client to pay, and what they paid. A request still owed links to the
 * server, which opens a hosted payment page for what is left; in her preview it links nowhere.
 */
export function PaymentRequests({
  payments,
  preview,
}: {
  payments: readonly ClientPaymentRequest[];
  preview: boolean;
}) {
  return (
    <section className={layout.section} aria-labelledby="payments-title">
      <h2 id="payments-title">Payments</h2>
      <ul className={styles.payments}>
        {payments.map((request) => {
          const pay = `Pay ${formatCents(toCents(request.amount) - toCents(request.paid))}`;
          return (
            <li key={request.id} className={styles.payment}>
              <div className={styles.paymentHeader}>
                <h3>{request.title}</h3>
                <span className={styles.state} data-state={request.state}>
                  {paymentRequestStateLabels[request.state]}
                </span>
              </div>
              <dl className={styles.amounts}>
                <div>
                  <dt>Amount</dt>
                  <dd>{formatUsd(request.amount)}</dd>
                </div>
                <div>
                  <dt>Paid</dt>
                  <dd>{formatUsd(request.paid)}</dd>
                </div>
              </dl>
              <p className={styles.due}>{`Due ${formatDay(request.dueOn)}`}</p>
              {request.payUrl &&
                (preview ? (
                  <a className="btn btn-primary" role="link" aria-disabled="true">
                    {pay}
                  </a>
                ) : (
                  <a className="btn btn-primary" href={request.payUrl}>
                    {pay}
                  </a>
                ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
