import { useCallback, useEffect, useState } from 'react';
import { callStudio, type StudioAnswer, type StudioFunctionName } from '../calls/studio-calls';

/** Her unread messages, what needs her and her site's problems, as the server counts them. */
export type DeskCounts = StudioAnswer<'studio-desk-counts'>;

/** The count beside a section of the studio, with what a screen reader says of it: `2 unread`. */
export interface SectionBadge {
  count: number;
  says: string;
}

/** The badge of each section that has one, from her counts. */
export const deskBadges = {
  orders: ({ needsAttention }: DeskCounts): SectionBadge => ({
    count: needsAttention,
    says: `${needsAttention} need you`,
  }),
  messages: ({ unreadMessages }: DeskCounts): SectionBadge => ({
    count: unreadMessages,
    says: `${unreadMessages} unread`,
  }),
  // A server that does not count its problems has none to show.
  siteHealth: ({ siteProblems = 0 }: DeskCounts): SectionBadge => ({
    count: siteProblems,
    says: `${siteProblems} to look at`,
  }),
};

/** The badge a section shows: none for a count of nothing. */
export const shownBadge = (badge: SectionBadge | undefined): SectionBadge | undefined =>
  badge && badge.count > 0 ? badge : undefined;

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
 * A number that moves on after each answered call that may have changed her counts, so that they
 * are read again; `afterCall` is told of every call a screen had answered, and keeps its identity.
 */
export function useCountChangingCalls(): { countsChanged: number; afterCall(name: StudioFunctionName): void } {
  const [countsChanged, setCountsChanged] = useState(0);
  const afterCall = useCallback((name: StudioFunctionName) => {
    if (callsChangingCounts.has(name)) setCountsChanged((count) => count + 1);
  }, []);
  return { countsChanged, afterCall };
}

/**
 * Her unread messages, what needs her and her site's problems, read again whenever she moves to
 * another screen, and after a call that may have changed them: the read made on the way to a
 * message can be answered before the server has marked it read. Unknown, as after a failure, is
 * shown as nothing: the badges are a convenience, and a read that fails must not stand in her way
 * (nor bring up the sign-in panel).
 */
export function useDeskCounts(pathname: string, countsChanged: number): DeskCounts {
  const [counts, setCounts] = useState<DeskCounts>({ unreadMessages: 0, needsAttention: 0 });
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
