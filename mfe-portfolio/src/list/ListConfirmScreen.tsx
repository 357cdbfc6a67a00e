import { Link } from 'react-router';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { confirmSubscription } from './list-links';
import { ListLinkPage } from './ListLinkPage';

/** Where the confirmation e-mail's link leads: the address joins her list. */
export default function ListConfirmScreen() {
  return (
    <ListLinkPage
      follow={confirmSubscription}
      waiting="Confirming your subscription…"
      title="You're on the list"
      failedTitle="We could not confirm your subscription"
    >
      <p>{siteConfig.artistName} will write to you when there is new work.</p>
      <Link className="btn btn-primary" to={sitePaths.fineArt}>
        See the Fine Art
      </Link>
    </ListLinkPage>
  );
}
