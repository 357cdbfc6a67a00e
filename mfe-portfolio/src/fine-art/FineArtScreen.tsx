import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatUsd } from 'shared-contracts/pricing';
import { ephesians210, sitePaths } from 'shared-contracts/site-config';
import { ArtPicture } from '../pictures/ArtPicture';
import { loadArtworks, useServedArtworks } from './artworks-api';
import { StatusMark } from './StatusMark';
import styles from './FineArtScreen.module.css';
import { LoadFailed, Loading } from '../loading/LoadStatus';
import { useLoaded } from 'shared-contracts/page-data';

export default function FineArtScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { state, tryAgain } = useLoaded(loadArtworks, '', useServedArtworks());

  // Links to a piece's details from before each piece had its own page.
  const piece = params.get('piece');
  useEffect(() => {
    if (piece) void navigate(sitePaths.artwork(piece), { replace: true });
  }, [piece, navigate]);

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
          {state.value.map((artwork) => (
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
                  className={`btn btn-outline ${styles.details}`}
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
