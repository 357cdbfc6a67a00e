import { Link, useParams } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import { useLoaded } from 'shared-contracts/page-data';
import { loadProposalExample, useServedProposalExample } from './proposal-examples-api';
import { ProposalDocument } from './ProposalDocument';
import layout from '../proposal-page.module.css';
import styles from './ProposalExampleScreen.module.css';

/** A proposal she shows as an example of her work: /proposal/examples/{id}. */
export default function ProposalExampleScreen() {
  const { exampleId = '' } = useParams();
  const { state, tryAgain } = useLoaded(loadProposalExample, exampleId, useServedProposalExample(exampleId));

  return (
    <article className={`container page ${layout.page}`}>
      <p className={styles.back}>
        <Link to={sitePaths.proposals}>← All proposals</Link>
      </p>
      {state.status === 'loading' && (
        <p className={styles.status} role="status">
          Loading the proposal…
        </p>
      )}
      {state.status === 'failed' && state.notFound && (
        <div className={styles.status}>
          <h1 className="page-title">This proposal is not shown any more</h1>
          <p>
            <Link to={sitePaths.proposals}>See the proposals on show</Link>
          </p>
        </div>
      )}
      {state.status === 'failed' && !state.notFound && (
        <div className={styles.status} role="alert">
          <p>The proposal could not be loaded. Please try again.</p>
          <button type="button" className="btn btn-outline" onClick={tryAgain}>
            Try Again
          </button>
        </div>
      )}
      {state.status === 'loaded' && <ProposalDocument proposal={state.value} />}
      <div className={styles.custom}>
        <p>Would you like a proposal of your own?</p>
        <Link to={sitePaths.contact} className="btn btn-primary">
          Request Custom Proposal
        </Link>
      </div>
    </article>
  );
}
