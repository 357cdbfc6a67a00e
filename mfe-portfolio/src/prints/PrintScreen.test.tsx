import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { subscribe } from 'shared-contracts/events';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render-at';
import { printChoice, printPage } from '../testing/print-fixtures';
import PrintScreen from './PrintScreen';

const atPrint = (slug: string) =>
  renderAt(
    `/prints/${slug}`,
    <Routes>
      <Route path="/prints/:slug" element={<PrintScreen />} />
    </Routes>,
  );

const checkedIn = (group: string) =>
  screen.getByRole('group', { name: group }).querySelector<HTMLInputElement>('input:checked')?.closest('label')
    ?.textContent;

describe("an artwork's print page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the cheapest print: its price, its mock-up and what it is, and the piece’s own words as the original’s', async () => {
    const functions = fakeFunctions({
      'get-print': ({ slug }) => ({ body: { print: printPage(1, { slug, title: 'Sunrise Over Galilee' }) } }),
    });
    atPrint('sunrise-over-galilee');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Over Galilee' })).toBeInTheDocument();
    expect(functions.calls('get-print')).toEqual([{ name: 'get-print', body: { slug: 'sunrise-over-galilee' } }]);
    // The print is described as a print, and the piece's own words only as the original's.
    expect(
      screen.getByText(
        'Matte poster, 12″ × 16″: a print of “Sunrise Over Galilee”. Printed on thick, museum-quality matte paper, ready for a frame of your choice.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Printed to order for you and shipped to your door.')).toBeInTheDocument();
    const original = screen.getByRole('region', { name: 'About the original' });
    expect(original).toHaveTextContent('Acrylic on canvas, painted by hand in the studio.');
    expect(screen.getByText('$45.00')).toBeInTheDocument();
    const mockup = screen.getByRole('img', { name: '“Sunrise Over Galilee” as a matte poster, 12″ × 16″' });
    expect(mockup).toHaveAttribute('src', '/media/mockups/p1-poster-12x16.webp');
    expect(mockup).toHaveAttribute('width', '1200');
    expect(mockup).toHaveAttribute('height', '1500');
    expect(checkedIn('Product')).toBe('Matte poster');
    expect(checkedIn('Size')).toBe('12″ × 16″');
    expect(screen.getByRole('link', { name: '← All prints' })).toHaveAttribute('href', '/prints');
    // The title is written by an effect, which may run just after the page has drawn the print.
    await waitFor(() => expect(document.title).toBe('Sunrise Over Galilee · Prints · Grace Studio'));
  });

  it('offers only the products and sizes she offers; the price and the mock-up follow the choice', async () => {
    fakeFunctions({ 'get-print': () => ({ body: { print: printPage(1) } }) });
    atPrint('artwork-1');
    const user = userEvent.setup();

    await screen.findByRole('group', { name: 'Product' });
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Matte poster',
      'Framed poster',
      'Canvas',
      '12″ × 16″',
      '16″ × 20″',
    ]);

    await user.click(screen.getByRole('radio', { name: '16″ × 20″' }));
    expect(screen.getByText('$55.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '“Artwork Title 1” as a matte poster, 16″ × 20″' })).toHaveAttribute(
      'src',
      '/media/mockups/p1-poster-16x20.webp',
    );

    await user.click(screen.getByRole('radio', { name: 'Canvas' }));
    expect(checkedIn('Size')).toBe('16″ × 20″');
    expect(screen.getByText('$120.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '“Artwork Title 1” as a canvas, 16″ × 20″' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Framed poster' }));
    expect(screen.getAllByRole('radio', { name: /″/ }).map((radio) => radio.closest('label')?.textContent)).toEqual([
      '12″ × 16″',
    ]);
    expect(checkedIn('Size')).toBe('12″ × 16″');
    expect(screen.getByText('$95.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '“Artwork Title 1” as a framed poster, 12″ × 16″' })).toHaveAttribute(
      'src',
      '/media/mockups/p1-framed-poster-12x16.webp',
    );
  });

  it('puts the chosen print in the cart through the bus, one at a time, as often as asked', async () => {
    const requested = vi.fn();
    const stop = subscribe('portfolio:art-add-requested', requested);
    fakeFunctions({
      'get-print': () => ({
        body: {
          print: printPage(3, {
            choices: [printChoice(3, 'canvas', '18x24', 150), printChoice(3, 'poster', '18x24', 60)],
          }),
        },
      }),
    });
    atPrint('artwork-3');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: 'Canvas' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    stop();
    const line = {
      kind: 'print',
      id: 'print-artwork-3-canvas-18x24',
      artworkSlug: 'artwork-3',
      product: 'canvas',
      size: '18x24',
      label: 'Canvas, 18″ × 24″',
      name: 'Artwork Title 3',
      imageUrl: '/media/mockups/p3-canvas-18x24.webp',
      price: '150.00',
      currency: 'USD',
      quantity: 1,
    };
    expect(requested.mock.calls).toEqual([[{ line }], [{ line }]]);
  });

  it('says so when the artwork is not offered as prints', async () => {
    fakeFunctions({ 'get-print': () => ({ status: 404, body: { error: 'This piece is not offered as prints.' } }) });
    atPrint('a-draft');

    expect(await screen.findByRole('heading', { level: 1, name: 'This print is not offered' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the prints on offer' })).toHaveAttribute('href', '/prints');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('says when the print cannot be loaded, and loads it again on request', async () => {
    let fail = true;
    fakeFunctions({
      'get-print': () => (fail ? { status: 503, body: { error: 'Busy' } } : { body: { print: printPage(1) } }),
    });
    atPrint('artwork-1');

    expect(screen.getByRole('status')).toHaveTextContent('Loading the print…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The print could not be loaded');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Artwork Title 1' })).toBeInTheDocument();
  });
});
