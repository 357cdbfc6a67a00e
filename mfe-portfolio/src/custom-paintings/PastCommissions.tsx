import { commissionKindLabels, type PastCommission } from 'shared-contracts/commissions';
import { Loading } from '../loading/LoadStatus';
import { useLoaded } from 'shared-contracts/page-data';
import { ArtPicture } from '../pictures/ArtPicture';
import commission1 from '../images/commission-1.svg';
import commission2 from '../images/commission-2.svg';
import commission3 from '../images/commission-3.svg';
import { loadPastCommissions, useServedPastCommissions } from './past-commissions-api';
import styles from './CustomPaintingsScreen.module.css';

/** The spec's three tiles, shown until she shows commissions of her own. */
const placeholders = [
  { title: 'Family portrait', text: 'Three generations on one canvas, for a 50th anniversary.', image: commission1 },
  { title: 'Church banner', text: 'An Easter banner for a sanctuary, 4 × 8 ft.', image: commission2 },
  { title: 'Nursery mural', text: 'Rolling hills and a sunrise over a crib.', image: commission3 },
];

/** Her finished commissions, or the spec's placeholders while she shows none (or they cannot be loaded). */
export function PastCommissions({ labelledBy }: { labelledBy: string }) {
  const { state } = useLoaded(loadPastCommissions, '', useServedPastCommissions());

  if (state.status === 'loading') return <Loading what="past commissions" className={styles.status} />;
  const shown = state.status === 'loaded' ? state.value : [];
  return (
    <ul className={`card-grid ${styles.tiles}`} aria-labelledby={labelledBy}>
      {shown.length > 0
        ? shown.map((commission) => <PastCommissionTile key={commission.id} commission={commission} />)
        : placeholders.map((piece) => (
            <li key={piece.title} className={`card ${styles.tile}`}>
              <img src={piece.image} alt="" width={600} height={600} loading="lazy" />
              <h3>{piece.title}</h3>
              <p>{piece.text}</p>
            </li>
          ))}
    </ul>
  );
}

function PastCommissionTile({ commission }: { commission: PastCommission }) {
  const [first, ...more] = commission.photos;
  return (
    <li className={`card ${styles.tile}`}>
      {first && (
        <ArtPicture
          picture={first.picture}
          sizes="(min-width: 1200px) 360px, (min-width: 900px) 33vw, (min-width: 640px) 50vw, 100vw"
        />
      )}
      <p className={styles.kind}>{commissionKindLabels[commission.kind]}</p>
      <h3>{commission.title}</h3>
      {commission.testimonial && (
        <blockquote className={styles.testimonial}>
          <p>{commission.testimonial.text}</p>
          <footer>{commission.testimonial.name}</footer>
        </blockquote>
      )}
      {more.length > 0 && (
        <ul className={styles.morePhotos}>
          {more.map((photo) => (
            <li key={photo.photoId}>
              <ArtPicture picture={photo.picture} sizes="4.5rem" />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
