import { type SubscriberState } from 'shared-contracts/mailing-list';
import {
  listSourceLabels,
  subscriberStateLabels,
  type Subscriber,
  type SubscriberList,
} from 'shared-contracts/list-desk';
import page from '../frame/StudioPage.module.css';
import { CardLabel } from '../ui/CardLabel';
import { StatusTag, type StatusTone } from '../ui/StatusTag';
import { formatDay } from '../ui/when';
import styles from './ListScreen.module.css';

const stateTones: Record<SubscriberState, StatusTone> = {
  pending: 'accent',
  confirmed: 'success',
  unsubscribed: 'muted',
};

/**
 * The addresses matching her search, newest first. On a phone each address is a card of its own,
 * with nothing to scroll sideways; on a wider screen, a table.
 */
export function SubscribersTable({ list }: { list: SubscriberList }) {
  return (
    <>
      <div className={styles.tableBox} role="region" aria-label="Table of addresses" tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">Addresses on your list</caption>
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col">State</th>
              <th scope="col">Source</th>
              <th scope="col">Signed up</th>
              <th scope="col">Confirmed</th>
            </tr>
          </thead>
          <tbody>
            {list.subscribers.map((subscriber) => (
              <SubscriberRow key={subscriber.email} subscriber={subscriber} />
            ))}
          </tbody>
        </table>
      </div>
      {list.matching > list.subscribers.length && (
        <p className={page.note}>
          Showing {list.subscribers.length} of {list.matching}
        </p>
      )}
    </>
  );
}

const Day = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDay(iso)}</time>;

function SubscriberRow({ subscriber }: { subscriber: Subscriber }) {
  return (
    <tr>
      <th scope="row" className={styles.emailCell}>
        {subscriber.email}
      </th>
      <td className={styles.stateCell}>
        <StatusTag label={subscriberStateLabels[subscriber.state]} tone={stateTones[subscriber.state]} />
        {subscriber.unsubscribedAt && (
          <span className={styles.sub}>
            <Day iso={subscriber.unsubscribedAt} />
          </span>
        )}
      </td>
      <td className={styles.sourceCell}>
        {listSourceLabels[subscriber.source]}
        {subscriber.pieceTitle && <span className={styles.sub}>“{subscriber.pieceTitle}”</span>}
      </td>
      <td className={styles.signedUpCell}>
        <CardLabel>Signed up</CardLabel>
        <Day iso={subscriber.signedUpAt} />
      </td>
      <td className={styles.confirmedCell}>
        <CardLabel>Confirmed</CardLabel>
        {subscriber.confirmedAt ? (
          <Day iso={subscriber.confirmedAt} />
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">Not confirmed</span>
          </>
        )}
      </td>
    </tr>
  );
}
