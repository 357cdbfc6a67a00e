import { Link, useSearchParams } from 'react-router';
import { logoTerms } from 'shared-contracts/shop-terms';
import { formatUsd } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import { useVerification } from '../payments/use-verification';
import { usePageTitle } from '../use-page-title';
import { packageDetails, packagePaidFor } from './logo-terms';
import styles from './ThankYou.module.css';

const headlines = {
  verifying: {
    title: 'Confirming Payment...',
    text: 'Please wait while we verify your payment',
    tab: 'Confirming Payment',
  },
  verified: { title: 'Thank You!', text: 'Your payment has been received and confirmed', tab: 'Thank You' },
  unknown: {
    title: 'Payment Status Unknown',
    text: 'Please contact us if you have questions about your payment',
    tab: 'Payment Status Unknown',
  },
};

export default function LogoThankYouScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const verification = useVerification(sessionId);
  const headline =
    verification.state === 'error'
      ? { title: 'Payment Error', text: verification.message, tab: 'Payment Error' }
      : headlines[verification.state];
  usePageTitle(headline.tab);
  const paidFor = verification.state === 'verified' ? packagePaidFor(verification.projectType) : undefined;

  return (
    <article className={`container page ${styles.page}`}>
      <div className={styles.header} role={verification.state === 'error' ? 'alert' : 'status'}>
        <h1 className="page-title">{headline.title}</h1>
        <p className="page-subtitle">{headline.text}</p>
      </div>

      {verification.state === 'verified' && sessionId && (
        <section className={styles.card} aria-labelledby="confirmed-title">
          <h2 id="confirmed-title">
            Project Confirmed: {paidFor ? packageDetails[paidFor].confirmedAs : verification.projectType}
          </h2>
          <p>Your project joins the design queue and begins within {logoTerms.startsWithin}.</p>
          <dl className={styles.details}>
            <div>
              <dt>Transaction ID</dt>
              <dd>{sessionId}</dd>
            </div>
            <div>
              <dt>Amount paid</dt>
              <dd>{formatUsd(verification.amountPaid)}</dd>
            </div>
          </dl>
          {paidFor && (
            <Link
              to={`${sitePaths.logoOnboarding}?session_id=${encodeURIComponent(sessionId)}`}
              className="btn btn-primary"
            >
              Start Your Project Onboarding
            </Link>
          )}
        </section>
      )}

      <section className={styles.card} aria-labelledby="next-title">
        <h2 id="next-title">What Happens Next?</h2>
        <ol className={styles.steps}>
          {packageDetails[paidFor ?? 'logo'].nextSteps.map((step) => (
            <li key={step.name}>
              <strong>{step.name}</strong>
              {step.rest}
            </li>
          ))}
        </ol>
        <div className={styles.timeline}>
          <h3>Project timeline</h3>
          <dl>
            <div>
              <dt>Concept development</dt>
              <dd>{logoTerms.conceptsWithin}</dd>
            </div>
            <div>
              <dt>Revision rounds</dt>
              <dd>{logoTerms.revisionsWithin}</dd>
            </div>
            <div>
              <dt>Final delivery</dt>
              <dd>{logoTerms.deliveryWithin}</dd>
            </div>
            <div className={styles.total}>
              <dt>Total</dt>
              <dd>{logoTerms.timeline}</dd>
            </div>
          </dl>
        </div>
      </section>

      <div className={styles.actions}>
        <Link to={sitePaths.contactAlias} className="btn btn-outline">
          Contact Us
        </Link>
        <Link to={sitePaths.home} className="btn btn-primary">
          Return to Homepage
        </Link>
      </div>
    </article>
  );
}
