import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { reportTo, type ErrorContext } from '../error-reporting/error-reports';
import { RouterError } from './RouterError';

function Broken(): never {
  throw new Error('The page fell over');
}

describe('the router error screen', () => {
  it('shows "Unexpected Application Error!" with the message when a route throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouterError /> }]);

    render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The page fell over')).toBeInTheDocument();
  });

  it("reports the error to the page's error reporter", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reported: [unknown, ErrorContext][] = [];
    await reportTo(
      Promise.resolve({ report: (error: unknown, context: ErrorContext) => reported.push([error, context]) }),
    );
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouterError /> }]);

    render(<RouterProvider router={router} />);

    expect(reported).toEqual([[expect.objectContaining({ message: 'The page fell over' }), { source: 'boundary' }]]);
  });
});
