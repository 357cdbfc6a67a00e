import 'shared-contracts/theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { PageDataContext, type PageData } from 'shared-contracts/page-data';
import { pageDataElementId } from 'shared-contracts/server-rendering';
import {
  resolveSiteText,
  siteTextElementId,
  specSiteText,
  SiteTextContext,
  type SiteText,
} from 'shared-contracts/site-words';
import { startErrorReporting } from './error-reporting/start-error-reporting';
import { loadRemoteRegistry } from './federation/remote-registry';
import { siteRoutes } from './routes';

startErrorReporting();

// Start fetching the remotes' addresses now; a failure here is shown, and retried, by the screen that needs them.
loadRemoteRegistry().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');

const router = createBrowserRouter(siteRoutes);

/** The data the server rendered the page from (none for a page it did not render). */
function servedPageData(): PageData {
  try {
    const data: unknown = JSON.parse(document.getElementById(pageDataElementId)?.textContent ?? '{}');
    return typeof data === 'object' && data !== null ? (data as PageData) : {};
  } catch {
    return {};
  }
}

/**
 * Her words and prices as the page was served with them, for the whole visit: the spec's when a
 * page somehow lacks them (a page from before she could change them, kept by a browser). The
 * server wrote them from her checked record, so they are taken as they are.
 */
function servedSiteText(): SiteText {
  try {
    const text = JSON.parse(document.getElementById(siteTextElementId)?.textContent ?? 'null') as SiteText | null;
    return typeof text?.version === 'number' ? text : specSiteText;
  } catch {
    return specSiteText;
  }
}

const site = (
  <StrictMode>
    <SiteTextContext.Provider value={resolveSiteText(servedSiteText())}>
      <PageDataContext.Provider value={servedPageData()}>
        <RouterProvider router={router} />
      </PageDataContext.Provider>
    </SiteTextContext.Provider>
  </StrictMode>
);

// A page the server rendered is taken over where it stands; any other is drawn here. As a
// transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is built.
startTransition(() => {
  if (root.hasChildNodes()) hydrateRoot(root, site);
  else createRoot(root).render(site);
});
