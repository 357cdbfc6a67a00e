import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { formatArtworkSize, pictureElements, type PublicArtwork } from 'shared-contracts/artworks';
import { originalLineId } from 'shared-contracts/cart';
import { publish } from 'shared-contracts/events';
import { signUpReceivedMessage, watchReceivedMessage } from 'shared-contracts/mailing-list';
import { formatUsd } from 'shared-contracts/pricing';
import { ephesians210, sitePaths } from 'shared-contracts/site-config';
import { titledIn } from 'shared-contracts/site-manifest';
import { contactLink } from '../contact/contact-link';
import { ListRequestForm } from '../list/ListRequestForm';
import { ArtPicture } from '../pictures/ArtPicture';
import { loadArtwork, useServedArtwork, type ShownArtwork } from './artworks-api';
import { StatusMark } from './StatusMark';
import styles from './ArtworkScreen.module.css';
import { LoadFailed, Loading } from '../loading/LoadStatus';
import { useLoaded } from 'shared-contracts/page-data';
import { useTakenOver } from 'shared-contracts/page-data';

/** One piece on a page of its own: every photo of it, and what a buyer wants to know. */
export default function ArtworkScreen() {
  const { slug = '' } = useParams();
  const { state, tryAgain } = useLoaded(loadArtwork, slug, useServedArtwork(slug));
  const artwork = state.status === 'loaded' ? state.value.artwork : null;

  useEffect(() => {
    if (artwork) document.title = titledIn('Fine Art', artwork.title);
  }, [artwork]);

  return (
    <section className="container page">
      <p className={styles.back}>
        <Link to={sitePaths.fineArt}>← All fine art</Link>
      </p>
      {state.status === 'loading' && <Loading what="piece" />}
      {state.status === 'failed' && state.notFound && (
        <>
          <h1 className="page-title">This piece is not in the gallery</h1>
          <p>
            It may have found its home already. <Link to={sitePaths.fineArt}>See the pieces on show</Link>.
          </p>
        </>
      )}
      {state.status === 'failed' && !state.notFound && <LoadFailed what="piece" onTryAgain={tryAgain} />}
      {state.status === 'loaded' && <Piece {...state.value} />}
      <blockquote className="scripture">
        <p>&ldquo;{ephesians210.text}&rdquo;</p>
        <cite>{ephesians210.reference}</cite>
      </blockquote>
    </section>
  );
}

/** Asks the shop, over the event bus, to put the piece in the cart; the shop re-prices it at the checkout. */
function addToCart(artwork: PublicArtwork) {
  const photo = artwork.photos[0];
  publish('portfolio:art-add-requested', {
    line: {
      kind: 'original',
      id: originalLineId(artwork.slug),
      artworkSlug: artwork.slug,
      name: artwork.title,
      imageUrl: photo ? pictureElements(photo).img.src : '',
      price: artwork.price.toFixed(2),
      shipping: artwork.shippingPrice.toFixed(2),
      currency: 'USD',
      quantity: 1,
    },
  });
}

/** The way to the piece's prints, from their lowest price, when she offers any. */
function PrintsOfIt({ slug, from, lead }: { slug: string; from: number; lead?: string }) {
  return (
    <p className={styles.prints}>
      {lead && `${lead} `}
      <Link to={sitePaths.print(slug)}>Prints are available, from {formatUsd(from)}</Link>.
    </p>
  );
}

function Piece({ artwork, printsFrom }: ShownArtwork) {
  const sold = artwork.status === 'sold';
  const takenOver = useTakenOver();
  return (
    <article className={styles.piece}>
      <div className={styles.photos}>
        {artwork.photos.map((photo, index) => (
          <ArtPicture
            key={`${index}-${photo.formats[0]?.files[0]?.url}`}
            picture={photo}
            sizes="(min-width: 900px) 55vw, 100vw"
            className={styles.photo}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
          />
        ))}
      </div>
      <div className={styles.details}>
        <h1 className="page-title">{artwork.title}</h1>
        <StatusMark status={artwork.status} className={styles.mark} />
        <p className={styles.price}>{formatUsd(artwork.price)}</p>
        {artwork.description && <p className={styles.description}>{artwork.description}</p>}
        <dl className={styles.facts}>
          {artwork.medium && (
            <div>
              <dt>Medium</dt>
              <dd>{artwork.medium}</dd>
            </div>
          )}
          <div>
            <dt>Size</dt>
            <dd>{formatArtworkSize(artwork.size)}</dd>
          </div>
          {artwork.year !== null && (
            <div>
              <dt>Year</dt>
              <dd>{artwork.year}</dd>
            </div>
          )}
          <div>
            <dt>Framed</dt>
            <dd>{artwork.framed ? 'Yes' : 'No'}</dd>
          </div>
        </dl>
        {sold && printsFrom !== null && (
          <PrintsOfIt slug={artwork.slug} from={printsFrom} lead="This piece has found its home." />
        )}
        {sold && (
          <p>
            {printsFrom === null && 'This piece has found its home. '}
            <Link to={sitePaths.customPaintings}>Commission a piece</Link> of your own.
          </p>
        )}
        {sold && (
          <ListRequestForm
            functionName="list-sign-up"
            about={{ source: 'sold-piece', slug: artwork.slug }}
            idPrefix="new-work"
            action="Tell me about new work"
            received={signUpReceivedMessage}
          />
        )}
        {artwork.status === 'reserved' && (
          <>
            <p>A buyer is paying for this piece now. If their payment does not go through, it will be here again.</p>
            <ListRequestForm
              functionName="list-watch-piece"
              about={{ slug: artwork.slug }}
              idPrefix="available-again"
              action="Tell me if it becomes available again"
              received={watchReceivedMessage}
            />
          </>
        )}
        {artwork.status === 'available' && (
          <>
            <p className={styles.shipping}>
              {artwork.shippingPrice === 0
                ? 'Packed and shipped by the artist, free.'
                : `Packed and shipped by the artist: ${formatUsd(artwork.shippingPrice)}.`}
            </p>
            <button type="button" className="btn btn-primary" onClick={() => addToCart(artwork)} disabled={!takenOver}>
              Add to Cart
            </button>
          </>
        )}
        {artwork.status === 'available' && (
          <Link
            className="btn btn-outline"
            to={contactLink(
              'About My Art',
              `I'd love to know more about "${artwork.title}" (${formatUsd(artwork.price)}).`,
            )}
          >
            Ask About This Piece
          </Link>
        )}
        {!sold && printsFrom !== null && <PrintsOfIt slug={artwork.slug} from={printsFrom} />}
      </div>
    </article>
  );
}
