import { sitePaths } from 'shared-contracts/site-config';
import { visitBeacon } from 'shared-contracts/visit-beacon';

/** Whether the browser asks not to be tracked: Do Not Track, or Global Privacy Control. */
export function asksNotToBeTracked(browser: Navigator): boolean {
  return (
    browser.doNotTrack === '1' ||
    (browser as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/**
 * Tells the site that a page was viewed, for its own count of visits: the page's path and,
 * on the first page of a visit, the address the visitor came from. Nothing is sent from a
 * browser that asks not to be tracked, nor from her studio.
 */
export function tellVisit(path: string, referrer: string, browser: Navigator = navigator): void {
  if (asksNotToBeTracked(browser) || path === sitePaths.studio || path.startsWith(`${sitePaths.studio}/`)) return;
  browser.sendBeacon?.(visitBeacon.path, JSON.stringify({ path, referrer }));
}
