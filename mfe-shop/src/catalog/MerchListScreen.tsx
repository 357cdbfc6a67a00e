import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { defaultVariantPrice, previewImages, type Product } from 'shared-contracts/catalog';
import { FunctionCallError } from 'shared-contracts/functions-client';
import { useTakenOver } from 'shared-contracts/page-data';
import { formatUsd } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import { isProductInStock, loadInventory, loadProducts, productsRequested, useServedCatalogue } from './products-api';
import styles from './MerchListScreen.module.css';

/** The shop waits this long before its first request of a visit, as the original did. */
export const firstFetchDelayMs = 1000;

type ListState =
  | { status: 'loading'; products?: Product[] }
  | { status: 'loaded'; products: Product[]; refreshed: boolean }
  | { status: 'failed'; message: string; products?: Product[] };

/** A t-shirt by its name, as the store names its products ("… Relaxed T-Shirt", "… Tee"). */
function isTShirt(product: Product): boolean {
  return /\bt-?shirt|\btee\b/i.test(product.name);
}

/** The merch list; at /t-shirts, its t-shirts only. */
export default function MerchListScreen() {
  const tShirtsOnly = useLocation().pathname === sitePaths.tShirts;
  const served = useServedCatalogue();
  const [state, setState] = useState<ListState>(() =>
    served.products ? { status: 'loaded', products: served.products, refreshed: false } : { status: 'loading' },
  );
  const [inventory, setInventory] = useState<Map<number, boolean>>(served.stock);
  const takenOver = useTakenOver();
  const cameWithProducts = useRef(served.products !== undefined);

  const load = useCallback(async (refresh: boolean) => {
    setState((current) => ({ status: 'loading', products: current.products }));
    let products: Product[];
    try {
      products = await loadProducts({ refresh });
    } catch (error) {
      const rateLimited = error instanceof FunctionCallError && error.isRateLimit;
      setState((current) => ({
        status: 'failed',
        products: current.products,
        message: rateLimited
          ? 'Rate limit exceeded. Please wait a moment before refreshing.'
          : 'Failed to load products. Please try again.',
      }));
      return;
    }
    setState({ status: 'loaded', products, refreshed: refresh });
    try {
      setInventory(
        await loadInventory(products.flatMap((product) => product.sync_variants.map((variant) => variant.id))),
      );
    } catch (error) {
      console.error('Inventory check failed; showing every product as in stock.', error);
    }
  }, []);

  useEffect(() => {
    // A page rendered on the server came with its products: nothing to wait for or ask.
    if (cameWithProducts.current) return;
    // Coming back to the list later in the visit shows the products already fetched at once.
    const timer = window.setTimeout(() => void load(false), productsRequested() ? 0 : firstFetchDelayMs);
    return () => window.clearTimeout(timer);
  }, [load]);

  const products = tShirtsOnly ? state.products?.filter(isTShirt) : state.products;
  return (
    <section className={`container page ${styles.page}`}>
      <h1 className="page-title">{tShirtsOnly ? 'Faith-Inspired T-Shirts' : 'Faith-Inspired Merch'}</h1>
      <p className="page-subtitle">
        Apparel that shares the Word: designed in the studio, printed on demand, shipped to your door.
        {tShirtsOnly && (
          <>
            {' '}
            <Link to={sitePaths.merch}>See all merch</Link>
          </>
        )}
      </p>
      <div className={styles.toolbar}>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => void load(true)}
          disabled={state.status === 'loading' || !takenOver}
        >
          {state.status === 'loading' && state.products ? 'Refreshing...' : 'Refresh Products'}
        </button>
        {state.products && (
          <p className={styles.refreshed} role="status">
            {state.status === 'loaded' && state.refreshed && 'Products refreshed.'}
          </p>
        )}
      </div>

      {state.status === 'failed' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}

      {state.status === 'loading' && !products ? (
        <div className={styles.loading} role="status">
          <span className="spinner" aria-hidden="true" />
          Loading your designs...
        </div>
      ) : products?.length === 0 ? (
        <p className={styles.empty} role="status">
          No designs are available right now. Please check back soon.
        </p>
      ) : (
        products && (
          <ul className={`card-grid ${styles.grid}`} aria-busy={state.status === 'loading'}>
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} inStock={isProductInStock(product, inventory)} eager={index < 3} />
              </li>
            ))}
          </ul>
        )
      )}

      <blockquote className="scripture">
        <p>
          &ldquo;In the same way, let your light shine before others, that they may see your good deeds and glorify your
          Father in heaven.&rdquo;
        </p>
        <cite>Matthew 5:16</cite>
      </blockquote>
    </section>
  );
}

function ProductCard({ product, inStock, eager }: { product: Product; inStock: boolean; eager: boolean }) {
  const first = product.sync_variants[0];
  const image = product.thumbnail ?? (first ? previewImages(first)[0] : undefined);
  const price = first ? { amount: first.retail_price, currency: first.currency } : defaultVariantPrice;
  const variantCount = product.sync_variants.length;

  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        {image && <img src={image} alt={product.name} width={480} height={480} loading={eager ? 'eager' : 'lazy'} />}
        {!inStock && <div className={styles.soldOut}>Out of Stock</div>}
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{product.name}</h2>
        <p className={styles.meta}>
          {variantCount} {variantCount === 1 ? 'variant' : 'variants'}
        </p>
        <p className={styles.price}>
          {formatUsd(Number(price.amount))} <span>{price.currency}</span>
        </p>
        {inStock && <p className={styles.inStock}>In Stock</p>}
        {inStock ? (
          <Link to={sitePaths.product(product.id)} className="btn btn-primary">
            View Product
          </Link>
        ) : (
          <span className="btn btn-primary" aria-disabled="true">
            View Product
          </span>
        )}
      </div>
    </article>
  );
}
