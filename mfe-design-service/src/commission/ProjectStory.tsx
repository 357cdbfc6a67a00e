import { commissionStageLabels, type CommissionView } from 'shared-contracts/commissions';
import { CommissionPhotos } from '../proposals/CommissionPhotos';
import { Paragraphs } from '../proposals/Paragraphs';
import { formatMoment } from '../readable-dates';
import { SketchAnswer } from './SketchAnswer';
import type { Acting } from './use-commission-action';
import layout from '../proposal-page.module.css';
import styles from './CommissionScreen.module.css';

/** Where the project stands, and everything that happened on it, oldest first. */
export function ProjectStory({ commission, acting }: { commission: CommissionView; acting: Acting | null }) {
  return (
    <section className={layout.section} aria-labelledby="story-title">
      <h2 id="story-title">Your project</h2>
      <p className={styles.stage}>{`Where it stands: ${commissionStageLabels[commission.stage]}`}</p>
      <ol className={styles.story}>
        {commission.story.map((entry) => (
          <li key={entry.id} className={styles.entry} data-by={entry.by}>
            <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
            <h3>{entry.title}</h3>
            <Paragraphs text={entry.text} />
            <CommissionPhotos photos={entry.photos} />
            {entry.kind === 'sketch' && (
              <SketchAnswer sketchId={entry.id} awaiting={commission.sketchToApprove === entry.id} acting={acting} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
