import { useSearchParams } from 'react-router';
import { messageStatuses, type MessageStatus, type MessageSummary } from 'shared-contracts/studio-desk';
import { useStudioQuery } from '../frame/use-studio-query';

/** What the list shows: the inbox (every message not archived), or the messages of one status. */
export type Shown = 'inbox' | MessageStatus;

const isStatus = (value: string | null): value is MessageStatus => messageStatuses.some((status) => status === value);

/**
 * The messages list as she chose to see it, kept in the address (`?show=archived`) so that
 * coming back from a message finds the same list. The server filters by one status; the inbox
 * asks for all and leaves out the archived ones.
 */
export function useMessages() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('show');
  const shown: Shown = isStatus(requested) ? requested : 'inbox';
  const { state, retry } = useStudioQuery('studio-messages', shown === 'inbox' ? {} : { status: shown });

  const messages =
    state.status === 'loaded'
      ? state.data.messages.filter((message) => shown !== 'inbox' || message.status !== 'archived').sort(newestFirst)
      : [];

  const show = (next: Shown) => setParams(next === 'inbox' ? {} : { show: next }, { replace: true });
  return { shown, show, state, retry, messages };
}

const newestFirst = (a: MessageSummary, b: MessageSummary) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt);
