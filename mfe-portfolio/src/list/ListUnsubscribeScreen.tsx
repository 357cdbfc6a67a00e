import { Link } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import { unsubscribe } from './list-links';
import { ListLinkPage } from './ListLinkPage';

/** Where a letter's unsubscribe link leads: one click, with no sign-in, and no more news. */
export default function ListUnsubscribeScreen() {
  return (
    <ListLinkPage
      follow={unsubscribe}
      waiting="Unsubscribing you…"
      title="You're unsubscribed"
      failedTitle="We could not unsubscribe you"
    >
      <p>You will get no more e-mails about new work.</p>
      <p>
        Changed your mind? <Link to={sitePaths.home}>Sign up again</Link> with the form at the foot of any page.
      </p>
    </ListLinkPage>
  );
}
