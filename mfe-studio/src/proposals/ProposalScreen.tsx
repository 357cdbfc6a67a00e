import { Link, useParams } from 'react-router';
import { commissionKindLabels } from 'shared-contracts/commissions';
import type { DeskCommission } from 'shared-contracts/commissions-desk';
import { formatUsd } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import { DetailHeading } from '../frame/DetailHeading';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { LinkToCopy } from '../ui/LinkToCopy';
import { ExampleToggle } from './ExampleToggle';
import { PastCommissionForm } from './PastCommissionForm';
import { PaymentRequestForm } from './PaymentRequestForm';
import { PaymentRequestList } from './PaymentRequests';
import { PostToClientForm } from './PostToClientForm';
import { ProposalEditor } from './ProposalEditor';
import { ProposalVersions } from './ProposalVersions';
import { StageMoves } from './StageMoves';
import { StageTag } from './StageTag';
import { Story } from './Story';
import { useCommission, type CommissionCalls } from './use-commissions';
import styles from './ProposalScreen.module.css';

/**
 * One commission: the proposal she writes, previews and sends, its versions, and once accepted the
 * project she moves along its stages, posts to, and asks payments for; when done, her past work.
 */
export default function ProposalScreen() {
  return (
    <StudioFrame>
      <Proposal />
    </StudioFrame>
  );
}

function Proposal() {
  const { commissionId = '' } = useParams();
  const calls = useCommission(commissionId);
  const { state, retry } = calls;
  const commission = state.status === 'loaded' ? state.data.commission : undefined;
  const latest = commission?.versions.at(-1);
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-proposal-title">
      <DetailHeading
        back={{ to: sitePaths.studioProposals, label: 'All proposals' }}
        id="studio-proposal-title"
        title={latest?.title || 'New proposal'}
      />
      <QueryStatus state={state} loading="Loading the proposal…" retry={retry} />
      {commission && (
        <>
          <CommissionHeader commission={commission} />
          {commission.actions.edit && latest && (
            <ProposalEditor key={commission.id} commission={commission} latest={latest} calls={calls} />
          )}
          <ProposalVersions versions={commission.versions} />
          {commission.actions.moveTo.length > 0 && <StageMoves commission={commission} move={calls.move} />}
          {commission.actions.post && <PostToClientForm commission={commission} post={calls.post} />}
          <Story story={commission.story} />
          <Payments commission={commission} calls={calls} />
          {commission.versions.some((version) => version.sentAt) && (
            <ExampleToggle shown={commission.publicExample} setExample={calls.setExample} />
          )}
          {commission.stage === 'done' && (
            <PastCommissionForm commission={commission} proposalTitle={latest?.title ?? ''} showPast={calls.showPast} />
          )}
        </>
      )}
    </section>
  );
}

/** The client, where the commission stands, what it costs and what was paid, and the client's private page. */
function CommissionHeader({ commission }: { commission: DeskCommission }) {
  return (
    <div className={styles.header}>
      <address className={styles.client}>
        <span className={styles.clientName}>{commission.clientName}</span>
        <a href={`mailto:${commission.clientEmail}`}>{commission.clientEmail}</a>
      </address>
      <div className={styles.standing}>
        <p className={styles.kindAndStage}>
          <span>{commissionKindLabels[commission.kind]}</span> <StageTag stage={commission.stage} />
        </p>
        <p className={page.note}>
          {commission.price === null ? 'No price yet' : `Price ${formatUsd(commission.price)}`}, paid{' '}
          {formatUsd(commission.paid)}
        </p>
        {commission.tracking && (
          <p className={page.note}>
            Shipped with {commission.tracking.carrier}, tracking number {commission.tracking.number}
          </p>
        )}
        {commission.fromMessageId && (
          <p className={page.note}>
            <Link to={sitePaths.studioMessage(commission.fromMessageId)}>The message it answers</Link>
          </p>
        )}
      </div>
      <div className={styles.wideInHeader}>
        <LinkToCopy label="The client’s page" link={commission.privateLink} />
        <p className={page.note}>
          Private to the client: anyone with this link sees the proposal, the story and the payments.
        </p>
      </div>
    </div>
  );
}

/** The project's payment requests, with every payment on each, and a new request while she may ask one. */
function Payments({ commission, calls }: { commission: DeskCommission; calls: CommissionCalls }) {
  return (
    <section className={page.section} aria-labelledby="commission-payments-title">
      <h2 id="commission-payments-title">Payments</h2>
      {commission.requests.length === 0 ? (
        <p className={page.note}>No payment requests yet.</p>
      ) : (
        <PaymentRequestList requests={commission.requests} calls={calls} />
      )}
      {commission.actions.requestPayment && (
        <PaymentRequestForm
          title="Request a payment"
          commissionId={commission.id}
          requestPayment={calls.requestPayment}
        />
      )}
    </section>
  );
}
