import styles from './PaymentLink.module.css';

/** The address a client pays through, as it was e-mailed to them, shown for her to copy. */
export function PaymentLink({ link }: { link: string }) {
  return (
    <p className={styles.paymentLink}>
      <span>Payment link</span>
      <code>{link}</code>
    </p>
  );
}
