import { Link } from 'react-router';
import { formatOrderNumber } from 'shared-contracts/order';
import { formatUsd } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import {
  fulfilmentStateLabels,
  paymentStateLabels,
  type DeskOrderSummary,
  type DeskOrdersRequest,
  type FulfilmentStateName,
  type PaymentStateName,
} from 'shared-contracts/studio-desk';
import { StatusTag, type StatusTone } from '../ui/StatusTag';
import { formatWhen } from '../ui/when';
import { ordersSearchOf } from './orders-query';
import styles from './OrdersScreen.module.css';

const kindLabels: Record<DeskOrderSummary['kinds'][number], string> = {
  merch: 'Merch',
  print: 'Print',
  original: 'Original',
  'gift-card': 'Gift card',
};

const paymentStateTones: Record<PaymentStateName, StatusTone> = {
  pending: 'accent',
  paid: 'success',
  failed: 'danger',
  partly_refunded: 'accent',
  refunded: 'accent',
  canceled: 'plain',
};

const fulfilmentStateTones: Record<FulfilmentStateName, StatusTone> = {
  waiting: 'plain',
  sent: 'plain',
  on_hold: 'danger',
  shipped: 'success',
  failed: 'danger',
  canceled: 'plain',
};

interface OrdersTableProps {
  answer: { orders: DeskOrderSummary[]; total: number; page: number; pageSize: number };
  /** The request it answers, for the addresses of the pages before and after. */
  request: DeskOrdersRequest;
}

/**
 * One page of orders. On a phone each order is a card of its own, its total and payment beside
 * its number, with nothing to scroll sideways; on a wider screen, a table.
 */
export function OrdersTable({ answer, request }: OrdersTableProps) {
  return (
    <>
      <div className={styles.tableBox} role="region" aria-label="Table of orders" tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">Orders</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Buyer</th>
              <th scope="col" className={styles.amount}>
                Total
              </th>
              <th scope="col">Payment</th>
              <th scope="col">Fulfilment</th>
            </tr>
          </thead>
          <tbody>
            {answer.orders.map((order) => (
              <OrderRow key={order.orderId} order={order} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager answer={answer} request={request} />
    </>
  );
}

function OrderRow({ order }: { order: DeskOrderSummary }) {
  return (
    <tr>
      <th scope="row" className={styles.orderCell}>
        <Link to={sitePaths.studioOrder(order.orderId)} className={styles.orderLink}>
          {formatOrderNumber(order.orderNumber)}
        </Link>
        <span className={styles.sub}>{order.kinds.map((kind) => kindLabels[kind]).join(' · ')}</span>
      </th>
      <td className={styles.placedCell}>
        <time dateTime={order.placedAt}>{formatWhen(order.placedAt)}</time>
      </td>
      <td className={styles.buyerCell}>
        {order.buyerName}
        <span className={styles.sub}>{order.email}</span>
      </td>
      <td className={`${styles.amount} ${styles.totalCell}`}>{formatUsd(order.total)}</td>
      <td className={styles.paymentCell}>
        <StatusTag label={paymentStateLabels[order.paymentState]} tone={paymentStateTones[order.paymentState]} />
      </td>
      <td className={styles.fulfilmentCell}>
        <StatusTag
          label={fulfilmentStateLabels[order.fulfilmentState]}
          tone={fulfilmentStateTones[order.fulfilmentState]}
        />
        {order.artistState === 'packing' && <span className={styles.sub}>Originals to pack</span>}
      </td>
    </tr>
  );
}

/** “Showing 26–40 of 40”, and the pages before and after this one. */
function Pager({ answer, request }: OrdersTableProps) {
  const first = (answer.page - 1) * answer.pageSize + 1;
  const last = first + answer.orders.length - 1;
  const pageAddress = (page: number) => ({ search: ordersSearchOf({ ...request, page }) });
  return (
    <nav className={styles.pager} aria-label="Pages of orders">
      <p className={styles.showing}>
        {answer.orders.length === 0
          ? `Page ${answer.page} is past the last of the ${answer.total} orders.`
          : `Showing ${first}–${last} of ${answer.total}`}
      </p>
      <div className={styles.pages}>
        {answer.page > 1 && (
          <Link to={pageAddress(answer.page - 1)} className="btn btn-outline">
            Previous
          </Link>
        )}
        {last < answer.total && answer.orders.length > 0 && (
          <Link to={pageAddress(answer.page + 1)} className="btn btn-outline">
            Next
          </Link>
        )}
      </div>
    </nav>
  );
}
