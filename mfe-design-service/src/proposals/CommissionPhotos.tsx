import { pictureElements } from 'shared-contracts/artworks';
import type { ProposalContent } from 'shared-contracts/commissions';
import styles from './ProposalDocument.module.css';

type CommissionPhoto = ProposalContent['sections'][number]['photos'][number];

/**
 * The photos of a proposal's section or of a post on a project: the best format the browser
 * takes, at the width it draws, without shifting the page.
 */
export function CommissionPhotos({ photos }: { photos: readonly CommissionPhoto[] }) {
  if (photos.length === 0) return null;
  const sizes =
    photos.length === 1
      ? '(min-width: 1000px) 900px, 100vw'
      : '(min-width: 1000px) 450px, (min-width: 640px) 50vw, 100vw';
  return (
    <ul className={photos.length === 1 ? styles.photo : styles.photos}>
      {photos.map(({ photoId, picture }) => {
        const { sources, img } = pictureElements(picture);
        return (
          <li key={photoId}>
            <picture>
              {sources.map((source) => (
                <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
              ))}
              <img {...img} sizes={sizes} loading="lazy" />
            </picture>
          </li>
        );
      })}
    </ul>
  );
}
