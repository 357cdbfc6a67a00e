import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatUsd } from 'shared-contracts/pricing';
import type { PaidSession } from './use-paid-session';
import styles from './PaymentReceived.module.css';

/**
 * Takes the place of a payment form once the payment it opened has been made in another tab:
 * what was paid, and the way on instead of a second payment. It takes the focus, since the
 * form that held it is gone.
 */
export function PaymentReceived({
  paid,
  confirmationPath,
  children,
}: {
  paid: PaidSession;
  /** The page that confirms this payment. */
  confirmationPath: string;
  /** The next step, before the link to the confirmation. */
  children?: ReactNode;
}) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);

  return (
    <div ref={notice} className={styles.received} role="status" tabIndex={-1}>
      <p>
        Your payment of {formatUsd(paid.amountPaid)} for the {paid.projectType} has been received and confirmed: there
        is no need to pay it again.
      </p>
      <div className={styles.actions}>
        {children}
        <Link
          to={`${confirmationPath}?session_id=${encodeURIComponent(paid.sessionId)}`}
          className={children ? 'btn btn-outline' : 'btn btn-primary'}
        >
          View Your Confirmation
        </Link>
      </div>
    </div>
  );
}
