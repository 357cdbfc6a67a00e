import { Link } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import { QueryStatus } from '../frame/QueryStatus';
import page from '../frame/StudioPage.module.css';
import { useStudioQuery } from '../frame/use-studio-query';
import { formatWhen } from '../ui/when';
import styles from './OrdersScreen.module.css';

/** What waits for her: originals to pack, prints stuck at Printful, jobs that gave up, payments that failed. */
export function NeedsYou() {
  const { state, retry } = useStudioQuery('studio-attention', {});
  return (
    <section className={styles.needsYou} aria-labelledby="studio-needs-you-title">
      <h2 id="studio-needs-you-title" className={styles.sectionTitle}>
        Needs you
      </h2>
      <QueryStatus state={state} retry={retry} loading="Loading what needs you…" />
      {state.status === 'loaded' &&
        (state.data.items.length === 0 ? (
          <p className={page.lead}>Nothing needs you right now.</p>
        ) : (
          <ul className={page.summaries}>
            {state.data.items.map((item, index) => (
              <li key={`${item.at}-${index}`} className={styles.attentionItem} data-kind={item.kind}>
                <p className={styles.attentionTitle}>{item.title}</p>
                {item.detail && <p className={styles.attentionDetail}>{item.detail}</p>}
                <p className={page.note}>
                  <time dateTime={item.at}>{formatWhen(item.at)}</time>
                </p>
                {item.orderId && (
                  <Link to={sitePaths.studioOrder(item.orderId)}>
                    Open the order<span className="visually-hidden">: {item.title}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
