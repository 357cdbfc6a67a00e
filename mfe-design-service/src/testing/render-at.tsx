import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { subscribe } from 'shared-contracts/events';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Renders a screen at its path (any other path renders nothing), shows the current location,
 * and collects the toasts the screen asks for.
 */
export function renderAt(path: string, screen: ReactElement) {
  const toasts: { title: string; description?: string }[] = [];
  const stop = subscribe('toast:show', ({ title, description }) => toasts.push({ title, description }));
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={new URL(path, 'http://site').pathname} element={screen} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
  return { ...result, toasts, stopToasts: stop };
}
