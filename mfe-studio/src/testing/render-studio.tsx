import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search + location.hash}</p>;
}

/**
 * Renders a studio screen at `path`, matched by `route` (its path pattern; the path itself by
 * default); any other address renders nothing but the current location.
 */
export function renderStudio(path: string, screen: ReactElement, route = new URL(path, 'http://site').pathname) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={screen} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

/** A browser's refusal of a WebAuthn prompt, as when she closes it. */
export function cancelledCeremony(): Error {
  return Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });
}
