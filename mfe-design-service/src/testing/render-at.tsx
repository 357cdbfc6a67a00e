import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { subscribe } from 'shared-contracts/events';
import { PageDataContext, type PageData } from 'shared-contracts/page-data';
import { SiteTextContext, resolveSiteText, specSiteText, type ResolvedSiteText } from 'shared-contracts/site-words';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Renders a screen at its path (any other path renders nothing), shows the current location,
 * and collects the toasts the screen asks for. `route` is the screen's route when it has
 * parameters (`/proposal/examples/:exampleId`); `pageData` is what a page the server rendered
 * came with; `siteText` the words and prices it was served with, the spec's unless she published
 * her own.
 */
export function renderAt(
  path: string,
  screen: ReactElement,
  {
    route = new URL(path, 'http://site').pathname,
    pageData = {},
    siteText = resolveSiteText(specSiteText),
  }: { route?: string; pageData?: PageData; siteText?: ResolvedSiteText } = {},
) {
  const toasts: { title: string; description?: string }[] = [];
  const stop = subscribe('toast:show', ({ title, description }) => toasts.push({ title, description }));
  const result = render(
    <SiteTextContext.Provider value={siteText}>
      <PageDataContext.Provider value={pageData}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={screen} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </MemoryRouter>
      </PageDataContext.Provider>
    </SiteTextContext.Provider>,
  );
  return { ...result, toasts, stopToasts: stop };
}
