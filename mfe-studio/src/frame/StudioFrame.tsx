import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import type { SignedIn } from 'shared-contracts/studio';
import { uploadPhoto } from '../calls/photo-upload';
import {
  callSignIn,
  callStudio,
  isSignedOutError,
  problemOf,
  type StudioAnswer,
  type StudioFunctionName,
} from '../calls/studio-calls';
import { SignInPanel } from '../sign-in/SignInPanel';
import { setStudioTimeZone } from '../ui/when';
import { StudioSessionContext, type StudioSession } from './studio-session';
import styles from './StudioFrame.module.css';

/**
 * checking: asking the server whether this browser holds her session.
 * signed-out: the sign-in panel, no screen.
 * signed-in: the studio's navigation and the screen.
 * interrupted: a call found her session gone; the sign-in panel shows, and the screen is kept, hidden.
 */
type Phase = 'checking' | 'unreachable' | 'signed-out' | 'signed-in' | 'interrupted';

type Counts = StudioAnswer<'studio-desk-counts'>;

interface Section {
  label: string;
  to: string;
  /** Whether the section is the current one at `path`; by default its own address and those below it. */
  matches?(path: string): boolean;
  /** The count beside it, as a screen reader says it: `2 unread`. */
  badge?(counts: Counts): { count: number; says: string };
}

const sections: Section[] = [
  {
    label: 'Artworks',
    to: sitePaths.studio,
    matches: (path) => path === sitePaths.studio || path.startsWith(`${sitePaths.studio}/artworks`),
  },
  {
    label: 'Orders',
    to: sitePaths.studioOrders,
    badge: ({ needsAttention }) => ({ count: needsAttention, says: `${needsAttention} need you` }),
  },
  {
    label: 'Messages',
    to: sitePaths.studioMessages,
    badge: ({ unreadMessages }) => ({ count: unreadMessages, says: `${unreadMessages} unread` }),
  },
  { label: 'Projects', to: sitePaths.studioProjects },
  { label: 'To ship', to: sitePaths.studioToShip },
  { label: 'Passkeys', to: sitePaths.studioPasskeys },
  { label: 'Pictures', to: sitePaths.studioPictures },
  { label: 'Changes', to: sitePaths.studioChanges },
  { label: 'Backups', to: sitePaths.studioBackups },
  {
    label: 'Site health',
    to: sitePaths.studioSiteHealth,
    badge: ({ siteProblems = 0 }) => ({ count: siteProblems, says: `${siteProblems} to look at` }),
  },
];

const isAtOrBelow = (path: string, to: string) => path === to || path.startsWith(`${to}/`);

/**
 * The calls after which the counts may have changed: opening a message marks it read; a parcel
 * shipped or an order refunded may leave nothing to pack.
 */
const callsChangingCounts: ReadonlySet<StudioFunctionName> = new Set([
  'studio-message',
  'studio-mark-shipped',
  'studio-refund-order',
]);

/**
 * Every studio screen is drawn inside this frame: it asks for her session first and shows the
 * sign-in panel in place of the screen until she has one, and whenever a call answers 401.
 */
export function StudioFrame({ children }: { children: ReactNode }) {
  const [phase, setPhase] = useState<Phase>('checking');
  const [checkProblem, setCheckProblem] = useState('');
  const [checks, setChecks] = useState(0);
  const [countsChanged, setCountsChanged] = useState(0);
  const listeners = useRef(new Set<() => void>());
  // Where she was when her session ended, to take her back there once she has signed in again.
  const focusBeforeInterruption = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let current = true;
    callSignIn('studio-session', {}).then(
      ({ signedIn, timeZone }) => {
        if (!current) return;
        if (signedIn) setStudioTimeZone(timeZone);
        setPhase(signedIn ? 'signed-in' : 'signed-out');
      },
      (error: unknown) => {
        if (!current) return;
        setCheckProblem(problemOf(error));
        setPhase('unreachable');
      },
    );
    return () => {
      current = false;
    };
  }, [checks]);

  const session = useMemo<StudioSession>(() => {
    const watched = async <T,>(work: Promise<T>): Promise<T> => {
      try {
        return await work;
      } catch (error) {
        if (isSignedOutError(error)) {
          if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
            focusBeforeInterruption.current ??= document.activeElement;
          }
          setPhase((now) => (now === 'signed-in' ? 'interrupted' : now));
        }
        throw error;
      }
    };
    return {
      call: async (name, body) => {
        const answer = await watched(callStudio(name, body));
        if (callsChangingCounts.has(name)) setCountsChanged((count) => count + 1);
        return answer;
      },
      upload: (file) => watched(uploadPhoto(file)),
      signOut: async () => {
        try {
          await callStudio('studio-sign-out', {});
        } catch (error) {
          // Already signed out is what she asked for.
          if (!isSignedOutError(error)) throw error;
        }
        setPhase('signed-out');
      },
      endSession: () => setPhase('signed-out'),
      onSignInAgain: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    };
  }, []);

  useEffect(() => {
    const before = focusBeforeInterruption.current;
    if (phase !== 'signed-in' || !before) return;
    focusBeforeInterruption.current = null;
    if (before.isConnected) before.focus();
  }, [phase]);

  const signedIn = ({ timeZone }: SignedIn) => {
    setStudioTimeZone(timeZone);
    const wasInterrupted = phase === 'interrupted';
    setPhase('signed-in');
    if (wasInterrupted) for (const listener of listeners.current) listener();
  };

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
          <button type="button" className="btn btn-outline" onClick={() => setChecks((count) => count + 1)}>
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

/**
 * Her unread messages, what needs her and her site's problems, read again whenever she moves to
 * another screen, and after a call that may have changed them: the read made on the way to a
 * message can be answered before the server has marked it read. Unknown, as after a failure, is
 * shown as nothing: the badges are a convenience, and a read that fails must not stand in her way
 * (nor bring up the sign-in panel).
 */
function useDeskCounts(pathname: string, countsChanged: number): Counts {
  const [counts, setCounts] = useState<Counts>({ unreadMessages: 0, needsAttention: 0 });
  useEffect(() => {
    let current = true;
    callStudio('studio-desk-counts', {}).then(
      (answer) => {
        if (current) setCounts(answer);
      },
      () => {
        if (current) setCounts({ unreadMessages: 0, needsAttention: 0 });
      },
    );
    return () => {
      current = false;
    };
  }, [pathname, countsChanged]);
  return counts;
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
              const badge = badgeOf?.(counts);
              const shown = badge && badge.count > 0 ? badge : undefined;
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
