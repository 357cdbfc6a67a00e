import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioQuery } from '../frame/use-studio-query';
import { ChangeList } from '../ui/ChangeList';
import styles from './ChangesScreen.module.css';
import { SiteChanges } from './SiteChanges';

/** Every recorded change to her artworks, then to her site's words and prices: when, to what, what changed. */
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
      <p className={page.lead}>Every change to your artworks, then to your site’s words and prices, newest first.</p>
      <QueryStatus state={state} retry={retry} loading="Loading the changes…" />
      {state.status === 'loaded' && <ChangeList changes={state.data.changes} namePieces />}
      <SiteWordsChanges />
    </section>
  );
}

function SiteWordsChanges() {
  const { state, retry } = useStudioQuery('studio-site-text', {});
  return (
    <section className={page.section} aria-labelledby="studio-site-changes-title">
      <h2 id="studio-site-changes-title">Your site’s words and prices</h2>
      <QueryStatus state={state} retry={retry} loading="Loading the site’s changes…" />
      {state.status === 'loaded' && <SiteChanges versions={state.data.versions} />}
    </section>
  );
}
