import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  orderNotFoundMessage,
  orderPageKey,
  orderPartStateLabels,
  orderStepLabels,
  type OrderMaker,
  type OrderPart,
  type OrderStatus,
  type Shipment,
} from 'shared-contracts/order-status';
import { formatOrderNumber } from 'shared-contracts/order';
import { formatUsd } from 'shared-contracts/pricing';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { formatOrderDate, formatStepTime } from './order-dates';
import {
  carrierName,
  partTone,
  stepTone,
  timelineRows,
  trackingLink,
  type StepTone,
  type TimelineRow,
} from './order-timeline';
import { cartShips } from '../cart/cart-store';
import { OrderSummary } from '../order-summary/OrderSummary';
import { useOrderStatus } from './use-order-status';
import styles from './OrderStatusScreen.module.css';

/**
 * The order's key: in the address's fragment (#key=…), or in the query of an older link
 * (?key=…), which is moved to the fragment so that a reload no longer sends it to the server.
 */
function useOrderKey(): string | null {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const key = orderPageKey({ search, hash });
  useEffect(() => {
    const query = new URLSearchParams(search);
    if (key === null || !query.has('key')) return;
    query.delete('key');
    navigate({ pathname, search: query.toString(), hash: new URLSearchParams({ key }).toString() }, { replace: true });
  }, [key, pathname, search, navigate]);
  return key;
}

/** The buyer's page for one order, reached from the success page or an order e-mail: /orders/{id}#key={key}. */
export default function OrderStatusScreen() {
  const { orderId } = useParams();
  const { view, retry, retried } = useOrderStatus(orderId, useOrderKey());
  const heading = useRef<HTMLHeadingElement>(null);

  // "Try again" disappears with the view it belongs to: focus goes to the heading of what replaced it.
  useEffect(() => {
    if (retried && view.status !== 'loading') heading.current?.focus();
  }, [retried, view.status]);

  switch (view.status) {
    case 'loading':
      return (
        <section className={`container page ${styles.status}`} role="status">
          <p>Loading your order...</p>
        </section>
      );
    case 'not-found':
      return (
        <OrderMessage title="Order Not Found" headingRef={heading}>
          <p className={styles.lead}>{orderNotFoundMessage}</p>
          <Link to={sitePaths.merch} className="btn btn-primary">
            Continue Shopping
          </Link>
        </OrderMessage>
      );
    case 'failed':
      return (
        <OrderMessage title="Something went wrong" headingRef={heading}>
          <p className={styles.lead} role="alert">
            We could not load your order. Please check your connection and try again.
          </p>
          <button type="button" className="btn btn-primary" onClick={retry}>
            Try again
          </button>
        </OrderMessage>
      );
    case 'ready':
      return <OrderView order={view.order} headingRef={heading} />;
  }
}

function HelpLine() {
  return (
    <p className={styles.help}>
      Questions about your order? <Link to={sitePaths.contact}>Contact us</Link>
    </p>
  );
}

function OrderMessage({
  title,
  headingRef,
  children,
}: {
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section className={`container page ${styles.page}`}>
      <div className={`${styles.card} ${styles.message}`}>
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {children}
        <HelpLine />
      </div>
    </section>
  );
}

/** The mark beside a step; the step's label says the same in words. */
const stepMarks: Record<StepTone, string> = { done: '✓', problem: '✕', paused: '‖', upcoming: '' };

function OrderView({ order, headingRef }: { order: OrderStatus; headingRef: Ref<HTMLHeadingElement> }) {
  const tone = stepTone(order.status);
  const { name, city, state, zipCode } = order.shipTo;
  const ships = cartShips(order.lines);
  return (
    <section className={`container page ${styles.page}`}>
      <div className={styles.card}>
        <h1 ref={headingRef} tabIndex={-1}>
          Your Order
        </h1>
        <dl className={styles.facts}>
          <div className={styles.current} data-tone={tone}>
            <dt>Status</dt>
            <dd>
              <span className={styles.mark} aria-hidden="true">
                {stepMarks[tone]}
              </span>
              {orderStepLabels[order.status]}
            </dd>
          </div>
          <div>
            <dt>Order number</dt>
            <dd className={styles.orderNumber}>{formatOrderNumber(order.orderNumber)}</dd>
          </div>
          <div>
            <dt>Placed on</dt>
            <dd>
              <time dateTime={order.placedAt}>{formatOrderDate(order.placedAt)}</time>
            </dd>
          </div>
        </dl>

        {order.parts.length > 0 && (
          <section aria-labelledby="order-parts">
            <h2 id="order-parts">Shipping</h2>
            <ul className={styles.parts} role="list">
              {order.parts.map((part) => (
                <OrderPartItem key={part.maker} part={part} />
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="order-progress">
          <h2 id="order-progress">Order Progress</h2>
          {/* Safari drops the list role of a list drawn without markers unless it is written out. */}
          <ol className={styles.timeline} role="list">
            {timelineRows(order).map((row, index) => (
              <TimelineStep key={`${index}-${row.step}`} row={row} />
            ))}
          </ol>
        </section>

        <section aria-labelledby="order-summary">
          <h2 id="order-summary">Order Summary</h2>
          <OrderSummary
            lines={order.lines.map((line, index) => ({
              key: String(index),
              name: line.name,
              details:
                line.kind === 'original' ? ['Original'] : [line.size, line.color].filter((detail) => detail !== null),
              quantity: line.quantity,
              total: line.lineTotal,
            }))}
            totals={order.totals}
            taxLabel="Tax"
            discountCode={order.discountCode}
            giftCardLabel="Paid by gift card"
          />
          {ships && (
            <p className={styles.shipTo}>
              Ships to {name}, {city}, {state} {zipCode}
            </p>
          )}
        </section>
        <HelpLine />
      </div>
    </section>
  );
}

function TimelineStep({ row }: { row: TimelineRow }) {
  if (row.tone === 'upcoming') {
    return (
      <li className={styles.step} data-tone="upcoming">
        <span className={styles.mark} aria-hidden="true" />
        <div className={styles.stepText}>
          <p className={styles.stepLabel}>{row.label}</p>
          <p className={styles.stepNote}>Not yet</p>
        </div>
      </li>
    );
  }
  const { at, reason, amountRefunded, contents } = row.entry;
  return (
    <li className={styles.step} data-tone={row.tone} aria-current={row.current ? 'step' : undefined}>
      <span className={styles.mark} aria-hidden="true">
        {stepMarks[row.tone]}
      </span>
      <div className={styles.stepText}>
        <p className={styles.stepLabel}>{row.label}</p>
        <time className={styles.stepNote} dateTime={at}>
          {formatStepTime(at)}
        </time>
        {reason && <p className={styles.reason}>{reason}</p>}
        {amountRefunded !== undefined && <p className={styles.refund}>Amount refunded: {formatUsd(amountRefunded)}</p>}
        {contents && <p className={styles.stepNote}>In this parcel: {contents.join(', ')}</p>}
      </div>
    </li>
  );
}

/** Who each part comes from, as its heading says it. */
const makerTitles: Record<OrderMaker, string> = {
  artist: `Packed and shipped by ${siteConfig.artistName}`,
  print_shop: 'Made to order and shipped by the print shop',
};

/** One part of the order: who sends it, where it stands, what it holds and how to follow its parcels. */
function OrderPartItem({ part }: { part: OrderPart }) {
  const tone = partTone(part.state);
  const titleId = `order-part-${part.maker}`;
  return (
    <li className={styles.part} aria-labelledby={titleId}>
      <h3 id={titleId}>{makerTitles[part.maker]}</h3>
      <p className={styles.partState} data-tone={tone}>
        <span className={styles.mark} aria-hidden="true">
          {stepMarks[tone]}
        </span>
        {orderPartStateLabels[part.state]}
      </p>
      <ul className={styles.partItems}>
        {part.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {part.shipments.map((shipment) => (
        <ShipmentDetails key={shipment.trackingNumber} shipment={shipment} />
      ))}
    </li>
  );
}

function ShipmentDetails({ shipment }: { shipment: Shipment }) {
  const link = trackingLink(shipment);
  return (
    <>
      <dl className={styles.shipment}>
        <div>
          <dt>Carrier</dt>
          <dd>{carrierName(shipment)}</dd>
        </div>
        <div>
          <dt>Tracking number</dt>
          <dd className={styles.trackingNumber}>{shipment.trackingNumber}</dd>
        </div>
      </dl>
      {link && (
        <a className={`btn btn-outline ${styles.track}`} href={link} target="_blank" rel="noopener noreferrer">
          Track your package <span className="visually-hidden">with {shipment.carrier} (opens in a new tab)</span>
        </a>
      )}
    </>
  );
}
