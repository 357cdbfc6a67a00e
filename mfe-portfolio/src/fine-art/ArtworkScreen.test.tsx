import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribe } from 'shared-contracts/events';
import { Route, Routes } from 'react-router';
import { signUpReceivedMessage, watchReceivedMessage } from 'shared-contracts/mailing-list';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { piece } from '../testing/artwork-fixtures';
import { renderAt } from '../testing/render-at';
import ArtworkScreen from './ArtworkScreen';

const atPiece = (slug: string) =>
  renderAt(
    `/fine-art/${slug}`,
    <Routes>
      <Route path="/fine-art/:slug" element={<ArtworkScreen />} />
    </Routes>,
  );

describe("a piece's own page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every photo, the medium, the size in inches and centimetres, the year and the price', async () => {
    const secondPhoto = { ...piece(1).photos[0]!, alt: 'The painting on the wall' };
    const functions = fakeFunctions({
      'get-artwork': ({ slug }) => ({
        body: {
          artwork: piece(1, {
            slug,
            title: 'Sunrise Over Galilee',
            year: 2026,
            framed: true,
            photos: [...piece(1).photos, secondPhoto],
          }),
          printsFrom: null,
        },
      }),
    });
    atPiece('sunrise-over-galilee');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Over Galilee' })).toBeInTheDocument();
    expect(functions.calls('get-artwork')).toEqual([{ name: 'get-artwork', body: { slug: 'sunrise-over-galilee' } }]);
    expect(screen.getByRole('img', { name: 'Painting 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The painting on the wall' })).toBeInTheDocument();
    expect(screen.getByText('Acrylic on canvas')).toBeInTheDocument();
    expect(screen.getByText('16 × 20 in (40.6 × 50.8 cm)')).toBeInTheDocument();
    expect(screen.getByText('2026')).toBeInTheDocument();
    expect(screen.getByText('$150.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask About This Piece' })).toHaveAttribute(
      'href',
      expect.stringContaining('/contact-grace?subject=About+My+Art'),
    );
    // The title is written by an effect, which may run just after the page has drawn the piece.
    await waitFor(() => expect(document.title).toBe('Sunrise Over Galilee · Fine Art · Grace Studio'));
  });

  it('says a sold piece is sold and offers a commission instead', async () => {
    fakeFunctions({ 'get-artwork': () => ({ body: { artwork: piece(2, { status: 'sold' }), printsFrom: null } }) });
    atPiece('artwork-2');

    expect(await screen.findByText('Sold')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ask About This Piece' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commission a piece' })).toHaveAttribute('href', '/custom-paintings');
  });

  it('leads from a sold piece to its prints, from their lowest price, before the commission', async () => {
    fakeFunctions({ 'get-artwork': () => ({ body: { artwork: piece(2, { status: 'sold' }), printsFrom: 35 } }) });
    atPiece('artwork-2');

    const prints = await screen.findByRole('link', { name: 'Prints are available, from $35.00' });
    expect(prints).toHaveAttribute('href', '/prints/artwork-2');
    expect(prints.parentElement).toHaveTextContent('This piece has found its home. Prints are available, from $35.00.');
    expect(screen.getByRole('link', { name: 'Commission a piece' })).toBeInTheDocument();
  });

  it('links an unsold piece to its prints too, and says nothing of prints she does not offer', async () => {
    fakeFunctions({ 'get-artwork': () => ({ body: { artwork: piece(1), printsFrom: 1200 } }) });
    atPiece('artwork-1');
    expect(await screen.findByRole('link', { name: 'Prints are available, from $1,200.00' })).toHaveAttribute(
      'href',
      '/prints/artwork-1',
    );
  });

  it('says so when the piece is not on show', async () => {
    fakeFunctions({ 'get-artwork': () => ({ status: 404, body: { error: 'This piece is not in the gallery.' } }) });
    atPiece('a-draft');

    expect(await screen.findByRole('heading', { name: 'This piece is not in the gallery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the pieces on show' })).toHaveAttribute('href', '/fine-art');
  });

  it('puts an available piece in the cart through the bus, at its price and shipping', async () => {
    const requested = vi.fn();
    const stop = subscribe('portfolio:art-add-requested', requested);
    fakeFunctions({
      'get-artwork': () => ({ body: { artwork: piece(1, { price: 1200, shippingPrice: 45 }), printsFrom: null } }),
    });
    atPiece('artwork-1');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to Cart' }));
    stop();
    expect(requested).toHaveBeenCalledWith({
      line: {
        kind: 'original',
        id: 'original-artwork-1',
        artworkSlug: 'artwork-1',
        name: 'Artwork Title 1',
        imageUrl: '/media/p1-1600.jpg',
        price: '1200.00',
        shipping: '45.00',
        currency: 'USD',
        quantity: 1,
      },
    });
    expect(screen.getByText('Packed and shipped by the artist: $45.00.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Prints are available/ })).not.toBeInTheDocument();
  });

  it('offers "Tell me about new work" on a sold piece, and signs the address up from that piece', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({
      'get-artwork': () => ({ body: { artwork: piece(2, { status: 'sold' }), printsFrom: null } }),
      'list-sign-up': () => ({ body: { received: true } }),
    });
    atPiece('artwork-2');

    const form = await screen.findByRole('form', { name: 'Tell me about new work' });
    await user.type(within(form).getByLabelText('Your email address'), 'lydia@example.com');
    await user.click(within(form).getByRole('button', { name: 'Tell me about new work' }));

    expect(await screen.findByRole('status')).toHaveTextContent(signUpReceivedMessage);
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Tell me about new work' })).not.toBeInTheDocument();
    expect(functions.calls('list-sign-up')).toEqual([
      {
        name: 'list-sign-up',
        body: { email: 'lydia@example.com', source: 'sold-piece', slug: 'artwork-2', website: '' },
      },
    ]);
  });

  it('offers to write once if a reserved piece becomes available again', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({
      'get-artwork': () => ({ body: { artwork: piece(3, { status: 'reserved' }), printsFrom: null } }),
      'list-watch-piece': () => ({ body: { received: true } }),
    });
    atPiece('artwork-3');

    const form = await screen.findByRole('form', { name: 'Tell me if it becomes available again' });
    expect(screen.queryByRole('form', { name: 'Tell me about new work' })).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Your email address'), 'lydia@example.com');
    await user.click(within(form).getByRole('button', { name: 'Tell me if it becomes available again' }));

    expect(await screen.findByRole('status')).toHaveTextContent(watchReceivedMessage);
    expect(functions.calls('list-watch-piece')).toEqual([
      { name: 'list-watch-piece', body: { email: 'lydia@example.com', slug: 'artwork-3', website: '' } },
    ]);
  });

  it('offers an available piece neither the news nor the watch', async () => {
    fakeFunctions({ 'get-artwork': () => ({ body: { artwork: piece(1), printsFrom: null } }) });
    atPiece('artwork-1');

    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your email address')).not.toBeInTheDocument();
  });

  it('refuses a malformed address beside the field, with the focus on it, and sends nothing', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({
      'get-artwork': () => ({ body: { artwork: piece(2, { status: 'sold' }), printsFrom: null } }),
    });
    atPiece('artwork-2');

    const field = await screen.findByLabelText('Your email address');
    await user.type(field, 'lydia@example.com, mary@example.com');
    await user.click(screen.getByRole('button', { name: 'Tell me about new work' }));

    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('lydia@example.com, mary@example.com');
    expect(functions.calls('list-sign-up')).toEqual([]);
  });

  it("shows the server's refusal beside the field and keeps the address", async () => {
    const user = userEvent.setup();
    fakeFunctions({
      'get-artwork': () => ({ body: { artwork: piece(3, { status: 'reserved' }), printsFrom: null } }),
      'list-watch-piece': () => ({
        status: 429,
        body: { error: 'Too many requests. Please wait a few minutes and try again.' },
      }),
    });
    atPiece('artwork-3');

    const field = await screen.findByLabelText('Your email address');
    await user.type(field, 'lydia@example.com');
    await user.click(screen.getByRole('button', { name: 'Tell me if it becomes available again' }));

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Too many requests. Please wait a few minutes and try again.'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('lydia@example.com');
  });

  it('offers no Add to Cart on a piece that is sold or reserved', async () => {
    fakeFunctions({ 'get-artwork': () => ({ body: { artwork: piece(1, { status: 'reserved' }), printsFrom: null } }) });
    atPiece('artwork-1');
    expect(await screen.findByText('Reserved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });
});
