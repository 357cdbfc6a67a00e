import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import { uploadPhoto } from '../calls/photo-upload';
import { callSignIn, callStudio, isSignedOutError, problemOf, type StudioFunctionName } from '../calls/studio-calls';
import { SignInPanel } from '../sign-in/SignInPanel';
import { StudioSessionContext, type StudioSession } from './studio-session';
import styles from './StudioFrame.module.css';

/**
 * checking: asking the server whether this browser holds her session.
 * signed-out: the sign-in panel, no screen.
 * signed-in: the studio's navigation and the screen.
 * interrupted: a call found her session gone; the sign-in panel shows, and the screen is kept, hidden.
 */
type Phase = 'checking' | 'unreachable' | 'signed-out' | 'signed-in' | 'interrupted';

const sections = [
  {
    label: 'Artworks',
    to: sitePaths.studio,
    matches: (path: string) => path === sitePaths.studio || path.startsWith(`${sitePaths.studio}/artworks`),
  },
  { label: 'Orders', to: sitePaths.studioOrders, matches: (path: string) => path.startsWith(sitePaths.studioOrders) },
  {
    label: 'Messages',
    to: sitePaths.studioMessages,
    matches: (path: string) => path.startsWith(sitePaths.studioMessages),
  },
  {
    label: 'Projects',
    to: sitePaths.studioProjects,
    matches: (path: string) => path.startsWith(sitePaths.studioProjects),
  },
  { label: 'To ship', to: sitePaths.studioToShip },
  { label: 'Passkeys', to: sitePaths.studioPasskeys },
  { label: 'Pictures', to: sitePaths.studioPictures },
  { label: 'Changes', to: sitePaths.studioChanges },
];

/** The calls after which her unread count may have changed: opening a message marks it read. */
const callsChangingCounts: ReadonlySet<StudioFunctionName> = new Set(['studio-message', 'studio-archive-message']);

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
      ({ signedIn }) => {
        if (current) setPhase(signedIn ? 'signed-in' : 'signed-out');
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

  const signedIn = () => {
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
 * Her unread messages, read again whenever she moves to another screen, and after a call that
 * may have changed them: the read made on the way to a message can be answered before the server
 * has marked it read. Unknown, as after a failure, is shown as nothing: the badge is a
 * convenience, and a read that fails must not stand in her way (nor bring up the sign-in panel).
 */
function useUnreadMessages(pathname: string, countsChanged: number): number {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let current = true;
    callStudio('studio-desk-counts', {}).then(
      ({ unreadMessages }) => {
        if (current) setUnread(unreadMessages);
      },
      () => {
        if (current) setUnread(0);
      },
    );
    return () => {
      current = false;
    };
  }, [pathname, countsChanged]);
  return unread;
}

function StudioNav({ signOut, countsChanged }: { signOut(): Promise<void>; countsChanged: number }) {
  const { pathname } = useLocation();
  const unread = useUnreadMessages(pathname, countsChanged);
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
          <ul className={styles.sections}>
            {sections.map(({ label, to, matches }) => {
              const current = matches ? matches(pathname) : pathname === to;
              const badge = to === sitePaths.studioMessages && unread > 0 ? unread : undefined;
              return (
                <li key={to}>
                  <Link
                    to={to}
                    className={styles.section}
                    aria-current={current ? 'page' : undefined}
                    // `Messages 2` to the eye, “Messages, 2 unread” to a screen reader.
                    aria-label={badge ? `${label}, ${badge} unread` : undefined}
                  >
                    {label}
                    {badge && (
                      <span className={styles.badge} aria-hidden="true">
                        {badge}
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
