import { useSearchParams } from 'react-router';
import { deskExports } from 'shared-contracts/studio-desk';
import { PageHeading } from '../frame/PageHeading';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioQuery } from '../frame/use-studio-query';
import { NeedsYou } from './NeedsYou';
import { OrdersFilter } from './OrdersFilter';
import { OrdersTable } from './OrdersTable';
import { ordersRequestOf, ordersSearchOf } from './orders-query';
import styles from './OrdersScreen.module.css';

/** Every order, newest first: what needs her first, then the list she filters, searches and pages. */
export default function OrdersScreen() {
  return (
    <StudioFrame>
      <Orders />
    </StudioFrame>
  );
}

function Orders() {
  const [params, setParams] = useSearchParams();
  const request = ordersRequestOf(params);
  const { state, retry } = useStudioQuery('studio-orders', request);
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-orders-title">
      <PageHeading id="studio-orders-title" title="Orders" className={styles.heading}>
        {/* A file the browser saves with her session's cookie, not a page of the studio. */}
        <a href={deskExports.orders} download className="btn btn-outline">
          Export CSV
        </a>
      </PageHeading>
      <NeedsYou />
      <OrdersFilter request={request} onApply={(next) => setParams(ordersSearchOf(next))} />
      <QueryStatus state={state} retry={retry} loading="Loading the orders…" />
      {state.status === 'loaded' &&
        (state.data.total === 0 ? (
          <p className={page.lead}>No orders match.</p>
        ) : (
          <OrdersTable answer={state.data} request={request} />
        ))}
    </section>
  );
}
