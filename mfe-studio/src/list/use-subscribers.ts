import { useState } from 'react';
import type { SubscriberList } from 'shared-contracts/list-desk';
import { useStudioQuery } from '../frame/use-studio-query';

/**
 * Her list as the screen shows it: the addresses matching her search, and the list's counts. The
 * counts of the last answer stay in sight while another search is read, so the page keeps still.
 */
export function useSubscribers() {
  const [search, setSearch] = useState('');
  const { state, retry } = useStudioQuery('studio-list-subscribers', { search });
  const [lastAnswer, setLastAnswer] = useState<SubscriberList>();
  if (state.status === 'loaded' && state.data !== lastAnswer) setLastAnswer(state.data);
  return { search, find: setSearch, state, retry, counted: lastAnswer };
}
