import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { isEmbroidered, productAt, type Product, type Variant } from 'shared-contracts/catalog';
import { publish } from 'shared-contracts/events';
import { useTakenOver } from 'shared-contracts/page-data';
import { formatUsd } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import { titled } from 'shared-contracts/site-manifest';
import { useSitePrices } from 'shared-contracts/site-words';
import { useCartStore } from '../cart/cart-store';
import { loadInventory, loadProducts, useServedCatalogue } from '../catalog/products-api';
import { publishProductData } from './product-structured-data';
import { distinct, galleryImages, selectColor, selectImage, selectSize, variantImage } from './variant-selection';
import styles from './ProductDetailScreen.module.css';
import { shopShippingTerms } from '../checkout/shipping-terms';

type DetailState =
  { status: 'loading' } | { status: 'failed' } | { status: 'missing' } | { status: 'ready'; product: Product };

export default function ProductDetailScreen() {
  const { productId } = useParams();
  const served = useServedCatalogue(productId);
  const [state, setState] = useState<DetailState>(() => {
    if (!served.products) return { status: 'loading' };
    const product = productAt(served.products, productId);
    return product ? { status: 'ready', product } : { status: 'missing' };
  });
  const [servedStock] = useState(served.stock);
  const cameWithCatalogue = useRef(state.status !== 'loading');

  useEffect(() => {
    // A page rendered on the server came with the catalogue; another product's page asks.
    if (cameWithCatalogue.current) {
      cameWithCatalogue.current = false;
      return;
    }
    let current = true;
    loadProducts()
      .then((products) => {
        const product = productAt(products, productId);
        if (current) setState(product ? { status: 'ready', product } : { status: 'missing' });
      })
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [productId]);

  switch (state.status) {
    case 'loading':
      return (
        <section className={`container page ${styles.status}`} role="status">
          <p>Loading product details....</p>
        </section>
      );
    case 'failed':
      return (
        <section className={`container page ${styles.status}`}>
          <h1 className="page-title">Something went wrong</h1>
          <p role="alert">Failed to load product details.</p>
          <Link to={sitePaths.merch} className="btn btn-primary">
            Back to Merch
          </Link>
        </section>
      );
    case 'missing':
      return (
        <section className={`container page ${styles.status}`}>
          <h1 className="page-title">Product Not Found</h1>
          <p>Product not found.</p>
          <Link to={sitePaths.merch} className="btn btn-primary">
            Back to Merch
          </Link>
        </section>
      );
    case 'ready':
      return <ProductView key={state.product.id} product={state.product} servedStock={servedStock} />;
  }
}

function ProductView({ product, servedStock }: { product: Product; servedStock: Map<number, boolean> }) {
  const [params, setParams] = useSearchParams();
  const [inventory, setInventory] = useState<Map<number, boolean>>(servedStock);
  const takenOver = useTakenOver();
  const prices = useSitePrices();
  const variants = product.sync_variants;
  const requested = Number(params.get('variant'));
  const selected: Variant | undefined = variants.find((variant) => variant.id === requested) ?? variants[0];

  useEffect(() => {
    document.title = titled(product.name);
  }, [product.name]);

  useEffect(() => {
    loadInventory(variants.map((variant) => variant.id))
      .then(setInventory)
      .catch((error: unknown) => console.error('Inventory check failed; showing every size as available.', error));
  }, [variants]);

  const image = selected ? (variantImage(product, selected) ?? product.thumbnail ?? undefined) : undefined;
  const inStock = selected ? inventory.get(selected.id) !== false : false;

  useEffect(
    () => (selected ? publishProductData(product, selected, image, inStock) : undefined),
    [product, selected, image, inStock],
  );

  if (!selected) {
    return (
      <section className={`container page ${styles.status}`}>
        <h1 className="page-title">{product.name}</h1>
        <p>This product has no sizes or colours to choose from yet.</p>
      </section>
    );
  }

  // The chosen variant lives in the URL, so a link or a reload keeps it.
  const choose = (variant: Variant) => {
    setParams(
      (current) => {
        current.set('variant', String(variant.id));
        return current;
      },
      { replace: true },
    );
  };

  const gallery = galleryImages(product);
  const sizes = distinct(variants.map((variant) => variant.size));
  const colors = distinct(variants.map((variant) => variant.color));
  const addToCart = () => {
    useCartStore.getState().addItem({
      productId: product.id,
      variantId: selected.id,
      name: product.name,
      imageUrl: image ?? '',
      price: selected.retail_price,
      currency: selected.currency,
      size: selected.size,
      color: selected.color,
    });
    publish('toast:show', {
      title: 'Added to cart!',
      description: [product.name, selected.size, selected.color].filter(Boolean).join(', '),
      tone: 'success',
    });
    useCartStore.getState().openCart();
  };

  return (
    <section className={`container page ${styles.layout}`}>
      <div className={styles.gallery}>
        <div className={styles.mainImage}>
          {image && <img src={image} alt={`${product.name}, ${selected.color ?? ''}`} width={640} height={640} />}
        </div>
        {gallery.length > 1 && (
          <ul className={styles.thumbnails} aria-label="Pictures">
            {gallery.map((entry) => (
              <li key={entry.url}>
                <button
                  type="button"
                  className={styles.thumbnail}
                  aria-pressed={entry.url === image}
                  aria-label={`Show ${entry.variant.color ?? entry.variant.name}`}
                  onClick={() => choose(selectImage(product, selected, entry))}
                  disabled={!takenOver}
                >
                  <img src={entry.url} alt="" width={88} height={88} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={styles.info}>
        <p className={styles.back}>
          <Link to={sitePaths.merch}>← Back to Merch</Link>
        </p>
        <h1 className={styles.name}>{product.name}</h1>
        <p className={styles.price}>
          {formatUsd(Number(selected.retail_price))} <span className={styles.currency}>{selected.currency}</span>
        </p>

        {sizes.length > 0 && (
          <fieldset className={styles.options} disabled={!takenOver}>
            <legend>Size</legend>
            {sizes.map((size) => (
              <button
                key={size}
                type="button"
                className={styles.option}
                aria-pressed={selected.size === size}
                onClick={() => choose(selectSize(variants, selected, size))}
              >
                {size}
              </button>
            ))}
          </fieldset>
        )}
        {colors.length > 0 && (
          <fieldset className={styles.options} disabled={!takenOver}>
            <legend>
              Color: <span className={styles.chosen}>{selected.color}</span>
            </legend>
            {colors.map((color) => (
              <button
                key={color}
                type="button"
                className={styles.option}
                aria-pressed={selected.color === color}
                onClick={() => choose(selectColor(variants, selected, color))}
              >
                {color}
              </button>
            ))}
          </fieldset>
        )}

        <div className={styles.description}>
          <p>
            Soft, faith-inspired apparel designed in the studio and printed just for you. Wear the message, start the
            conversation.
          </p>
          <ul>
            <li>
              <strong>Material:</strong> Premium Cotton Blend
            </li>
            {isEmbroidered(selected) ? (
              <li>
                <strong>Decoration:</strong> Stitched embroidery
              </li>
            ) : (
              <li>
                <strong>Printing:</strong> High-Quality Direct-to-Garment printing
              </li>
            )}
          </ul>
        </div>

        <button
          type="button"
          className={`btn btn-primary ${styles.add}`}
          onClick={addToCart}
          disabled={!inStock || !takenOver}
        >
          {inStock ? 'Add to Cart' : 'Out of Stock'}
        </button>
        <p className={styles.shipping}>{shopShippingTerms(prices)}</p>
      </div>
    </section>
  );
}
