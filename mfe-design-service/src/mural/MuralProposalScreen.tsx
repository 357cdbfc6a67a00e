import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useTakenOver } from 'shared-contracts/page-data';
import { formatUsd } from 'shared-contracts/pricing';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { useSitePrices } from 'shared-contracts/site-words';
import { ClientDetails } from '../payments/ClientDetails';
import { PaymentReceived } from '../payments/PaymentReceived';
import { useHostedPayment } from '../payments/hosted-payment';
import { FloorPlan } from './FloorPlan';
import { buttonPrice, muralPrice } from './mural-price';
import { WallMockup } from './WallMockup';
import layout from '../proposal-page.module.css';
import styles from './MuralProposalScreen.module.css';

export default function MuralProposalScreen() {
  const { price: deposit, client, setClient, processing, pay, paid } = useHostedPayment('Play Harbor Mural Deposit');
  const { total, balance, depositShare, balanceShare } = muralPrice(useSitePrices());
  const takenOver = useTakenOver();

  const accept = (event: FormEvent) => {
    event.preventDefault();
    void pay();
  };

  return (
    <article className={`container page ${layout.page}`}>
      <header className={layout.header}>
        <p className={layout.eyebrow}>Mural proposal</p>
        <h1 className="page-title">Play Harbor Mural Proposal</h1>
        <p className="page-subtitle">
          A &lsquo;color flow&rsquo; wave-pattern room wrap, prepared by {siteConfig.artistName} for Play Harbor.
        </p>
      </header>

      <section className={layout.section} aria-labelledby="space-title">
        <h2 id="space-title">The space</h2>
        <p>
          The room is 19 ft long and 11 ft wide, with a 9 ft ceiling. The window sits on the north wall and the door on
          the south wall; the pattern wraps around both.
        </p>
        <div className={`${styles.figure} ${styles.plan}`}>
          <FloorPlan />
        </div>
      </section>

      <section className={layout.section} aria-labelledby="mockup-heading">
        <h2 id="mockup-heading">Colour mock-up</h2>
        <p>All four walls, unfolded: the waves run without a break from one wall into the next.</p>
        <div className={styles.figure}>
          <WallMockup />
        </div>
      </section>

      <section className={layout.section} aria-labelledby="design-title">
        <h2 id="design-title">The design</h2>
        <p>
          Play Harbor hosts parties, classes and events, so the room should feel joyful and calm at the same time. A
          &lsquo;color flow&rsquo; pattern of layered waves runs across all the walls, carrying the eye around the room
          and tying the space together without crowding it.
        </p>
        <p>
          This is a quick mock-up to show the idea: the colours can be tweaked to match your furniture, your brand or
          your favourite palette before any paint goes on the wall.
        </p>
      </section>

      <section className={`${layout.section} ${layout.pricing}`} aria-labelledby="pricing-title">
        <h2 id="pricing-title">Project pricing</h2>
        <dl className={layout.prices}>
          <div>
            <dt>Full room wrap, all materials included</dt>
            <dd>{formatUsd(total)}</dd>
          </div>
          <div>
            <dt>Deposit to start ({depositShare})</dt>
            <dd>{formatUsd(deposit)}</dd>
          </div>
          <div>
            <dt>Balance on completion ({balanceShare})</dt>
            <dd>{formatUsd(balance)}</dd>
          </div>
        </dl>
        {paid ? (
          <div>
            <h3>Deposit received</h3>
            <PaymentReceived paid={paid} confirmationPath={sitePaths.paymentSuccess} />
          </div>
        ) : (
          <form onSubmit={accept} noValidate aria-labelledby="accept-title">
            <h3 id="accept-title">Accept the proposal</h3>
            <p>Your details, for the receipt and so {siteConfig.artistName} can schedule the first visit.</p>
            <ClientDetails idPrefix="mural" value={client} onChange={setClient} />
            <div className={styles.actions}>
              <button type="submit" className="btn btn-primary" disabled={processing || !takenOver}>
                {processing ? 'Opening payment...' : `Accept Proposal - Pay ${buttonPrice(deposit)} Deposit`}
              </button>
              <Link to={sitePaths.contact} className="btn btn-outline">
                Discuss Modifications
              </Link>
            </div>
          </form>
        )}
        <p className={styles.note}>{depositShare} deposit required to start • Remaining balance due upon completion</p>
      </section>
    </article>
  );
}
