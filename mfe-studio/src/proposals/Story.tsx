import type { StoryEntry } from 'shared-contracts/commissions';
import page from '../frame/StudioPage.module.css';
import { StudioPicture } from '../ui/StudioPicture';
import { formatWhen } from '../ui/when';
import styles from './ProposalScreen.module.css';

const oldestFirst = (a: StoryEntry, b: StoryEntry) => Date.parse(a.at) - Date.parse(b.at);

/** What happened, oldest first, as the client's page tells it too: each entry with its words and photos. */
export function Story({ story }: { story: readonly StoryEntry[] }) {
  return (
    <section className={page.section} aria-labelledby="story-title">
      <h2 id="story-title">The story</h2>
      {story.length === 0 ? (
        <p className={page.note}>Nothing has happened yet: the story starts when you send the proposal.</p>
      ) : (
        <ol className={styles.story} aria-labelledby="story-title">
          {story.toSorted(oldestFirst).map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <p className={page.note}>
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
                {entry.by === 'client' && ', from the client'}
              </p>
              <p className={styles.entryTitle}>{entry.title}</p>
              {entry.text && <p className={styles.text}>{entry.text}</p>}
              {entry.photos.length > 0 && (
                <ul className={styles.thumbs}>
                  {entry.photos.map((photo, index) => (
                    <li key={photo.photoId} className={styles.thumb}>
                      <StudioPicture picture={photo.picture} alt={`Photo ${index + 1}`} sizes="8rem" />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
