import { commissionKindLabels, type ProposalContent } from 'shared-contracts/commissions';
import { formatUsd } from 'shared-contracts/pricing';
import { formatDay } from '../readable-dates';
import { CommissionPhotos } from './CommissionPhotos';
import { Paragraphs } from './Paragraphs';
import layout from '../proposal-page.module.css';
import styles from './ProposalDocument.module.css';

/**
 * A proposal she wrote, as a client or a visitor reads it: its sections, the price and the
 * terms. One addressed to a client names them and the last day it may be accepted; an
 * example does neither.
 */
export function ProposalDocument({ proposal, addressedTo }: { proposal: ProposalContent; addressedTo?: string }) {
  return (
    <>
      <header className={layout.header}>
        <p className={layout.eyebrow}>{commissionKindLabels[proposal.kind]} proposal</p>
        <h1 className="page-title">{proposal.title}</h1>
        {addressedTo !== undefined && <p className="page-subtitle">{`Prepared for ${addressedTo}`}</p>}
      </header>

      {proposal.sections.map((section, index) => (
        <section
          key={index}
          className={layout.section}
          aria-labelledby={section.heading ? `proposal-section-${index}` : undefined}
        >
          {section.heading && <h2 id={`proposal-section-${index}`}>{section.heading}</h2>}
          <Paragraphs text={section.text} />
          <CommissionPhotos photos={section.photos} />
        </section>
      ))}

      <section className={`${layout.section} ${layout.pricing}`} aria-labelledby="proposal-pricing">
        <h2 id="proposal-pricing">Project pricing</h2>
        <dl className={layout.prices}>
          <div>
            <dt>Price</dt>
            <dd>{formatUsd(proposal.price)}</dd>
          </div>
          <div>
            <dt>Deposit</dt>
            <dd>{formatUsd(proposal.deposit)}</dd>
          </div>
        </dl>
        {proposal.terms.trim() && (
          <>
            <h3>Terms</h3>
            <Paragraphs text={proposal.terms} />
          </>
        )}
        {addressedTo !== undefined && (
          <p className={styles.validity}>{`Valid until ${formatDay(proposal.validUntil)}`}</p>
        )}
      </section>
    </>
  );
}
