import { StudioFrame } from '../frame/StudioFrame';
import { useStudioQuery } from '../frame/use-studio-query';
import { ChangeList } from '../ui/ChangeList';
import styles from './ChangesScreen.module.css';

/** Every recorded change to her artworks: when, which piece, what changed. */
export default function ChangesScreen() {
  return (
    <StudioFrame>
      <Changes />
    </StudioFrame>
  );
}

function Changes() {
  const { state, retry } = useStudioQuery('studio-artwork-changes', {});
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-changes-title">
      <h1 id="studio-changes-title" className={styles.title}>
        Changes
      </h1>
      <p className={styles.lead}>Every change to your artworks, newest first.</p>
      {state.status === 'loading' && <p role="status">Loading the changes…</p>}
      {state.status === 'failed' && (
        <div role="alert" className={styles.problem}>
          <p>{state.message}</p>
          <button type="button" className="btn btn-outline" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'loaded' && <ChangeList changes={state.data.changes} namePieces />}
    </section>
  );
}
