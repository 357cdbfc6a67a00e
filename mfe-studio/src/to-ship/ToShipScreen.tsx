import { useState } from 'react';
import type { OrderToShip } from 'shared-contracts/studio';
import { formatOrderNumber } from 'shared-contracts/order';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioQuery } from '../frame/use-studio-query';
import { MarkShippedForm } from '../ui/MarkShippedForm';
import { formatWhen } from '../ui/when';
import { CommissionsToShip } from './CommissionsToShip';
import styles from './ToShipScreen.module.css';

/**
 * The paid orders whose originals she packs and ships herself (once she enters the tracking, the
 * buyer is told), and her commissioned paintings paid in full.
 */
export default function ToShipScreen() {
  return (
    <StudioFrame>
      <ToShip />
    </StudioFrame>
  );
}

function ToShip() {
  const { state, retry, replace } = useStudioQuery('studio-orders-to-ship', {});
  const [shipped, setShipped] = useState<number>();
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-to-ship-title">
      <h1 id="studio-to-ship-title" className={page.title}>
        To ship
      </h1>
      <p className={page.lead}>
        Paid orders with originals to pack. Once a parcel is on its way, enter its tracking and the buyer gets the
        shipping e-mail.
      </p>
      <QueryStatus state={state} retry={retry} loading="Loading the orders to ship…" />
      <p role="status" className={page.note}>
        {shipped && `Order ${formatOrderNumber(shipped)} is marked shipped, and the buyer was e-mailed its tracking.`}
      </p>
      {state.status === 'loaded' &&
        (state.data.orders.length === 0 ? (
          <p>Nothing to ship right now.</p>
        ) : (
          <ul className={page.list}>
            {state.data.orders.map((order) => (
              <OrderToShipItem
                key={order.orderId}
                order={order}
                onShipped={(answer) => {
                  setShipped(order.orderNumber);
                  replace(answer);
                }}
              />
            ))}
          </ul>
        ))}
      <CommissionsToShip />
    </section>
  );
}

/** One order of originals: what to pack, where to send it, and the form for its tracking. */
function OrderToShipItem({
  order,
  onShipped,
}: {
  order: OrderToShip;
  onShipped(answer: { orders: OrderToShip[] }): void;
}) {
  return (
    <li className={`${page.item} ${styles.order}`}>
      <div>
        <h2 className={styles.number}>Order {formatOrderNumber(order.orderNumber)}</h2>
        <p className={page.note}>Paid {formatWhen(order.placedAt)}</p>
        <ul className={styles.pieces} aria-label="Originals">
          {order.pieces.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ul>
        <address className={styles.address}>
          {order.shipTo.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <a href={`mailto:${order.email}`}>{order.email}</a>
        </address>
      </div>
      <MarkShippedForm orderId={order.orderId} orderNumber={order.orderNumber} onShipped={onShipped} />
    </li>
  );
}
