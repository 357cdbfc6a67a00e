import { useEffect } from 'react';
import { siteConfig } from 'shared-contracts/site-config';

/** Names the browser tab after what the page says now, the way the site titles its pages. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${siteConfig.businessName}`;
  }, [title]);
}
