import { Link } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import { QueryStatus } from '../frame/QueryStatus';
import { PageHeading } from '../frame/PageHeading';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioQuery } from '../frame/use-studio-query';
import { ArtworkList } from './ArtworkList';
import styles from './StudioScreen.module.css';

/** Her artworks in the order visitors see them, and Add artwork. */
export default function StudioScreen() {
  return (
    <StudioFrame>
      <Artworks />
    </StudioFrame>
  );
}

function Artworks() {
  const { state, retry } = useStudioQuery('studio-artworks', {});
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-artworks-title">
      <PageHeading id="studio-artworks-title" title="Artworks">
        <Link to={sitePaths.studioNewArtwork} className="btn btn-primary">
          Add artwork
        </Link>
      </PageHeading>
      <QueryStatus state={state} retry={retry} loading="Loading your artworks…" />
      {state.status === 'loaded' &&
        (state.data.artworks.length === 0 ? (
          <p className={page.lead}>No artworks yet. Add your first piece, and it will be listed here.</p>
        ) : (
          <ArtworkList initial={state.data.artworks} />
        ))}
    </section>
  );
}
