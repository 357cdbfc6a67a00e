import { Link, useLocation, useSearchParams } from 'react-router';
import { formatOrderNumber } from 'shared-contracts/order';
import { sitePaths } from 'shared-contracts/site-config';
import styles from './OrderSuccessScreen.module.css';

interface OrderIds {
  orderId?: string;
  orderNumber?: number;
  orderPage?: string;
}

/** The order's own page, when it is one of this site's: anything else is not offered as a link. */
function orderPageLink(value: string | undefined): string | undefined {
  return value?.startsWith(`${sitePaths.orders}/`) ? value : undefined;
}

/** The order's short number from the address or the page state, when it is one. */
function orderNumberOf(param: string | null, state: number | undefined): number | undefined {
  const number = Number(param ?? state);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/**
 * Confirmation of a merchandise order, named by its short number; the processor's ids are the
 * artist's, in her studio. The number travels in the URL, so a reload keeps it; the
 * order page's link, which carries the buyer's key, travels in the page's history state, which
 * a reload keeps too but the address bar, shared links and servers never see.
 */
export default function OrderSuccessScreen() {
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as OrderIds;
  const orderId = params.get('orderId') ?? state.orderId;
  const orderNumber = orderNumberOf(params.get('orderNumber'), state.orderNumber);
  const orderPage = orderPageLink(state.orderPage);

  return (
    <section className={`container page ${styles.page}`}>
      <div className={styles.card}>
        <div className={styles.check} aria-hidden="true">
          ✓
        </div>
        <h1>Order Placed Successfully!</h1>
        <p className={styles.lead}>Thank you! Your merchandise order has been sent for fulfillment.</p>

        <dl className={styles.ids}>
          {orderNumber ? (
            <div>
              <dt>Order number</dt>
              <dd>{formatOrderNumber(orderNumber)}</dd>
            </div>
          ) : (
            <div>
              <dt>Order ID</dt>
              <dd>{orderId}</dd>
            </div>
          )}
        </dl>

        <h2>What&apos;s Next?</h2>
        <ol className={styles.steps}>
          <li>
            <strong>Order processing</strong> — your design is printed just for you.
          </li>
          <li>
            <strong>Shipping notification</strong> — you will receive an email with tracking as soon as it ships.
          </li>
          <li>
            <strong>Expected delivery</strong> — 7-10 business days.
          </li>
        </ol>

        {orderPage && (
          <p className={styles.orderPage}>
            <Link to={orderPage}>View your order</Link>
          </p>
        )}
        <div className={styles.actions}>
          <Link to={sitePaths.merch} className="btn btn-primary">
            Continue Shopping
          </Link>
          <Link to={sitePaths.home} className="btn btn-outline">
            Back to Home
          </Link>
        </div>
        <p className={styles.help}>
          Questions about your order? <Link to={sitePaths.contact}>Contact us</Link>
        </p>
      </div>
    </section>
  );
}
