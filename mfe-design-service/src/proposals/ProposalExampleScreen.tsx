import { Link, useParams } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import { usePageCall } from '../use-page-call';
import { loadProposalExample, useServedProposalExample } from './proposal-examples-api';
import { ProposalDocument } from './ProposalDocument';
import layout from '../proposal-page.module.css';
import styles from './ProposalExampleScreen.module.css';

/** A proposal she shows as an example of her work: /proposal/examples/{id}. */
export default function ProposalExampleScreen() {
  const { exampleId = '' } = useParams();
  const { call, tryAgain } = usePageCall(useServedProposalExample(exampleId), loadProposalExample, exampleId);

  return (
    <article className={`container page ${layout.page}`}>
      <p className={styles.back}>
        <Link to={sitePaths.proposals}>← All proposals</Link>
      </p>
      {call.status === 'loading' && (
        <p className={styles.status} role="status">
          Loading the proposal…
        </p>
      )}
      {call.status === 'not-found' && (
        <div className={styles.status}>
          <h1 className="page-title">This proposal is not shown any more</h1>
          <p>
            <Link to={sitePaths.proposals}>See the proposals on show</Link>
          </p>
        </div>
      )}
      {call.status === 'failed' && (
        <div className={styles.status} role="alert">
          <p>The proposal could not be loaded. Please try again.</p>
          <button type="button" className="btn btn-outline" onClick={tryAgain}>
            Try Again
          </button>
        </div>
      )}
      {call.status === 'answered' && <ProposalDocument proposal={call.answer} />}
      <div className={styles.custom}>
        <p>Would you like a proposal of your own?</p>
        <Link to={sitePaths.contact} className="btn btn-primary">
          Request Custom Proposal
        </Link>
      </div>
    </article>
  );
}
