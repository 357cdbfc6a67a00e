import { Link } from 'react-router';
import { formatUsd } from 'shared-contracts/pricing';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { servicePrices } from 'shared-contracts/design-service';
import { logoTerms } from 'shared-contracts/shop-terms';
import { priceText, useSitePrices } from 'shared-contracts/site-words';
import { packageDetails } from './logo-terms';
import layout from '../proposal-page.module.css';
import styles from './LogoProposal.module.css';

const paymentLink = (pack: 'logo' | 'complete') => `${sitePaths.logoPayment}?package=${pack}`;

/** The logo and book-cover proposal, at the prices the page was served with. */
export default function LogoProposalScreen() {
  const prices = useSitePrices();
  const packagePrices = servicePrices(prices);
  return (
    <article className={`container page ${layout.page}`}>
      <header className={layout.header}>
        <p className={layout.eyebrow}>Design proposal for DYDD</p>
        <h1 className="page-title">Divine Design Logo &amp; Book Cover Proposal</h1>
        <p className="page-subtitle">
          A logo that carries your mission, and a book cover that invites readers in, designed by{' '}
          {siteConfig.artistName}.
        </p>
      </header>

      <section className={layout.section} aria-labelledby="logo-project">
        <h2 id="logo-project">The logo project</h2>
        <p>
          We start from your story: who you serve, what you believe and how you want people to feel. From there I design{' '}
          {logoTerms.logoConcepts}, and we refine your favourite through {logoTerms.revisionRounds} until it is
          unmistakably yours.
        </p>
        <ul className={styles.terms}>
          <li>
            <strong>Timeline:</strong> {logoTerms.timeline}
          </li>
          <li>
            <strong>Design time:</strong> {logoTerms.logoHours}
          </li>
          <li>
            <strong>Concepts:</strong> {logoTerms.logoConcepts}
          </li>
          <li>
            <strong>Revisions:</strong> {logoTerms.revisionRounds}
          </li>
        </ul>
      </section>

      <section className={layout.section} aria-labelledby="philosophy">
        <h2 id="philosophy">Design philosophy</h2>
        <p>
          A good logo is simple enough to remember, honest about who you are and flexible enough to live everywhere: on
          a website, a business card, a t-shirt or a sign. I design with prayer and purpose, choosing every line and
          colour to point back to your calling.
        </p>
      </section>

      <section className={layout.section} aria-labelledby="cover-project">
        <h2 id="cover-project">The book cover project</h2>
        <p>
          Your book deserves a cover that stops a reader mid-scroll. I design {logoTerms.coverDesigns} at{' '}
          {logoTerms.coverSize}, ready for print, with {logoTerms.revisionRounds} to get it just right: about{' '}
          {logoTerms.coverHours} of design. On its own, the cover is {priceText(prices.bookCoverCents)}.
        </p>
      </section>

      <section className={layout.section} aria-labelledby="packages">
        <h2 id="packages">The complete package</h2>
        <p>Choose the logo alone, or the logo and the book cover together.</p>
        <div className={styles.packages}>
          {(['logo', 'complete'] as const).map((pack) => {
            const details = packageDetails[pack];
            return (
              <div key={pack} className={styles.package}>
                <h3>{details.title}</h3>
                <p className={styles.price}>{formatUsd(packagePrices[details.projectType])}</p>
                <ul>
                  {details.includes.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <Link to={paymentLink(pack)} className="btn btn-primary">
                  Choose {pack === 'logo' ? 'Logo Package' : 'Complete Package'}
                </Link>
              </div>
            );
          })}
        </div>
        <p className={styles.note}>
          Work begins within {logoTerms.startsWithin} of payment. Concepts in {logoTerms.conceptsWithin}, revisions{' '}
          {logoTerms.revisionsWithin}, final delivery {logoTerms.deliveryWithin}.
        </p>
      </section>
    </article>
  );
}
