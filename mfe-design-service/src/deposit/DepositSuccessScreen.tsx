import { Link, useSearchParams } from 'react-router';
import { muralSetPrice, servicePrices } from 'shared-contracts/design-service';
import { formatUsd } from 'shared-contracts/pricing';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { useVerification } from '../payments/use-verification';
import styles from '../logo/ThankYou.module.css';

const deposit = servicePrices['Play Harbor Mural Deposit'];

/** The confirmation of a mural deposit paid on the hosted payment page. */
export default function DepositSuccessScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const verification = useVerification(sessionId);

  if (verification.state !== 'verified') {
    const failed = verification.state === 'error' || verification.state === 'unknown';
    return (
      <article className={`container page ${styles.page}`}>
        <div className={styles.header} role={failed ? 'alert' : 'status'}>
          <h1 className="page-title">{failed ? 'Payment Error' : 'Confirming Payment...'}</h1>
          <p className="page-subtitle">
            {verification.state === 'error'
              ? verification.message
              : verification.state === 'unknown'
                ? 'No session ID found.'
                : 'Please wait while we verify your payment'}
          </p>
        </div>
        <Actions />
      </article>
    );
  }

  return (
    <article className={`container page ${styles.page}`}>
      <div className={styles.header}>
        <h1 className="page-title">Payment Successful!</h1>
        <p className="page-subtitle">Your deposit has been processed successfully.</p>
      </div>
      <section className={styles.card} aria-labelledby="next-title">
        <h2 id="next-title">Next steps</h2>
        <ol className={styles.steps}>
          <li>{siteConfig.artistName} will contact you within 24 hours to schedule a first visit.</li>
          <li>Together we plan and confirm the drawing and the colours.</li>
          <li>Mural creation begins!</li>
        </ol>
      </section>
      <section className={styles.card} aria-labelledby="details-title">
        <h2 id="details-title">Payment details</h2>
        <dl className={styles.details}>
          <div>
            <dt>Deposit (50%)</dt>
            <dd>{formatUsd(verification.amountPaid ?? deposit)} paid</dd>
          </div>
          <div>
            <dt>Final payment (50%)</dt>
            <dd>{formatUsd(muralSetPrice - deposit)} upon completion</dd>
          </div>
          {sessionId && (
            <div>
              <dt>Session ID</dt>
              <dd>{sessionId}</dd>
            </div>
          )}
        </dl>
      </section>
      <Actions />
    </article>
  );
}

function Actions() {
  return (
    <div className={styles.actions}>
      <Link to={sitePaths.home} className="btn btn-primary">
        Back to Home
      </Link>
      <Link to={sitePaths.contact} className="btn btn-outline">
        Contact {siteConfig.artistName}
      </Link>
    </div>
  );
}
