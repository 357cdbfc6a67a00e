import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { formatOrderNumber } from 'shared-contracts/order';
import { sitePaths } from 'shared-contracts/site-config';
import { fulfilmentStateLabels, paymentStateLabels, type DeskOrder } from 'shared-contracts/studio-desk';
import { DetailHeading } from '../frame/DetailHeading';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import { useStudioQuery } from '../frame/use-studio-query';
import { formatWhen } from '../ui/when';
import { OrderActions, type OrderAnswer } from './OrderActions';
import { OrderLines } from './OrderLines';
import { OrderNotes } from './OrderNotes';
import { OrderPanel } from './OrderPanel';
import { OrderTimeline } from './OrderTimeline';
import { SentMails } from './SentMails';
import styles from './OrderScreen.module.css';

/** One order: what was bought, by whom, where it stands, what the site sent, and what she can do with it. */
export default function OrderScreen() {
  return (
    <StudioFrame>
      <Order />
    </StudioFrame>
  );
}

function Order() {
  const { orderId } = useParams();
  const { call } = useStudioSession();
  const { state, retry, replace } = useStudioQuery('studio-order', orderId ? { orderId } : null);
  const [news, setNews] = useState('');

  const changed = (answer: OrderAnswer, message: string) => {
    replace(answer);
    setNews(message);
  };
  // Marking shipped answers with the orders still to ship, so the order itself is read again.
  const shipped = async () => {
    setNews('The order is marked shipped, and the buyer was e-mailed its tracking.');
    try {
      replace(await call('studio-order', { orderId: orderId! }));
    } catch {
      retry();
    }
  };

  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-order-title">
      <DetailHeading
        back={{ to: sitePaths.studioOrders, label: 'All orders' }}
        id="studio-order-title"
        title={state.status === 'loaded' ? `Order ${formatOrderNumber(state.data.order.status.orderNumber)}` : 'Order'}
      />
      <QueryStatus state={state} retry={retry} loading="Loading the order…" />
      {state.status === 'loaded' && (
        <OrderView order={state.data.order} news={news} onChanged={changed} onShipped={shipped} />
      )}
    </section>
  );
}

/** Where the originals she packs herself stand. */
const artistStateLabels: Record<NonNullable<DeskOrder['artistState']>, string> = {
  packing: 'To pack',
  shipped: 'Shipped',
  canceled: 'Canceled',
};

interface OrderViewProps {
  order: DeskOrder;
  /** What her last action did, said once it is done. */
  news: string;
  onChanged(answer: OrderAnswer, news: string): void;
  onShipped(): void;
}

function OrderView({ order, news, onChanged, onShipped }: OrderViewProps) {
  const newsLine = useRef<HTMLParagraphElement>(null);
  // An action the order no longer allows takes its button away, and the focus with it: the
  // focus goes to what was done, instead of to the top of the page.
  useEffect(() => {
    if (news && (!document.activeElement || document.activeElement === document.body)) newsLine.current?.focus();
  }, [news, order]);
  return (
    <>
      <ul className={styles.facts}>
        <li>
          Placed <time dateTime={order.status.placedAt}>{formatWhen(order.status.placedAt)}</time>
        </li>
        <li>
          <a href={`mailto:${order.email}`}>{order.email}</a>
        </li>
        <li>Payment: {paymentStateLabels[order.paymentState]}</li>
        <li>Fulfilment: {fulfilmentStateLabels[order.fulfilmentState]}</li>
        {order.artistState && <li>Originals: {artistStateLabels[order.artistState]}</li>}
      </ul>
      {order.paymentError && <p className={page.problem}>The payment failed: {order.paymentError}</p>}
      <p ref={newsLine} role="status" tabIndex={-1} className={styles.news}>
        {news}
      </p>
      <div className={styles.layout}>
        <div className={styles.column}>
          <OrderLines order={order} />
          <Addresses shipTo={order.shipTo} billTo={order.billTo} />
          <OrderTimeline timeline={order.status.timeline} />
        </div>
        <div className={styles.column}>
          <OrderActions order={order} onChanged={onChanged} onShipped={onShipped} />
          <Records records={order.records} />
          <SentMails mails={order.mails} />
          <OrderNotes orderId={order.status.orderId} notes={order.notes} onAdded={onChanged} />
        </div>
      </div>
    </>
  );
}

function Addresses({ shipTo, billTo }: Pick<DeskOrder, 'shipTo' | 'billTo'>) {
  return (
    <OrderPanel titleId="order-addresses-title" title="Addresses">
      <div className={styles.addresses}>
        <AddressBlock title="Ship to" lines={shipTo} />
        <AddressBlock title="Bill to" lines={billTo} />
      </div>
    </OrderPanel>
  );
}

function AddressBlock({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div>
      <h3 className={styles.subTitle}>{title}</h3>
      {lines.length === 0 ? (
        <p className={page.note}>Not given</p>
      ) : (
        <address className={styles.address}>
          {lines.map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </address>
      )}
    </div>
  );
}

/** The order at the processor and the print shop, linked to their dashboards when one is configured. */
function Records({ records }: Pick<DeskOrder, 'records'>) {
  if (records.length === 0) return null;
  return (
    <OrderPanel titleId="order-records-title" title="Records">
      <ul className={styles.plainList}>
        {records.map((record) => (
          <li key={`${record.label}-${record.id}`}>
            {record.url ? (
              <a href={record.url} target="_blank" rel="noopener noreferrer">
                {record.label} {record.id}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              `${record.label} ${record.id}`
            )}
          </li>
        ))}
      </ul>
    </OrderPanel>
  );
}
