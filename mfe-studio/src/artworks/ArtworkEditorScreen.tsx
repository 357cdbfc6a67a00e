import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import type { StudioArtwork } from 'shared-contracts/studio';
import { problemOf } from '../calls/studio-calls';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import { useStudioQuery } from '../frame/use-studio-query';
import { PrintOffersSection } from '../prints/PrintOffersSection';
import { ChangeList } from '../ui/ChangeList';
import { ConfirmAction } from '../ui/ConfirmAction';
import { ArtworkFormView } from './ArtworkForm';
import styles from './ArtworkEditor.module.css';

/** One piece, or a new one (`/studio/artworks/new`): its form, its prints, its history, and Delete. */
export default function ArtworkEditorScreen() {
  return (
    <StudioFrame>
      <ArtworkEditor />
    </StudioFrame>
  );
}

const newArtworkId = 'new';

function ArtworkEditor() {
  const { artworkId = newArtworkId } = useParams();
  const navigate = useNavigate();
  const { call } = useStudioSession();
  const isNew = artworkId === newArtworkId;
  // The piece as last saved here, shown without loading it again; `formKey` keeps the form that
  // saved a new piece in place (and her focus in it) when the piece moves to its own address.
  const [held, setHeld] = useState<{ artwork: StudioArtwork; formKey: string }>();
  const holding = held?.artwork.id === artworkId ? held : undefined;
  const formKey = holding?.formKey ?? artworkId;
  const loaded = useStudioQuery('studio-artwork', isNew || holding ? null : { id: artworkId });
  const history = useStudioQuery('studio-artwork-changes', isNew ? null : { artworkId });
  const [deleteProblem, setDeleteProblem] = useState<string>();

  const artwork = holding?.artwork ?? (loaded.state.status === 'loaded' ? loaded.state.data.artwork : undefined);

  const onSaved = (saved: StudioArtwork) => {
    setHeld({ artwork: saved, formKey });
    if (isNew) navigate(sitePaths.studioArtwork(saved.id), { replace: true });
    else history.retry();
  };

  const remove = async () => {
    setDeleteProblem(undefined);
    try {
      await call('studio-delete-artwork', { id: artworkId });
      navigate(sitePaths.studioArtworks);
    } catch (error) {
      setDeleteProblem(problemOf(error));
    }
  };

  const title = isNew ? 'New artwork' : (artwork?.title ?? 'Artwork');
  return (
    <section className={`container page ${styles.editor}`} aria-labelledby="artwork-editor-title">
      <p className={page.back}>
        <Link to={sitePaths.studioArtworks}>← All artworks</Link>
      </p>
      <h1 id="artwork-editor-title" className={page.longTitle}>
        {title}
      </h1>
      {!isNew && !artwork && <QueryStatus state={loaded.state} loading="Loading the piece…" retry={loaded.retry} />}
      {(isNew || artwork) && (
        <ArtworkFormView
          key={formKey}
          artwork={isNew ? undefined : artwork}
          justSaved={holding !== undefined}
          onSaved={onSaved}
        />
      )}
      {artwork && (
        <>
          <PrintOffersSection key={artwork.id} artwork={artwork} onSaved={history.retry} />
          <section className={styles.history} aria-labelledby="artwork-history-title">
            <h2 id="artwork-history-title">History</h2>
            {history.state.status === 'loading' && <p role="status">Loading its history…</p>}
            {history.state.status === 'failed' && <p role="alert">{history.state.message}</p>}
            {history.state.status === 'loaded' && (
              <ChangeList changes={history.state.data.changes} namePieces={false} />
            )}
          </section>
          <section className={styles.danger} aria-labelledby="artwork-delete-title">
            <h2 id="artwork-delete-title">Delete this piece</h2>
            <p>It leaves the studio and the site, with its photos. This cannot be undone.</p>
            <ConfirmAction
              label="Delete artwork"
              question={`Delete “${artwork.title}” for good?`}
              confirmLabel="Yes, delete it"
              onConfirm={remove}
            />
            {deleteProblem && (
              <p role="alert" className={styles.failure}>
                {deleteProblem}
              </p>
            )}
          </section>
        </>
      )}
    </section>
  );
}
