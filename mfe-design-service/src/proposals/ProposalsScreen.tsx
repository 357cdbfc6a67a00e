import { Link } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import { useLoaded } from 'shared-contracts/page-data';
import { loadProposalExamples, useServedProposalExamples } from './proposal-examples-api';
import { exampleProposal, proposals } from './proposals';
import styles from './ProposalsScreen.module.css';

export default function ProposalsScreen() {
  const { state } = useLoaded(loadProposalExamples, '', useServedProposalExamples());
  // The examples follow the spec's two proposals; until they come, or if they cannot, those two stand alone.
  const examples = state.status === 'loaded' ? state.value.map(exampleProposal) : [];

  return (
    <section className="container page">
      <h1 className="page-title">Project Proposals</h1>
      <p className="page-subtitle">Proposals prepared for clients: review the details, then accept and get started.</p>
      <ul className={`card-grid ${styles.cards}`}>
        {[...proposals, ...examples].map((proposal) => (
          <li key={proposal.id} className={`card ${styles.card}`}>
            <div className={styles.header}>
              <p className={styles.type}>{proposal.type}</p>
              <span className={`${styles.badge} ${proposal.status === 'Active' ? styles.active : styles.inactive}`}>
                {proposal.status}
              </span>
            </div>
            <h2>{proposal.title}</h2>
            <p>{proposal.description}</p>
            <Link to={proposal.route} className="btn btn-primary">
              View Proposal
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.custom}>
        <p>Have a project in mind?</p>
        <Link to={sitePaths.contact} className="btn btn-outline">
          Request Custom Proposal
        </Link>
      </div>
      <blockquote className="scripture">
        <p>
          &ldquo;For I know the plans I have for you,&rdquo; declares the Lord, &ldquo;plans to prosper you and not to
          harm you, plans to give you hope and a future.&rdquo;
        </p>
        <cite>Jeremiah 29:11</cite>
      </blockquote>
    </section>
  );
}
