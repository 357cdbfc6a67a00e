import { useRef, useState } from 'react';
import type { StudioArtwork } from 'shared-contracts/studio';
import { isSignedOutError, problemOf } from '../calls/studio-calls';
import { useStudioSession } from '../frame/studio-session';
import { moveItem } from '../ui/reorder';

/**
 * Her pieces in her order. A move shows at once and is sent as the whole new order; moves are
 * sent one after another, so the server ends with the last one. If one is refused, the list
 * goes back to the order the server last confirmed and she is told why.
 */
export function useArtworkOrder(initial: readonly StudioArtwork[]) {
  const { call } = useStudioSession();
  const [artworks, setArtworks] = useState<readonly StudioArtwork[]>(initial);
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const confirmed = useRef(initial);
  const sending = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(0);

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= artworks.length) return;
    const next = moveItem(artworks, from, to);
    const moved = artworks[from]!;
    setArtworks(next);
    setProblem(undefined);
    setAnnouncement(`“${moved.title}” moved to position ${to + 1} of ${next.length}.`);
    const ticket = ++latest.current;
    sending.current = sending.current.then(async () => {
      try {
        const answer = await call('studio-reorder-artworks', { ids: next.map((artwork) => artwork.id) });
        confirmed.current = answer.artworks;
        if (ticket === latest.current) setArtworks(answer.artworks);
      } catch (error) {
        if (ticket !== latest.current) return;
        setArtworks(confirmed.current);
        setProblem(
          isSignedOutError(error)
            ? 'The new order was not saved: please sign in again, then move the piece again.'
            : `The new order was not saved: ${problemOf(error)}`,
        );
      }
    });
  };

  return { artworks, move, problem, announcement };
}
