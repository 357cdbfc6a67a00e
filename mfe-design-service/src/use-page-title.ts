import { useEffect } from 'react';
import { titled } from 'shared-contracts/site-manifest';

/** Names the browser tab after what the page says now, the way the site titles its pages. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = titled(title);
  }, [title]);
}
