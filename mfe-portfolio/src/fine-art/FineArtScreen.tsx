import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatUsd } from 'shared-contracts/pricing';
import { ephesians210, sitePaths } from 'shared-contracts/site-config';
import { contactLink } from '../contact/contact-link';
import { artworks, type Artwork } from './artworks';
import styles from './FineArtScreen.module.css';

export default function FineArtScreen() {
  const [params, setParams] = useSearchParams();
  const open = artworks.find((artwork) => artwork.slug === params.get('piece'));

  // The open piece is in the address, so a detail view can be linked to and shared.
  const show = (artwork: Artwork | undefined) =>
    setParams(
      (current) => {
        if (artwork) current.set('piece', artwork.slug);
        else current.delete('piece');
        return current;
      },
      { replace: !artwork },
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

function ArtworkDetail({ artwork, onClose }: { artwork: Artwork; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  // The screen hands a new onClose on each render; the latest is kept here so that opening
  // (focus to the close button, Escape to close) happens once, not on every render.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="artwork-title"
        onClick={(event) => event.stopPropagation()}
      >
        <button ref={closeButton} type="button" className={styles.close} onClick={onClose} aria-label="Close details">
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
      </div>
    </div>
  );
}
