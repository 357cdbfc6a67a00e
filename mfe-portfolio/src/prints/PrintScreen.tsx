import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { printLineId } from 'shared-contracts/cart';
import { publish } from 'shared-contracts/events';
import { formatUsd } from 'shared-contracts/pricing';
import type { PrintChoice, PrintPage } from 'shared-contracts/prints';
import { ephesians210, sitePaths } from 'shared-contracts/site-config';
import { titledIn } from 'shared-contracts/site-manifest';
import { findPrintProduct } from 'shared-contracts/print-products';
import { offeredProducts } from 'shared-contracts/prints';
import { cheapestChoice, chooseProduct, chooseSize, mockupAlt, offeredSizes } from './print-choices';
import { loadPrint, useServedPrint } from './prints-api';
import { useLoaded } from 'shared-contracts/page-data';
import { useTakenOver } from 'shared-contracts/page-data';
import styles from './PrintScreen.module.css';
import { LoadFailed, Loading } from '../loading/LoadStatus';

/** One artwork's prints on a page of their own: a product and a size to choose, and the cart. */
export default function PrintScreen() {
  const { slug = '' } = useParams();
  const { state, tryAgain } = useLoaded(loadPrint, slug, useServedPrint(slug));
  const print = state.status === 'loaded' ? state.value : null;

  useEffect(() => {
    if (print) document.title = titledIn('Prints', print.title);
  }, [print]);

  return (
    <section className="container page">
      <p className={styles.back}>
        <Link to={sitePaths.prints}>← All prints</Link>
      </p>
      {state.status === 'loading' && <Loading what="print" />}
      {state.status === 'failed' && state.notFound && (
        <>
          <h1 className="page-title">This print is not offered</h1>
          <p>
            The piece may not be available as a print (yet). <Link to={sitePaths.prints}>See the prints on offer</Link>.
          </p>
        </>
      )}
      {state.status === 'failed' && !state.notFound && <LoadFailed what="print" onTryAgain={tryAgain} />}
      {print && <PrintChooser key={print.slug} print={print} />}
      <blockquote className="scripture">
        <p>&ldquo;{ephesians210.text}&rdquo;</p>
        <cite>{ephesians210.reference}</cite>
      </blockquote>
    </section>
  );
}

/** Asks the shop, over the event bus, to put one of the chosen print in the cart; the shop re-prices it at the checkout. */
function addToCart(print: PrintPage, choice: PrintChoice) {
  publish('portfolio:art-add-requested', {
    line: {
      kind: 'print',
      id: printLineId(print.slug, choice.product, choice.size),
      artworkSlug: print.slug,
      product: choice.product,
      size: choice.size,
      label: choice.label,
      name: print.title,
      imageUrl: choice.mockup.url,
      price: choice.price.toFixed(2),
      currency: 'USD',
      quantity: 1,
    },
  });
}

function PrintChooser({ print }: { print: PrintPage }) {
  const [chosen, setChosen] = useState(() => cheapestChoice(print.choices));
  const group = useId();
  const takenOver = useTakenOver();
  return (
    <article className={styles.print}>
      <img
        className={styles.mockup}
        src={chosen.mockup.url}
        width={chosen.mockup.width}
        height={chosen.mockup.height}
        alt={mockupAlt(print.title, chosen)}
        fetchPriority="high"
      />
      <div className={styles.details}>
        <h1 className="page-title">{print.title}</h1>
        <p className={styles.price} aria-live="polite">
          {formatUsd(chosen.price)}
        </p>
        <p className={styles.description}>
          {chosen.label}: a print of “{print.title}”. {findPrintProduct(chosen.product).description}
        </p>
        <fieldset className={styles.options} disabled={!takenOver}>
          <legend>Product</legend>
          {offeredProducts(print.choices).map((product) => (
            <label key={product.key} className={styles.option}>
              <input
                type="radio"
                name={`${group}-product`}
                value={product.key}
                checked={chosen.product === product.key}
                onChange={() => setChosen(chooseProduct(print.choices, chosen, product.key))}
              />
              {product.name}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.options} disabled={!takenOver}>
          <legend>Size</legend>
          {offeredSizes(print.choices, chosen.product).map((size) => (
            <label key={size.key} className={styles.option}>
              <input
                type="radio"
                name={`${group}-size`}
                value={size.key}
                checked={chosen.size === size.key}
                onChange={() => setChosen(chooseSize(print.choices, chosen, size.key))}
              />
              {size.label}
            </label>
          ))}
        </fieldset>
        <p className={styles.made}>Printed to order for you and shipped to your door.</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => addToCart(print, chosen)}
          disabled={!takenOver}
        >
          Add to Cart
        </button>
        {print.aboutOriginal && (
          <section className={styles.original} aria-labelledby={`${group}-original`}>
            <h2 id={`${group}-original`}>About the original</h2>
            <p>{print.aboutOriginal}</p>
          </section>
        )}
      </div>
    </article>
  );
}
