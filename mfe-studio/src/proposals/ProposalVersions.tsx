import { commissionKindLabels, type Proposal } from 'shared-contracts/commissions';
import { formatUsd } from 'shared-contracts/pricing';
import page from '../frame/StudioPage.module.css';
import { StudioPicture } from '../ui/StudioPicture';
import { formatCalendarDay, formatWhen } from '../ui/when';
import styles from './ProposalScreen.module.css';

const When = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatWhen(iso)}</time>;

/** Every version of the proposal, when each was sent and accepted, and the accepted one as the client signed it. */
export function ProposalVersions({ versions }: { versions: readonly Proposal[] }) {
  const accepted = versions.find((version) => version.acceptedAt);
  return (
    <section className={page.section} aria-labelledby="proposal-versions-title">
      <h2 id="proposal-versions-title">Versions</h2>
      <ol className={styles.versions} aria-labelledby="proposal-versions-title">
        {versions.map((version) => (
          <li key={version.version} className={styles.version}>
            <span className={styles.versionName}>Version {version.version}</span>
            <span>
              {version.sentAt ? (
                <>
                  Sent <When iso={version.sentAt} />
                </>
              ) : (
                'Not sent'
              )}
            </span>
            {version.acceptedAt && (
              <span>
                Accepted <When iso={version.acceptedAt} />
              </span>
            )}
            {version.acceptedBy && <span>Accepted by {version.acceptedBy}</span>}
          </li>
        ))}
      </ol>
      {accepted && <AcceptedProposal proposal={accepted} />}
    </section>
  );
}

/** Paragraphs as the client's page shows them: split on blank lines. */
const paragraphsOf = (text: string) => text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());

/** The accepted version as the client read and signed it; it never changes. */
function AcceptedProposal({ proposal }: { proposal: Proposal }) {
  const rule = proposal.depositRule;
  return (
    <article className={styles.accepted} aria-labelledby="accepted-proposal-title">
      <h3 id="accepted-proposal-title">
        Accepted: {proposal.title} <span className={page.note}>(version {proposal.version})</span>
      </h3>
      <p className={page.note}>{commissionKindLabels[proposal.kind]}</p>
      {proposal.sections.map((section, index) => (
        <div key={index} className={styles.acceptedSection}>
          {section.heading && <h4>{section.heading}</h4>}
          {paragraphsOf(section.text).map((paragraph, number) => (
            <p key={number} className={styles.text}>
              {paragraph}
            </p>
          ))}
          {section.photos.length > 0 && (
            <ul className={styles.thumbs}>
              {section.photos.map((photo) => (
                <li key={photo.photoId} className={styles.thumb}>
                  <StudioPicture picture={photo.picture} sizes="8rem" />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      <dl className={page.answers}>
        <div>
          <dt>Price</dt>
          <dd>{formatUsd(proposal.price)}</dd>
        </div>
        <div>
          <dt>Deposit</dt>
          <dd>
            {formatUsd(proposal.deposit)}
            {rule.kind === 'percent' && ` (${rule.value}% of the price)`}
          </dd>
        </div>
        <div>
          <dt>Terms</dt>
          <dd>{proposal.terms}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>{formatCalendarDay(proposal.validUntil)}</dd>
        </div>
      </dl>
    </article>
  );
}
