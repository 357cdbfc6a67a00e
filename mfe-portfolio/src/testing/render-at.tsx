import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Renders a screen at a path, with the current location shown for assertions; `rerender`
 * renders the screen again inside the same router, as a parent's update would.
 */
export function renderAt(path: string, screen: ReactElement) {
  const atPath = (element: ReactElement) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
      <Location />
    </MemoryRouter>
  );
  const view = render(atPath(screen));
  return { ...view, rerender: (element: ReactElement) => view.rerender(atPath(element)) };
}
