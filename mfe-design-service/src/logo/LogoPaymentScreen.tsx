import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { logoPackageFrom } from 'shared-contracts/design-service';
import { logoTerms } from 'shared-contracts/shop-terms';
import { publish } from 'shared-contracts/events';
import { formatUsd } from 'shared-contracts/pricing';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { ClientDetails } from '../payments/ClientDetails';
import { PaymentReceived } from '../payments/PaymentReceived';
import { useHostedPayment } from '../payments/hosted-payment';
import { packageDetails } from './logo-terms';
import layout from '../proposal-page.module.css';
import styles from './LogoProposal.module.css';

export default function LogoPaymentScreen() {
  const [params] = useSearchParams();
  const pack = packageDetails[logoPackageFrom(params.get('package'))];
  const { price, client, setClient, processing, pay, paid } = useHostedPayment(pack.projectType);
  const [agreementAccepted, setAgreementAccepted] = useState(false);

  const proceed = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreementAccepted) {
      publish('toast:show', {
        title: 'Agreement Required',
        description: 'Please accept the agreement terms to proceed',
        tone: 'error',
      });
      return;
    }
    await pay();
  };

  return (
    <article className={`container page ${layout.page}`}>
      <h1 className="page-title">Project Agreement &amp; Payment</h1>
      <p className="page-subtitle">
        Review the agreement, tell us who you are, and pay securely to reserve your place in the design queue.
      </p>

      <section className={`${layout.section} ${styles.summary}`} aria-labelledby="package-title">
        <div>
          <h2 id="package-title">{pack.projectType}</h2>
          <p>{pack.includes.join(' • ')}</p>
        </div>
        <p className={styles.price}>{formatUsd(price)}</p>
      </section>

      {paid ? (
        <section className={layout.section} aria-labelledby="paid-title">
          <h2 id="paid-title">Payment received</h2>
          <PaymentReceived paid={paid} confirmationPath={sitePaths.logoThankYou}>
            <Link
              to={`${sitePaths.logoOnboarding}?session_id=${encodeURIComponent(paid.sessionId)}`}
              className="btn btn-primary"
            >
              Start Your Project Onboarding
            </Link>
          </PaymentReceived>
        </section>
      ) : (
        <form className={layout.section} onSubmit={proceed} noValidate aria-labelledby="agreement-title">
          <h2 id="agreement-title">Project agreement</h2>
          <div className={styles.agreement} tabIndex={0} aria-label="Agreement text">
            <p>
              This agreement is between {siteConfig.businessName} (&ldquo;the Designer&rdquo;) and the client named
              below for the {pack.projectType}.
            </p>
            <h3>Scope</h3>
            <p>The Designer will deliver: {pack.includes.join('; ')}.</p>
            <h3>Timeline</h3>
            <p>
              Work begins within {logoTerms.startsWithin} of payment and takes about {logoTerms.timeline}: concepts in{' '}
              {logoTerms.conceptsWithin}, revisions {logoTerms.revisionsWithin}, final delivery{' '}
              {logoTerms.deliveryWithin}. The timeline depends on feedback within {logoTerms.feedbackWithin} at each
              step.
            </p>
            <h3>Payment</h3>
            <p>
              The full price of {formatUsd(price)} is paid today through a secure payment page. Once the first concepts
              have been delivered the payment is not refundable.
            </p>
            <h3>Ownership</h3>
            <p>
              On final delivery the client owns the final design and may use it without limit. The Designer may show the
              work in a portfolio unless asked not to.
            </p>
          </div>

          <h3>Your details</h3>
          <ClientDetails idPrefix="client" value={client} onChange={setClient} />
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={agreementAccepted}
              onChange={(event) => setAgreementAccepted(event.target.checked)}
            />
            I have read and accept the project agreement
          </label>
          <button type="submit" className="btn btn-primary" disabled={!agreementAccepted || processing}>
            {processing ? 'Processing...' : `Proceed to Secure Payment • ${formatUsd(price)}`}
          </button>
          <p className={styles.note}>
            The secure payment page opens in a new tab. <Link to={sitePaths.logoProposal}>Back to the proposal</Link>
          </p>
        </form>
      )}
    </article>
  );
}
