import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { artworkStatusLabels, type ArtworkStatus } from 'shared-contracts/artworks';
import { formatUsd } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import type { StudioArtwork } from 'shared-contracts/studio';
import page from '../frame/StudioPage.module.css';
import { dropIndex, moveItem } from '../ui/reorder';
import { StatusTag, type StatusTone } from '../ui/StatusTag';
import { StudioPicture } from '../ui/StudioPicture';
import { useArtworkOrder } from './use-artwork-order';
import styles from './StudioScreen.module.css';

type Control = 'up' | 'down' | 'handle';

const artworkStatusTones: Record<ArtworkStatus, StatusTone> = {
  draft: 'plain',
  available: 'success',
  sold: 'accent',
  not_for_sale: 'plain',
};

/** Her pieces in the order visitors see them, each movable by its handle, its buttons or the arrow keys. */
export function ArtworkList({ initial }: { initial: readonly StudioArtwork[] }) {
  const { artworks, move, problem, announcement } = useArtworkOrder(initial);
  const [drag, setDrag] = useState<{ id: string; from: number; to: number }>();
  const rows = useRef(new Map<string, HTMLLIElement>());
  // The control she used keeps the focus when its row moves (the other button, once at an end).
  const focusAfterMove = useRef<{ id: string; control: Control }>(undefined);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { id, control } = focusAfterMove.current;
    focusAfterMove.current = undefined;
    const wanted = document.getElementById(`artwork-${control}-${id}`) as HTMLButtonElement | null;
    const other =
      control === 'handle' ? null : document.getElementById(`artwork-${control === 'up' ? 'down' : 'up'}-${id}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  });

  // While she drags, the rows show where the piece would land.
  const shown = drag ? moveItem(artworks, drag.from, drag.to) : artworks;

  const moveBy = (index: number, to: number, control: Control) => {
    focusAfterMove.current = { id: artworks[index]!.id, control };
    move(index, to);
  };

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: artworks.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    moveBy(index, to, 'handle');
  };

  const startDrag = (event: PointerEvent<HTMLButtonElement>, id: string, index: number) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ id, from: index, to: index });
  };

  const followDrag = (event: PointerEvent) => {
    if (!drag) return;
    const middles = shown
      .filter((artwork) => artwork.id !== drag.id)
      .map((artwork) => rows.current.get(artwork.id)?.getBoundingClientRect())
      .map((box) => (box ? box.top + box.height / 2 : 0));
    const to = dropIndex(middles, event.clientY);
    if (to !== drag.to) setDrag({ ...drag, to });
  };

  const endDrag = () => {
    if (drag && drag.to !== drag.from) moveBy(drag.from, drag.to, 'handle');
    setDrag(undefined);
  };

  return (
    <>
      {problem && (
        <p className={page.problem} role="alert">
          {problem}
        </p>
      )}
      <p id="artwork-order-hint" className="field-hint">
        Drag a piece by its handle, press its handle and use the arrow keys, or use Move up and Move down.
      </p>
      <ol className={styles.list} aria-label="Artworks in their order on the site">
        {shown.map((artwork, index) => {
          const photo = artwork.photos[0];
          return (
            <li
              key={artwork.id}
              ref={(row) => {
                if (row) rows.current.set(artwork.id, row);
                else rows.current.delete(artwork.id);
              }}
              className={drag?.id === artwork.id ? `${styles.row} ${styles.dragging}` : styles.row}
            >
              <button
                id={`artwork-handle-${artwork.id}`}
                type="button"
                className={styles.handle}
                aria-label={`Reorder “${artwork.title}”, position ${index + 1} of ${shown.length}`}
                aria-describedby="artwork-order-hint"
                onKeyDown={(event) => onHandleKey(event, index)}
                onPointerDown={(event) => startDrag(event, artwork.id, index)}
                onPointerMove={followDrag}
                onPointerUp={endDrag}
                onPointerCancel={() => setDrag(undefined)}
              >
                <svg viewBox="0 0 16 24" width="16" height="24" aria-hidden="true" focusable="false">
                  {[4, 12].flatMap((x) =>
                    [5, 12, 19].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" fill="currentColor" />),
                  )}
                </svg>
              </button>
              <div className={styles.thumb}>
                {photo ? (
                  <StudioPicture picture={photo.picture} alt="" sizes="5rem" className={styles.thumbImage} />
                ) : (
                  <span className={styles.noPhoto}>No photo</span>
                )}
              </div>
              <div className={styles.info}>
                <Link to={sitePaths.studioArtwork(artwork.id)} className={styles.pieceTitle}>
                  {artwork.title}
                </Link>
                <span className={styles.details}>
                  <StatusTag label={artworkStatusLabels[artwork.status]} tone={artworkStatusTones[artwork.status]} />
                  <span>{formatUsd(artwork.price)}</span>
                </span>
              </div>
              <div className={styles.moves}>
                <button
                  aria-label={`Move up: ${artwork.title}`}
                  id={`artwork-up-${artwork.id}`}
                  type="button"
                  className="btn btn-ghost"
                  disabled={index === 0}
                  onClick={() => moveBy(index, index - 1, 'up')}
                >
                  Move up
                </button>
                <button
                  aria-label={`Move down: ${artwork.title}`}
                  id={`artwork-down-${artwork.id}`}
                  type="button"
                  className="btn btn-ghost"
                  disabled={index === shown.length - 1}
                  onClick={() => moveBy(index, index + 1, 'down')}
                >
                  Move down
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
