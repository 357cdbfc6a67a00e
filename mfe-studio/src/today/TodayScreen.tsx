import { Link } from 'react-router';
import type { Today } from 'shared-contracts/shop-today';
import { sitePaths } from 'shared-contracts/site-config';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioQuery } from '../frame/use-studio-query';
import { plural } from '../ui/plural';
import { SalesPeriod } from './SalesPeriod';
import { newSubscribers } from './today-wording';
import { VisitsSection } from './VisitsSection';
import styles from './TodayScreen.module.css';

/** The studio's home: how the shop is doing this week and this month, what needs her, her list and her visits. */
export default function TodayScreen() {
  return (
    <StudioFrame>
      <TodayReport />
    </StudioFrame>
  );
}

function TodayReport() {
  const { state, retry } = useStudioQuery('studio-today', {});
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-today-title">
      <h1 id="studio-today-title" className={page.title}>
        Today
      </h1>
      <p className={page.lead}>
        How the shop is doing, by the days of your time zone. Sales leave out shipping and tax; services are what was
        paid, less refunds.
      </p>
      <QueryStatus state={state} retry={retry} loading="Loading how the shop is doing…" />
      {state.status === 'loaded' && (
        <div className={styles.panels}>
          <SalesPeriod name="week" period={state.data.week} />
          <SalesPeriod name="month" period={state.data.month} />
          <WhatNeedsYou needs={state.data.needsYou} />
          <YourList subscribers={state.data.subscribers} />
          <VisitsSection visits={state.data.visits} week={state.data.week} />
        </div>
      )}
    </section>
  );
}

/** Each thing waiting for her, with the way to it; only those there are. */
function WhatNeedsYou({ needs: { toPack, toAnswer, paymentsFailed } }: { needs: Today['needsYou'] }) {
  const waiting = [
    { count: toPack, words: plural(toPack, 'order to pack', 'orders to pack'), to: sitePaths.studioToShip },
    {
      count: toAnswer,
      words: plural(toAnswer, 'message to answer', 'messages to answer'),
      to: sitePaths.studioMessages,
    },
    {
      count: paymentsFailed,
      words: plural(paymentsFailed, 'payment failed', 'payments failed'),
      to: sitePaths.studioOrders,
    },
  ].filter(({ count }) => count > 0);
  return (
    <section className={styles.panel} aria-labelledby="today-needs-you-title">
      <h2 id="today-needs-you-title" className={styles.panelTitle}>
        Needs you
      </h2>
      {waiting.length === 0 ? (
        <p className={styles.allClear}>Nothing needs you right now.</p>
      ) : (
        <ul className={styles.needs}>
          {waiting.map(({ words, to }) => (
            <li key={to}>
              <Link to={to}>{words}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function YourList({ subscribers: { thisWeek, lastWeek, confirmed } }: { subscribers: Today['subscribers'] }) {
  return (
    <section className={styles.panel} aria-labelledby="today-list-title">
      <h2 id="today-list-title" className={styles.panelTitle}>
        Your list
      </h2>
      <p>{newSubscribers(thisWeek, lastWeek)}</p>
      <p>{plural(confirmed, 'confirmed subscriber', 'confirmed subscribers')} in all.</p>
      <Link to={sitePaths.studioList}>Open your list</Link>
    </section>
  );
}
