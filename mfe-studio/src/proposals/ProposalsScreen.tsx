import { useState } from 'react';
import { Link } from 'react-router';
import { commissionKindLabels, projectStages } from 'shared-contracts/commissions';
import type { CommissionSummary } from 'shared-contracts/commissions-desk';
import { formatUsd } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import { deskExports } from 'shared-contracts/studio-desk';
import { PageHeading } from '../frame/PageHeading';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { CardLabel } from '../ui/CardLabel';
import { NewProposalForm } from './NewProposalForm';
import { PaymentRequestForm } from './PaymentRequestForm';
import { PaymentRequestList } from './PaymentRequests';
import { StageTag } from './StageTag';
import { useCommissions } from './use-commissions';
import styles from './ProposalsScreen.module.css';

/** Her proposals, the projects they became, and the payment requests of one-off jobs. */
export default function ProposalsScreen() {
  return (
    <StudioFrame>
      <Proposals />
    </StudioFrame>
  );
}

const isProject = (commission: CommissionSummary) => projectStages.some((stage) => stage === commission.stage);
const newestFirst = (a: CommissionSummary, b: CommissionSummary) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt);

function Proposals() {
  const commissions = useCommissions();
  const { state, retry } = commissions;
  const [creating, setCreating] = useState(false);
  const all = state.status === 'loaded' ? state.data.commissions.toSorted(newestFirst) : [];
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-proposals-title">
      <PageHeading id="studio-proposals-title" title="Proposals">
        <div className={page.buttons}>
          <button
            type="button"
            className="btn btn-primary"
            aria-expanded={creating}
            aria-controls={creating ? 'new-proposal' : undefined}
            onClick={() => setCreating(!creating)}
          >
            New proposal
          </button>
          <a href={deskExports.payments} download className="btn btn-outline">
            Export payments CSV
          </a>
        </div>
      </PageHeading>
      <p className={page.lead}>
        The proposals you write for a client, and the projects they become once accepted, with what has been paid.
      </p>
      {creating && <NewProposalForm create={commissions.create} />}
      <QueryStatus state={state} retry={retry} loading="Loading your proposals…" />
      {state.status === 'loaded' && (
        <>
          <CommissionTable
            title="Proposals"
            commissions={all.filter((commission) => !isProject(commission))}
            empty="No proposals waiting. Create one with New proposal."
          />
          <CommissionTable
            title="Projects"
            commissions={all.filter(isProject)}
            empty="No accepted proposal has become a project yet."
          />
          <section className={page.section} aria-labelledby="one-off-requests-title">
            <h2 id="one-off-requests-title">Payment requests</h2>
            <p className={page.lead}>
              For a one-off job, as a banner or a custom shirt order: the client is e-mailed a link to pay, and
              reminders before and after the due date.
            </p>
            {state.data.requests.length === 0 ? (
              <p className={page.note}>No payment requests for one-off jobs yet.</p>
            ) : (
              <PaymentRequestList requests={state.data.requests} withClient calls={commissions} />
            )}
            <PaymentRequestForm title="New payment request" requestPayment={commissions.requestPayment} />
          </section>
        </>
      )}
    </section>
  );
}

interface CommissionTableProps {
  title: string;
  commissions: readonly CommissionSummary[];
  empty: string;
}

/**
 * On a phone each commission is a card of its own; on a wider screen, a row of a table. The table's
 * caption is its title, so that the screen has one heading named Proposals.
 */
function CommissionTable({ title, commissions, empty }: CommissionTableProps) {
  if (commissions.length === 0) return <p className={`${page.section} ${page.note}`}>{empty}</p>;
  return (
    <div className={page.section}>
      <div className={styles.tableBox} role="region" aria-label={`Table of ${title.toLowerCase()}`} tabIndex={0}>
        <table className={styles.commissionsTable}>
          <caption className={styles.caption}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Client</th>
              <th scope="col">Kind</th>
              <th scope="col">Stage</th>
              <th scope="col" className={styles.amount}>
                Price
              </th>
              <th scope="col" className={styles.amount}>
                Paid
              </th>
            </tr>
          </thead>
          <tbody>
            {commissions.map((commission) => (
              <tr key={commission.id}>
                <th scope="row" className={styles.titleCell}>
                  <Link to={sitePaths.studioProposal(commission.id)}>{commission.title || 'New proposal'}</Link>
                </th>
                <td className={styles.clientCell}>
                  {commission.clientName}
                  <span className={styles.sub}>{commission.clientEmail}</span>
                </td>
                <td className={styles.kindCell}>{commissionKindLabels[commission.kind]}</td>
                <td className={styles.stageCell}>
                  <StageTag stage={commission.stage} />
                </td>
                <td className={`${styles.amount} ${styles.priceCell}`}>
                  <CardLabel>Price</CardLabel>
                  {commission.price === null ? 'Not set' : formatUsd(commission.price)}
                </td>
                <td className={`${styles.amount} ${styles.paidCell}`}>
                  <CardLabel>Paid</CardLabel>
                  {formatUsd(commission.paid)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
