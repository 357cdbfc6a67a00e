import { formatUsd } from 'shared-contracts/pricing';
import type { Verification } from '../payments/verify-payment';
import styles from './CommissionScreen.module.css';

/** What the page says on the client's return from the hosted payment page. */
export function PaymentReturn({ verification }: { verification: Verification }) {
  switch (verification.state) {
    case 'verifying':
      return (
        <p className={styles.notice} role="status">
          Confirming your payment...
        </p>
      );
    case 'verified':
      return (
        <p className={`${styles.notice} ${styles.received}`} role="status">
          Thank you! Your payment of {formatUsd(verification.amountPaid)} was received.
        </p>
      );
    case 'error':
      return (
        <p className={`${styles.notice} ${styles.problem}`} role="alert">
          {verification.message}
        </p>
      );
    case 'unknown':
      return null;
  }
}
