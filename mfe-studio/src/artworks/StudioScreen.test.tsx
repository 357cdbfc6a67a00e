import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePaths } from 'shared-contracts/site-config';
import { signedOutMessage, type StudioArtwork } from 'shared-contracts/studio';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { studioArtwork } from '../testing/studio-fixtures';
import StudioScreen from './StudioScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const three = [
  studioArtwork(1, { title: 'Morning Psalm' }),
  studioArtwork(2, { title: 'Still Waters', status: 'sold', price: 1200 }),
  studioArtwork(3, { title: 'Harvest', status: 'draft', photos: [] }),
];

/** Her studio, signed in, with these pieces; reorders are answered in the order asked. */
function studioWith(artworks: StudioArtwork[]) {
  return fakeFunctions({
    'studio-session': () => ({ body: { signedIn: true } }),
    'studio-artworks': () => ({ body: { artworks } }),
    'studio-reorder-artworks': ({ ids }) => ({
      body: { artworks: ids.map((id) => artworks.find((artwork) => artwork.id === id)!) },
    }),
  });
}

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Artworks in their order on the site' }))
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

describe('the Artworks section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists her pieces in her order, each with its thumbnail, status, price and a link to its editor', async () => {
    studioWith(three);
    renderStudio(sitePaths.studioArtworks, <StudioScreen />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Artworks' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Artworks in their order on the site' });
    expect(rowTitles()).toEqual(['Morning Psalm', 'Still Waters', 'Harvest']);
    const [first, second, third] = within(screen.getByRole('list', { name: /Artworks in their order/ })).getAllByRole(
      'listitem',
    );
    expect(within(first!).getByRole('link', { name: 'Morning Psalm' })).toHaveAttribute(
      'href',
      '/studio/artworks/art-1',
    );
    expect(first!.querySelector('img')).toHaveAttribute('src', '/media/p1-1600.jpg');
    expect(first).toHaveTextContent('Available');
    expect(first).toHaveTextContent('$150.00');
    expect(second).toHaveTextContent('Sold');
    expect(second).toHaveTextContent('$1,200.00');
    expect(third).toHaveTextContent('Draft');
    expect(third).toHaveTextContent('No photo');
    expect(screen.getByRole('link', { name: 'Add artwork' })).toHaveAttribute('href', sitePaths.studioNewArtwork);
  });

  it('moves a piece down and sends every id in the new order', async () => {
    const user = userEvent.setup();
    const functions = studioWith(three);
    renderStudio(sitePaths.studioArtworks, <StudioScreen />);

    const moveDown = await screen.findByRole('button', { name: 'Move down: Morning Psalm' });
    await user.click(moveDown);

    expect(rowTitles()).toEqual(['Still Waters', 'Morning Psalm', 'Harvest']);
    await vi.waitFor(() =>
      expect(functions.calls('studio-reorder-artworks')).toEqual([
        { name: 'studio-reorder-artworks', body: { ids: ['art-2', 'art-1', 'art-3'] } },
      ]),
    );
    expect(screen.getByRole('button', { name: 'Move down: Morning Psalm' })).toHaveFocus();
    expect(screen.getByText('“Morning Psalm” moved to position 2 of 3.')).toBeInTheDocument();
  });

  it('moves a piece up, and to the top with the arrow and Home keys on its handle', async () => {
    const user = userEvent.setup();
    const functions = studioWith(three);
    renderStudio(sitePaths.studioArtworks, <StudioScreen />);

    await user.click(await screen.findByRole('button', { name: 'Move up: Harvest' }));
    expect(rowTitles()).toEqual(['Morning Psalm', 'Harvest', 'Still Waters']);

    screen.getByRole('button', { name: /^Reorder “Harvest”/ }).focus();
    await user.keyboard('{Home}');
    expect(rowTitles()).toEqual(['Harvest', 'Morning Psalm', 'Still Waters']);
    expect(screen.getByRole('button', { name: 'Reorder “Harvest”, position 1 of 3' })).toHaveFocus();
    await vi.waitFor(() =>
      expect(functions.calls('studio-reorder-artworks').map((call) => call.body)).toEqual([
        { ids: ['art-1', 'art-3', 'art-2'] },
        { ids: ['art-3', 'art-1', 'art-2'] },
      ]),
    );
  });

  it('drops a dragged piece where the pointer leaves it', async () => {
    const functions = studioWith(three);
    renderStudio(sitePaths.studioArtworks, <StudioScreen />);
    const rows = within(await screen.findByRole('list', { name: /Artworks in their order/ })).getAllByRole('listitem');
    rows.forEach((row, index) => {
      row.getBoundingClientRect = () => ({ top: index * 100, height: 100 }) as DOMRect;
    });
    const handle = screen.getByRole('button', { name: /^Reorder “Morning Psalm”/ });
    handle.setPointerCapture = () => undefined;

    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientY: 50 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 260 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 260 });

    expect(rowTitles()).toEqual(['Still Waters', 'Harvest', 'Morning Psalm']);
    await vi.waitFor(() =>
      expect(functions.calls('studio-reorder-artworks').map((call) => call.body)).toEqual([
        { ids: ['art-2', 'art-3', 'art-1'] },
      ]),
    );
  });

  it('puts the pieces back in the saved order and says why when the new order is refused', async () => {
    const user = userEvent.setup();
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-artworks': () => ({ body: { artworks: three } }),
      'studio-reorder-artworks': () => ({
        status: 400,
        body: { error: 'The list of artworks has changed. Please reload the page and try again.' },
      }),
    });
    renderStudio(sitePaths.studioArtworks, <StudioScreen />);
    await user.click(await screen.findByRole('button', { name: 'Move down: Morning Psalm' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new order was not saved: The list of artworks has changed. Please reload the page and try again.',
    );
    expect(rowTitles()).toEqual(['Morning Psalm', 'Still Waters', 'Harvest']);
  });

  it('shows the sign-in panel when the list answers 401', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-artworks': () => ({ status: 401, body: { error: signedOutMessage } }),
    });
    renderStudio(sitePaths.studioArtworks, <StudioScreen />);
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add artwork' })).not.toBeInTheDocument();
  });

  it('invites her to add her first piece when there is none', async () => {
    studioWith([]);
    renderStudio(sitePaths.studioArtworks, <StudioScreen />);
    expect(await screen.findByText(/No artworks yet/)).toBeInTheDocument();
  });
});
