import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import { useLoaded } from 'shared-contracts/page-data';
import type { LinkOutcome } from './list-links';
import styles from './ListLinkPage.module.css';

interface ListLinkPageProps {
  /** What the link does with its token (a module's function, called once per token). */
  follow: (token: string) => Promise<LinkOutcome>;
  /** The line shown while the server answers. */
  waiting: string;
  /** The heading once it is done, and what follows it. */
  title: string;
  children: ReactNode;
  /** The heading when it could not be done. */
  failedTitle: string;
}

/**
 * The page a link of a list e-mail opens. The token is the address's fragment, which never
 * reaches a server's log; the page follows the link as it opens, then says what came of it,
 * with the focus on its heading.
 */
export function ListLinkPage({ follow, waiting, title, children, failedTitle }: ListLinkPageProps) {
  const { hash } = useLocation();
  const { state } = useLoaded(follow, hash.replace(/^#/, ''));
  const outcome = state.status === 'loaded' ? state.value : undefined;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (outcome) heading.current?.focus();
  }, [outcome]);

  return (
    <section className={`container page ${styles.page}`}>
      {!outcome && (
        <p className={styles.waiting} role="status">
          {waiting}
        </p>
      )}
      {outcome && (
        <h1 ref={heading} className="page-title" tabIndex={-1}>
          {outcome.followed ? title : failedTitle}
        </h1>
      )}
      {outcome?.followed && children}
      {outcome?.followed === false && (
        <>
          <p>{outcome.message}</p>
          <p>
            If you need a hand, write to us through the <Link to={sitePaths.contact}>contact page</Link>.
          </p>
        </>
      )}
    </section>
  );
}
