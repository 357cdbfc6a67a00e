import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
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
      <h1 id="studio-changes-title" className={page.title}>
        Changes
      </h1>
      <p className={page.lead}>Every change to your artworks, newest first.</p>
      <QueryStatus state={state} retry={retry} loading="Loading the changes…" />
      {state.status === 'loaded' && <ChangeList changes={state.data.changes} namePieces />}
    </section>
  );
}
