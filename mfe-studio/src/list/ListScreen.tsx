import { Link } from 'react-router';
import { type SubscriberState } from 'shared-contracts/mailing-list';
import { listSourceLabels, subscriberStateLabels, type SubscriberList } from 'shared-contracts/list-desk';
import { sitePaths } from 'shared-contracts/site-config';
import { PageHeading } from '../frame/PageHeading';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { ImportAddresses } from './ImportAddresses';
import { ListSends } from './ListSends';
import { Subscribers } from './Subscribers';
import { useSubscribers } from './use-subscribers';
import styles from './ListScreen.module.css';

/** Her list: who is on it, the letters sent to it, and the addresses she brings from elsewhere. */
export default function ListScreen() {
  return (
    <StudioFrame>
      <MailingList />
    </StudioFrame>
  );
}

/** The counts in the order she reads them: who gets her letters first. */
const countedStates: SubscriberState[] = ['confirmed', 'pending', 'unsubscribed'];

function MailingList() {
  const { search, find, state, retry, counted } = useSubscribers();
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-list-title">
      <PageHeading id="studio-list-title" title="List">
        <Link to={sitePaths.studioLetter} className="btn btn-primary">
          Write a letter
        </Link>
      </PageHeading>
      <p className={page.lead}>
        The visitors who asked to hear about new work. Only those who confirmed their address get your letters, and
        every letter lets them unsubscribe in one click. Every e-mail the site sent, letters included, is in the{' '}
        <Link to={sitePaths.studioOutbox}>e-mail outbox</Link>.
      </p>
      {counted && <ListCounts list={counted} />}
      <ListSends />
      <Subscribers search={search} find={find} state={state} retry={retry} />
      <ImportAddresses onImported={retry} />
    </section>
  );
}

function ListCounts({ list: { counts, confirmedBySource } }: { list: SubscriberList }) {
  return (
    <>
      <dl className={styles.counts}>
        {countedStates.map((state) => (
          <div key={state} className={styles.count}>
            <dt>{subscriberStateLabels[state]}</dt>
            <dd>{counts[state]}</dd>
          </div>
        ))}
      </dl>
      {confirmedBySource.length > 0 && (
        <>
          <p id="list-by-source" className={page.note}>
            Confirmed, by where they signed up:
          </p>
          <ul className={styles.bySource} aria-labelledby="list-by-source">
            {confirmedBySource.map(({ source, count }) => (
              <li key={source}>
                {listSourceLabels[source]}: {count}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
