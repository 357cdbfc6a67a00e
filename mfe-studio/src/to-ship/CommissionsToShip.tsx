import { Link } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import page from '../frame/StudioPage.module.css';
import { useStudioQuery } from '../frame/use-studio-query';
import styles from './ToShipScreen.module.css';

/**
 * Her paintings paid in full and waiting to be shipped: each is shipped from its own page, where
 * its carrier and tracking number go to the client with Delivered.
 */
export function CommissionsToShip() {
  const { state } = useStudioQuery('studio-commissions', {});
  if (state.status !== 'loaded') return null;
  const toShip = state.data.commissions.filter(
    (commission) => commission.stage === 'paid' && commission.kind === 'painting',
  );
  if (!toShip.length) return null;
  return (
    <section aria-labelledby="commissions-to-ship-title">
      <h2 id="commissions-to-ship-title">Commissions to ship</h2>
      <ul className={page.list}>
        {toShip.map((commission) => (
          <li key={commission.id} className={`${page.item} ${styles.commission}`}>
            <Link to={sitePaths.studioProposal(commission.id)}>{commission.title}</Link>
            <span>
              for {commission.clientName}: enter its carrier and tracking number on its page, then move it to Delivered.
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
