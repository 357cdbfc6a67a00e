import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../testing/render-at';
import FineArtScreen from './FineArtScreen';

describe('the fine art page', () => {
  it('shows six pieces at $150.00, the closing line and the scripture', () => {
    renderAt('/fine-art', <FineArtScreen />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Artwork Title ${n}`));
    expect(screen.getAllByText('$150.00')).toHaveLength(6);
    expect(screen.getAllByRole('button', { name: 'View Details' })).toHaveLength(6);
    expect(screen.getByText('Each piece tells a story of faith, hope, and artistic expression')).toBeInTheDocument();
    expect(screen.getByText('Ephesians 2:10')).toBeInTheDocument();
  });

  it('opens the details of a piece, linkable by address, with a way to ask about it', async () => {
    const user = userEvent.setup();
    renderAt('/fine-art', <FineArtScreen />);

    await user.click(screen.getAllByRole('button', { name: 'View Details' })[2]!);

    const dialog = screen.getByRole('dialog', { name: 'Artwork Title 3' });
    expect(screen.getByTestId('location')).toHaveTextContent('/fine-art?piece=artwork-3');
    expect(within(dialog).getByRole('link', { name: 'Ask About This Piece' })).toHaveAttribute(
      'href',
      expect.stringContaining('/contact-grace?subject=About+My+Art'),
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fine-art$/);
  });

  it('leaves focus where the visitor moved it in the open details when the page renders again', async () => {
    const user = userEvent.setup();
    const view = renderAt('/fine-art?piece=artwork-2', <FineArtScreen />);
    expect(screen.getByRole('button', { name: 'Close details' })).toHaveFocus();

    const ask = screen.getByRole('link', { name: 'Ask About This Piece' });
    ask.focus();
    view.rerender(<FineArtScreen />);
    expect(ask).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fine-art$/);
  });
});
