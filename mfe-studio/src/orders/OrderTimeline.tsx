import { orderStepLabels, type OrderTimelineEntry, type Shipment } from 'shared-contracts/order-status';
import { formatUsd } from 'shared-contracts/pricing';
import { formatWhen } from '../ui/when';
import { OrderPanel } from './OrderPanel';
import styles from './OrderScreen.module.css';

/** Every step the order has reached, in the words the buyer reads on their own order page; the last is where it stands. */
export function OrderTimeline({ timeline }: { timeline: OrderTimelineEntry[] }) {
  return (
    <OrderPanel titleId="order-timeline-title" title="Timeline">
      {/* Safari drops the list role of a list drawn without markers unless it is written out. */}
      <ol className={styles.timeline} role="list" aria-labelledby="order-timeline-title">
        {timeline.map((entry, index) => (
          <li
            key={`${index}-${entry.step}`}
            className={styles.step}
            aria-current={index === timeline.length - 1 ? 'step' : undefined}
          >
            <span className={styles.stepLabel}>{orderStepLabels[entry.step]}</span>
            <time className={styles.stepWhen} dateTime={entry.at}>
              {formatWhen(entry.at)}
            </time>
            {entry.reason && <span>{entry.reason}</span>}
            {entry.amountRefunded !== undefined && <span>Amount refunded: {formatUsd(entry.amountRefunded)}</span>}
            {entry.contents && <span>In this parcel: {entry.contents.join(', ')}</span>}
            {entry.shipment && <ShipmentNote shipment={entry.shipment} />}
          </li>
        ))}
      </ol>
    </OrderPanel>
  );
}

function ShipmentNote({ shipment }: { shipment: Shipment }) {
  const { carrier, service, trackingNumber, trackingUrl } = shipment;
  return (
    <>
      <span>Carrier: {service ? `${carrier}, ${service}` : carrier}</span>
      <span>
        Tracking number: {trackingNumber}
        {trackingUrl && /^https?:\/\//i.test(trackingUrl) && (
          <>
            {' '}
            <a href={trackingUrl} target="_blank" rel="noopener noreferrer">
              Track the package <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          </>
        )}
      </span>
    </>
  );
}
