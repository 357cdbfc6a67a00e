import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { piece } from '../testing/artwork-fixtures';
import { renderAt } from '../testing/render-at';
import FineArtScreen from './FineArtScreen';

describe('the fine art page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the pieces of the catalogue in its order, with prices, the closing line and the scripture', async () => {
    fakeFunctions({ 'get-artworks': () => ({ body: { artworks: [1, 2, 3, 4, 5, 6].map((n) => piece(n)) } }) });
    renderAt('/fine-art', <FineArtScreen />);

    const titles = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    expect(titles).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Artwork Title ${n}`));
    expect(screen.getAllByText('$150.00')).toHaveLength(6);
    expect(screen.getAllByRole('link', { name: 'View Details' })[2]).toHaveAttribute('href', '/fine-art/artwork-3');
    expect(screen.getByText('Each piece tells a story of faith, hope, and artistic expression')).toBeInTheDocument();
    expect(screen.getByText('Ephesians 2:10')).toBeInTheDocument();
  });

  it('draws each photo as a picture: AVIF offered first, a JPEG for every browser, with its size', async () => {
    fakeFunctions({ 'get-artworks': () => ({ body: { artworks: [piece(1)] } }) });
    const { container } = renderAt('/fine-art', <FineArtScreen />);

    const image = await screen.findByRole('img', { name: 'Painting 1' });
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '2000');
    expect(image).toHaveAttribute('src', '/media/p1-1600.jpg');
    expect(image).toHaveAttribute('srcset', '/media/p1-480.jpg 480w, /media/p1-1600.jpg 1600w');
    expect(container.querySelector('source')).toHaveAttribute('type', 'image/avif');
  });

  it('marks a sold piece Sold and one a buyer is paying for Reserved', async () => {
    fakeFunctions({
      'get-artworks': () => ({
        body: { artworks: [piece(1), piece(2, { status: 'sold' }), piece(3, { status: 'reserved' })] },
      }),
    });
    renderAt('/fine-art', <FineArtScreen />);

    const sold = await screen.findByText('Sold');
    expect(sold.closest('li')).toHaveTextContent('Artwork Title 2');
    expect(screen.getAllByText('Sold')).toHaveLength(1);
    expect(screen.getByText('Reserved').closest('li')).toHaveTextContent('Artwork Title 3');
  });

  it('says when the gallery cannot be loaded, and loads it again on request', async () => {
    let fail = true;
    fakeFunctions({
      'get-artworks': () => (fail ? { status: 503, body: { error: 'Busy' } } : { body: { artworks: [piece(1)] } }),
    });
    renderAt('/fine-art', <FineArtScreen />);

    expect(await screen.findByRole('alert')).toHaveTextContent('The gallery could not be loaded');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Artwork Title 1' })).toBeInTheDocument();
  });

  it("sends an old details address (?piece=) to the piece's own page", () => {
    fakeFunctions({ 'get-artworks': () => ({ body: { artworks: [] } }) });
    renderAt('/fine-art?piece=artwork-2', <FineArtScreen />);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fine-art\/artwork-2$/);
  });
});
