import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { standInForModalDialogs } from 'shared-contracts/testing/modal-dialog';
import { renderAt } from '../testing/render-at';
import FineArtScreen from './FineArtScreen';

const dialogs = standInForModalDialogs();

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

  it('opens the details of a piece as a modal dialog, linkable by address, with a way to ask about it', async () => {
    const user = userEvent.setup();
    renderAt('/fine-art', <FineArtScreen />);

    await user.click(screen.getAllByRole('button', { name: 'View Details' })[2]!);

    const dialog = screen.getByRole('dialog', { name: 'Artwork Title 3' });
    expect(dialogs.showModal.mock.contexts).toEqual([dialog]);
    expect(screen.getByTestId('location')).toHaveTextContent('/fine-art?piece=artwork-3');
    expect(within(dialog).getByRole('link', { name: 'Ask About This Piece' })).toHaveAttribute(
      'href',
      expect.stringContaining('/contact-grace?subject=About+My+Art'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialogs.close.mock.contexts).toEqual([dialog]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fine-art$/);
  });

  it('opens the details from a link, and takes the piece out of the address when the browser closes them', () => {
    renderAt('/fine-art?piece=artwork-2', <FineArtScreen />);
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Artwork Title 2' });

    act(() => {
      dialog.close();
      fireEvent(dialog, new Event('close'));
    });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fine-art$/);
  });

  it('closes the details on a click on the backdrop beside them, not on a click inside them', async () => {
    const user = userEvent.setup();
    renderAt('/fine-art?piece=artwork-4', <FineArtScreen />);
    const dialog = screen.getByRole('dialog', { name: 'Artwork Title 4' });

    await user.click(within(dialog).getByRole('heading', { name: 'Artwork Title 4' }));
    expect(dialog).toHaveAttribute('open');

    // A click on the backdrop reaches the dialog from a point outside its box (jsdom lays
    // nothing out: the box is empty, at the page's corner).
    fireEvent.click(dialog, { clientX: 400, clientY: 300 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fine-art$/);
  });

  it('opens the details once: the page rendering again leaves them, and the focus in them, alone', () => {
    const view = renderAt('/fine-art?piece=artwork-2', <FineArtScreen />);
    const ask = screen.getByRole('link', { name: 'Ask About This Piece' });
    ask.focus();

    view.rerender(<FineArtScreen />);

    expect(dialogs.showModal).toHaveBeenCalledTimes(1);
    expect(dialogs.close).not.toHaveBeenCalled();
    expect(ask).toHaveFocus();
  });
});
