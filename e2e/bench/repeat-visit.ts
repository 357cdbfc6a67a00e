import type { Browser } from '@playwright/test';
import { remotes } from 'shared-contracts/site-manifest';
import { seedStorage } from '../support/journeys';

export interface RepeatVisitFigures {
  /** What the second visit sent over the network, encoded (as on the wire, headers included). */
  bytes: number;
  requests: number;
  /** Scripts and style sheets downloaded again in full (status 200, not from the cache). */
  scriptStyleBytes: number;
  scriptStyleUrls: string[];
  /** Requests the server answered 304 Not Modified. */
  revalidated: { url: string; expected: boolean }[];
  /** Everything else that reached the server (API calls, uncached pictures). */
  otherBytes: number;
  otherUrls: string[];
}

/** Files that keep their name across builds and so must revalidate: remotes.json, each remote's entry and manifest. */
function revalidates(url: URL, type: string | undefined): boolean {
  if (type === 'Document' || url.pathname === '/remotes.json') return true;
  return Object.values(remotes).some(
    ({ urlPrefix }) => url.pathname === `${urlPrefix}remoteEntry.js` || url.pathname === `${urlPrefix}mf-manifest.json`,
  );
}

interface Traced {
  url: string;
  type?: string;
  status?: number;
  /** The status as it came over the wire: a revalidation shows 304 here, the cached 200 in `status`. */
  wireStatus?: number;
  fromCache: boolean;
  encodedBytes: number;
}

/**
 * Loads a route in a fresh browser context, then again in a new page of the same context (same
 * profile, same HTTP cache), and sorts what the second visit sent over the network. Playwright
 * does not say which responses came from the cache, so the Chrome DevTools Protocol is asked.
 */
export async function repeatVisitFigures(
  browser: Browser,
  url: string,
  storage?: Record<string, string>,
): Promise<RepeatVisitFigures> {
  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    if (storage) await seedStorage(first, storage, url);
    await first.goto(url, { waitUntil: 'networkidle' });
    await first.close();

    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const traced = new Map<string, Traced>();
    const entry = (requestId: string) => traced.get(requestId);
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      if (!request.url.startsWith('http')) return;
      traced.set(requestId, { url: request.url, type, fromCache: false, encodedBytes: 0 });
    });
    cdp.on('Network.requestServedFromCache', ({ requestId }) => {
      const request = entry(requestId);
      if (request) request.fromCache = true;
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const request = entry(requestId);
      if (!request) return;
      request.type = type;
      request.status = response.status;
      if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) request.fromCache = true;
    });
    cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
      const request = entry(requestId);
      if (request) request.wireStatus = statusCode;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = entry(requestId);
      if (!request) return;
      request.encodedBytes = encodedDataLength;
    });
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'networkidle' });

    const overNetwork = [...traced.values()].filter((request) => !request.fromCache && request.status !== undefined);
    const status = (request: Traced) => request.wireStatus ?? request.status;
    const scriptsAndStyles = overNetwork.filter(
      (request) => status(request) === 200 && (request.type === 'Script' || request.type === 'Stylesheet'),
    );
    const revalidated = overNetwork.filter((request) => status(request) === 304);
    const others = overNetwork.filter(
      (request) => !scriptsAndStyles.includes(request) && !revalidated.includes(request),
    );
    const sum = (requests: Traced[]) => requests.reduce((total, request) => total + request.encodedBytes, 0);
    const shortUrl = (request: Traced) => {
      const parsed = new URL(request.url);
      return parsed.origin === new URL(url).origin ? `${parsed.pathname}${parsed.search}` : request.url;
    };
    return {
      bytes: sum(overNetwork),
      requests: overNetwork.length,
      scriptStyleBytes: sum(scriptsAndStyles),
      scriptStyleUrls: scriptsAndStyles.map(shortUrl),
      revalidated: revalidated.map((request) => ({
        url: shortUrl(request),
        expected: revalidates(new URL(request.url), request.type),
      })),
      otherBytes: sum(others),
      otherUrls: others.map(shortUrl),
    };
  } finally {
    await context.close();
  }
}
