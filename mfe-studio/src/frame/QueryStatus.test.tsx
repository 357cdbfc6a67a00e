import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryStatus } from './QueryStatus';

describe('a screen’s read, while it is under way or failed', () => {
  it('says what it is loading', () => {
    render(<QueryStatus state={{ status: 'loading' }} retry={() => {}} loading="Loading your passkeys…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your passkeys…');
  });

  it('shows why it failed, and Try again reads again', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    render(
      <QueryStatus
        state={{ status: 'failed', message: 'The studio could not be reached.' }}
        retry={retry}
        loading=""
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The studio could not be reached.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no Try again without a retry', () => {
    render(<QueryStatus state={{ status: 'failed', message: 'Not found.', httpStatus: 404 }} loading="" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not found.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing once loaded, or when there is nothing to read', () => {
    const { container, rerender } = render(
      <QueryStatus state={{ status: 'loaded', data: {} }} retry={() => {}} loading="Loading…" />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<QueryStatus state={{ status: 'idle' }} retry={() => {}} loading="Loading…" />);
    expect(container).toBeEmptyDOMElement();
  });
});
