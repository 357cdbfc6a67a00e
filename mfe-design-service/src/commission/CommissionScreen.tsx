import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { commissionNotFoundMessage, type CommissionView, type Proposal } from 'shared-contracts/commissions';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { useVerification } from '../payments/use-verification';
import { ProposalDocument } from '../proposals/ProposalDocument';
import { formatDay, formatMoment } from '../readable-dates';
import { AcceptProposalForm } from './AcceptProposalForm';
import { AskForChanges } from './AskForChanges';
import { PaymentRequests } from './PaymentRequests';
import { PaymentReturn } from './PaymentReturn';
import { ProjectStory } from './ProjectStory';
import { Testimonial } from './Testimonial';
import { commissionSource, useCommission } from './use-commission';
import type { Acting } from './use-commission-action';
import layout from '../proposal-page.module.css';
import styles from './CommissionScreen.module.css';

/**
 * The client's private page, /commission#key={key}: the proposal they were sent, their answer
 * to it, the payments and the story of their project. With `?preview={id}` it is her preview of
 * that page, in which nothing can be done.
 */
export default function CommissionScreen() {
  const { search, hash } = useLocation();
  const source = commissionSource(search, hash);
  const preview = source?.kind === 'preview';
  const verification = useVerification(preview ? null : new URLSearchParams(search).get('session_id'));
  const { page, retry, show } = useCommission(source, verification.state === 'verified');
  const acting: Acting | null = source?.kind === 'client' ? { key: source.key, onAnswer: show } : null;

  return (
    <article className={`container page ${layout.page}`}>
      {preview && <p className={styles.preview}>Preview: this is what your client will see</p>}
      <PaymentReturn verification={verification} />
      {page.status === 'loading' && (
        <p className={styles.message} role="status">
          Loading your page...
        </p>
      )}
      {page.status === 'not-found' && (
        <PageMessage>
          <p>{commissionNotFoundMessage}</p>
          <ContactLink />
        </PageMessage>
      )}
      {page.status === 'signed-out' && (
        <PageMessage>
          <p>Please sign in to the studio to preview this page.</p>
          <Link to={sitePaths.studio} className="btn btn-primary">
            Sign in to the studio
          </Link>
        </PageMessage>
      )}
      {page.status === 'failed' && (
        <PageMessage>
          <p role="alert">We could not load your page. Please check your connection and try again.</p>
          <button type="button" className="btn btn-primary" onClick={retry}>
            Try again
          </button>
        </PageMessage>
      )}
      {page.status === 'ready' && <Commission commission={page.commission} acting={acting} preview={preview} />}
    </article>
  );
}

function PageMessage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.message}>
      <h1 className="page-title">Your Commission</h1>
      {children}
    </div>
  );
}

function ContactLink() {
  return (
    <Link to={sitePaths.contact} className="btn btn-primary">
      Contact {siteConfig.artistName}
    </Link>
  );
}

function Commission({
  commission,
  acting,
  preview,
}: {
  commission: CommissionView;
  acting: Acting | null;
  preview: boolean;
}) {
  const { proposal } = commission;
  return (
    <>
      {proposal ? (
        <>
          <ProposalDocument proposal={proposal} addressedTo={commission.clientName} />
          <ProposalAnswer commission={commission} proposal={proposal} acting={acting} />
        </>
      ) : (
        <header className={layout.header}>
          <h1 className="page-title">Your Commission</h1>
          <p className="page-subtitle">{`Prepared for ${commission.clientName}`}</p>
          <p>The proposal will appear here once it is sent.</p>
        </header>
      )}
      {commission.payments.length > 0 && <PaymentRequests payments={commission.payments} preview={preview} />}
      {commission.story.length > 0 && <ProjectStory commission={commission} acting={acting} />}
      <Testimonial testimonial={commission.testimonial} offered={commission.actions.giveTestimonial} acting={acting} />
    </>
  );
}

/** The client's answer to the proposal: given, no longer possible, or still to give. */
function ProposalAnswer({
  commission,
  proposal,
  acting,
}: {
  commission: CommissionView;
  proposal: Proposal;
  acting: Acting | null;
}) {
  if (proposal.acceptedBy !== null && proposal.acceptedAt !== null) {
    return (
      <p className={`${styles.notice} ${styles.received}`}>
        {`Accepted by ${proposal.acceptedBy} on ${formatMoment(proposal.acceptedAt)}`}
      </p>
    );
  }
  if (commission.expired) {
    return (
      <div className={`${layout.section} ${styles.expired}`}>
        <p>{`This proposal expired on ${formatDay(proposal.validUntil)}.`}</p>
        <ContactLink />
      </div>
    );
  }
  return (
    <>
      {commission.actions.accept && <AcceptProposalForm proposal={proposal} acting={acting} />}
      <AskForChanges proposal={proposal} offered={commission.actions.askForChanges} acting={acting} />
    </>
  );
}
