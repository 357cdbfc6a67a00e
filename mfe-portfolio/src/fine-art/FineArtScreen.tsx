import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PublicArtwork } from 'shared-contracts/artworks';
import { formatUsd } from 'shared-contracts/pricing';
import { ephesians210, sitePaths } from 'shared-contracts/site-config';
import { ArtPicture } from '../pictures/ArtPicture';
import { loadArtworks } from './artworks-api';
import { StatusMark } from './StatusMark';
import styles from './FineArtScreen.module.css';
import { LoadFailed, Loading } from '../loading/LoadStatus';

type GalleryState = { status: 'loading' } | { status: 'loaded'; artworks: PublicArtwork[] } | { status: 'failed' };

export default function FineArtScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<GalleryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadArtworks().then(
      (artworks) => current && setState({ status: 'loaded', artworks }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // Links to a piece's details from before each piece had its own page.
  const piece = params.get('piece');
  useEffect(() => {
    if (piece) void navigate(sitePaths.artwork(piece), { replace: true });
  }, [piece, navigate]);

  const tryAgain = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  return (
    <section className="container page">
      <h1 className="page-title">Fine Art</h1>
      <p className="page-subtitle">
        Original artworks painted by hand in the studio: each one a prayer in colour, ready for a home of its own.
      </p>
      {state.status === 'loading' && <Loading what="gallery" className={styles.status} />}
      {state.status === 'failed' && <LoadFailed what="gallery" onTryAgain={tryAgain} className={styles.status} />}
      {state.status === 'loaded' && (
        <ul className={`card-grid ${styles.grid}`}>
          {state.artworks.map((artwork) => (
            <li key={artwork.slug} className={`card ${styles.card}`}>
              <div className={styles.frame}>
                {artwork.photos[0] && (
                  <ArtPicture
                    picture={artwork.photos[0]}
                    sizes="(min-width: 1200px) 360px, (min-width: 900px) 33vw, (min-width: 640px) 50vw, 100vw"
                  />
                )}
                <StatusMark status={artwork.status} className={styles.mark} />
              </div>
              <div className={styles.body}>
                <h2 id={`artwork-${artwork.slug}`}>{artwork.title}</h2>
                <p>{artwork.description}</p>
                <p className={styles.price}>{formatUsd(artwork.price)}</p>
                <Link
                  to={sitePaths.artwork(artwork.slug)}
                  className="btn btn-outline"
                  aria-describedby={`artwork-${artwork.slug}`}
                >
                  View Details
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.closing}>Each piece tells a story of faith, hope, and artistic expression</p>
      <blockquote className="scripture">
        <p>&ldquo;{ephesians210.text}&rdquo;</p>
        <cite>{ephesians210.reference}</cite>
      </blockquote>
    </section>
  );
}
