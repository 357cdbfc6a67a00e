import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
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
});
