import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import { problemOf } from '../calls/studio-calls';
import { SignInPanel } from '../sign-in/SignInPanel';
import {
  deskBadges,
  shownBadge,
  useCountChangingCalls,
  useDeskCounts,
  type DeskCounts,
  type SectionBadge,
} from './desk-counts';
import { StudioSessionContext } from './studio-session';
import { useSessionPhase } from './use-session-phase';
import styles from './StudioFrame.module.css';

interface Section {
  label: string;
  to: string;
  /** Whether the section is the current one at `path`; by default its own address and those below it. */
  matches?(path: string): boolean;
  /** The count beside it, as a screen reader says it: `2 unread`. */
  badge?(counts: DeskCounts): SectionBadge;
}

const sections: Section[] = [
  // Every section's address is below Today's, so Today is the current one only at its own.
  { label: 'Today', to: sitePaths.studio, matches: (path) => path === sitePaths.studio },
  { label: 'Artworks', to: sitePaths.studioArtworks },
  { label: 'Orders', to: sitePaths.studioOrders, badge: deskBadges.orders },
  { label: 'Messages', to: sitePaths.studioMessages, badge: deskBadges.messages },
  { label: 'List', to: sitePaths.studioList },
  { label: 'Offers', to: sitePaths.studioOffers },
  { label: 'Proposals', to: sitePaths.studioProposals },
  { label: 'Projects', to: sitePaths.studioProjects },
  { label: 'To ship', to: sitePaths.studioToShip },
  { label: 'Passkeys', to: sitePaths.studioPasskeys },
  { label: 'Pictures', to: sitePaths.studioPictures },
  { label: 'Site', to: sitePaths.studioSite },
  { label: 'Changes', to: sitePaths.studioChanges },
  { label: 'Backups', to: sitePaths.studioBackups },
  { label: 'Site health', to: sitePaths.studioSiteHealth, badge: deskBadges.siteHealth },
];

const isAtOrBelow = (path: string, to: string) => path === to || path.startsWith(`${to}/`);

/**
 * Every studio screen is drawn inside this frame: it asks for her session first and shows the
 * sign-in panel in place of the screen until she has one, and whenever a call answers 401.
 */
export function StudioFrame({ children }: { children: ReactNode }) {
  const { countsChanged, afterCall } = useCountChangingCalls();
  const { phase, checkProblem, checkAgain, signedIn, session } = useSessionPhase(afterCall);

  const screenKept = phase === 'signed-in' || phase === 'interrupted';
  return (
    <div className={styles.frame}>
      {phase === 'checking' && (
        <p className={`container page ${styles.checking}`} role="status">
          Opening the studio…
        </p>
      )}
      {phase === 'unreachable' && (
        <div className={`container page ${styles.checking}`} role="alert">
          <p>The studio could not be opened. {checkProblem}</p>
          <button type="button" className="btn btn-outline" onClick={checkAgain}>
            Try again
          </button>
        </div>
      )}
      {(phase === 'signed-out' || phase === 'interrupted') && (
        <SignInPanel interrupted={phase === 'interrupted'} onSignedIn={signedIn} />
      )}
      {screenKept && (
        <StudioSessionContext value={session}>
          <div hidden={phase !== 'signed-in'}>
            <StudioNav signOut={session.signOut} countsChanged={countsChanged} />
            {children}
          </div>
        </StudioSessionContext>
      )}
    </div>
  );
}

/** On a phone, where the menu is one row that scrolls sideways, keeps the current section in sight. */
function useCurrentSectionInSight(pathname: string) {
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const sections = list.current;
    const current = sections?.querySelector('[aria-current="page"]');
    if (!sections || !current) return;
    const [shown, wanted] = [sections.getBoundingClientRect(), current.getBoundingClientRect()];
    if (wanted.left < shown.left || wanted.right > shown.right) sections.scrollLeft += wanted.left - shown.left;
  }, [pathname]);
  return list;
}

function StudioNav({ signOut, countsChanged }: { signOut(): Promise<void>; countsChanged: number }) {
  const { pathname } = useLocation();
  const counts = useDeskCounts(pathname, countsChanged);
  const sectionList = useCurrentSectionInSight(pathname);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const leave = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await signOut();
    } catch (error) {
      setProblem(`You are still signed in: ${problemOf(error)}`);
      setBusy(false);
    }
  };

  return (
    <div className={styles.bar}>
      <div className={`container ${styles.barInner}`}>
        <nav aria-label="Studio">
          <ul className={styles.sections} ref={sectionList}>
            {sections.map(({ label, to, matches, badge: badgeOf }) => {
              const current = matches ? matches(pathname) : isAtOrBelow(pathname, to);
              const shown = shownBadge(badgeOf?.(counts));
              return (
                <li key={to}>
                  <Link
                    to={to}
                    className={styles.section}
                    aria-current={current ? 'page' : undefined}
                    // `Messages 2` to the eye, “Messages, 2 unread” to a screen reader.
                    aria-label={shown ? `${label}, ${shown.says}` : undefined}
                  >
                    {label}
                    {shown && (
                      <span className={styles.badge} aria-hidden="true">
                        {shown.count}
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <button
          type="button"
          className={`btn btn-ghost ${styles.signOut}`}
          aria-disabled={busy || undefined}
          onClick={leave}
        >
          Sign out
        </button>
      </div>
      {problem && (
        <p className={`container ${styles.problem}`} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
