import type { MouseEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatUsd } from 'shared-contracts/pricing';
import { ephesians210, sitePaths } from 'shared-contracts/site-config';
import { contactLink } from '../contact/contact-link';
import { artworks, type Artwork } from './artworks';
import styles from './FineArtScreen.module.css';

export default function FineArtScreen() {
  const [params, setParams] = useSearchParams();
  const open = artworks.find((artwork) => artwork.slug === params.get('piece'));

  // The open piece is in the address, so a detail view can be linked to and shared. The page
  // stays where it is behind the details, so the "View Details" button that gets the focus
  // back when they close is where the visitor left it.
  const show = (artwork: Artwork | undefined) =>
    setParams(
      (current) => {
        if (artwork) current.set('piece', artwork.slug);
        else current.delete('piece');
        return current;
      },
      { replace: !artwork, preventScrollReset: true },
    );

  return (
    <section className="container page">
      <h1 className="page-title">Fine Art</h1>
      <p className="page-subtitle">
        Original artworks painted by hand in the studio: each one a prayer in colour, ready for a home of its own.
      </p>
      <ul className={`card-grid ${styles.grid}`}>
        {artworks.map((artwork) => (
          <li key={artwork.slug} className={`card ${styles.card}`}>
            <img src={artwork.image} alt={artwork.imageAlt} width={600} height={600} loading="lazy" />
            <div className={styles.body}>
              <h2>{artwork.title}</h2>
              <p>{artwork.description}</p>
              <p className={styles.price}>{formatUsd(artwork.price)}</p>
              <button type="button" className="btn btn-outline" onClick={() => show(artwork)}>
                View Details
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.closing}>Each piece tells a story of faith, hope, and artistic expression</p>
      <blockquote className="scripture">
        <p>&ldquo;{ephesians210.text}&rdquo;</p>
        <cite>{ephesians210.reference}</cite>
      </blockquote>
      {open && <ArtworkDetail artwork={open} onClose={() => show(undefined)} />}
    </section>
  );
}

/**
 * Shows the details as a modal dialog when they mount: the browser keeps focus inside, closes
 * them on Escape and, when they close (here, as they unmount), gives focus back to the opener.
 */
function showAsModal(dialog: HTMLDialogElement | null) {
  if (!dialog) return;
  dialog.showModal();
  return () => dialog.close();
}

/** A click on the dimmed backdrop reaches the dialog itself, at a point outside its box. */
function isBackdropClick(event: MouseEvent<HTMLDialogElement>) {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

function ArtworkDetail({ artwork, onClose }: { artwork: Artwork; onClose: () => void }) {
  return (
    // Escape closes the dialog itself; its close event takes the piece out of the address.
    <dialog
      ref={showAsModal}
      className={styles.details}
      aria-labelledby="artwork-title"
      onClose={onClose}
      onClick={(event) => {
        if (isBackdropClick(event)) onClose();
      }}
    >
      <button type="button" className={styles.close} onClick={onClose} aria-label="Close details">
        ×
      </button>
      <img src={artwork.image} alt={artwork.imageAlt} width={600} height={600} />
      <div className={styles.detailText}>
        <h2 id="artwork-title">{artwork.title}</h2>
        <p>{artwork.description}</p>
        <dl>
          <div>
            <dt>Medium</dt>
            <dd>{artwork.medium}</dd>
          </div>
          <div>
            <dt>Size</dt>
            <dd>{artwork.size}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>{formatUsd(artwork.price)}</dd>
          </div>
        </dl>
        <Link
          className="btn btn-primary"
          to={contactLink(
            'About My Art',
            `I'd love to know more about "${artwork.title}" (${formatUsd(artwork.price)}).`,
          )}
        >
          Ask About This Piece
        </Link>
        <p className={styles.note}>
          Looking for something made just for you? <Link to={sitePaths.customPaintings}>Commission a piece</Link>.
        </p>
      </div>
    </dialog>
  );
}
