import { Link, useSearchParams } from 'react-router';
import { linkedPayments } from 'shared-contracts/design-service';
import { formatUsd, type SitePrices } from 'shared-contracts/pricing';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { useSitePrices } from 'shared-contracts/site-words';
import { muralPrice } from '../mural/mural-price';
import { useVerification } from '../payments/use-verification';
import { usePageTitle } from '../use-page-title';
import styles from '../logo/ThankYou.module.css';

interface Confirmation {
  subtitle: string;
  nextSteps: string[];
  details: { label: string; value: string }[];
}

/**
 * What the page says of each payment it confirms: a mural's deposit or balance, or a painting's
 * deposit. What is paid is the server's word; the mural's split and its balance still due are
 * her prices, as the page was served with them.
 */
function confirmationOf(projectType: string, amountPaid: number, prices: SitePrices): Confirmation {
  const paid = `${formatUsd(amountPaid)} paid`;
  const mural = muralPrice(prices);
  switch (projectType) {
    case linkedPayments.muralBalance:
      return {
        subtitle: 'Your final payment has been processed successfully.',
        nextSteps: [`Thank you! The mural is paid in full, and ${siteConfig.artistName} will be in touch.`],
        details: [
          { label: `Deposit (${mural.depositShare})`, value: 'paid earlier' },
          { label: `Final payment (${mural.balanceShare})`, value: paid },
        ],
      };
    case linkedPayments.commissionDeposit:
      return {
        subtitle: 'Your deposit has been processed successfully.',
        nextSteps: [
          `${siteConfig.artistName} will contact you within 24 hours to plan your painting.`,
          'The painting begins, and the rest of the price is due on completion.',
        ],
        details: [{ label: 'Deposit', value: paid }],
      };
    default:
      return {
        subtitle: 'Your deposit has been processed successfully.',
        nextSteps: [
          `${siteConfig.artistName} will contact you within 24 hours to schedule a first visit.`,
          'Together we plan and confirm the drawing and the colours.',
          'Mural creation begins!',
        ],
        details: [
          { label: `Deposit (${mural.depositShare})`, value: paid },
          { label: `Final payment (${mural.balanceShare})`, value: `${formatUsd(mural.balance)} upon completion` },
        ],
      };
  }
}

/** The confirmation of a payment made on the hosted payment page: a mural's deposit, or a payment link's. */
export default function DepositSuccessScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const verification = useVerification(sessionId);
  const prices = useSitePrices();
  const failed = verification.state === 'error' || verification.state === 'unknown';
  usePageTitle(
    verification.state === 'verified' ? 'Payment Successful' : failed ? 'Payment Error' : 'Confirming Payment',
  );

  if (verification.state !== 'verified') {
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

  const confirmation = confirmationOf(verification.projectType, verification.amountPaid, prices);
  return (
    <article className={`container page ${styles.page}`}>
      <div className={styles.header}>
        <h1 className="page-title">Payment Successful!</h1>
        <p className="page-subtitle">{confirmation.subtitle}</p>
      </div>
      <section className={styles.card} aria-labelledby="next-title">
        <h2 id="next-title">Next steps</h2>
        <ol className={styles.steps}>
          {confirmation.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className={styles.card} aria-labelledby="details-title">
        <h2 id="details-title">Payment details</h2>
        <dl className={styles.details}>
          {confirmation.details.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
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
