import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render-at';
import { printListing } from '../testing/print-fixtures';
import PrintsScreen from './PrintsScreen';

const contactAboutPrints = expect.stringMatching(/^\/contact-grace\?subject=Print\+Shop\+Question&message=/);

describe('the prints page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the two collections: NFL prints are asked for, View All Prints goes to the prints listed below', async () => {
    fakeFunctions({ 'get-prints': () => ({ body: { prints: [printListing(1)] } }) });
    renderAt('/prints', <PrintsScreen />);

    expect(screen.getByRole('heading', { level: 1, name: 'Prints' })).toBeInTheDocument();
    expect(screen.getByText('Beautiful art prints to bring inspiration and faith into your home')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'NFL Collection' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'General Art Prints' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View NFL Prints' })).toHaveAttribute('href', contactAboutPrints);
    expect(screen.getByRole('link', { name: 'View All Prints' })).toHaveAttribute('href', '#all-prints');
    const section = screen.getByRole('region', { name: 'Art Prints' });
    expect(section).toHaveAttribute('id', 'all-prints');
    expect(section).toHaveAttribute('tabindex', '-1');
    expect(await within(section).findByRole('link', { name: 'Artwork Title 1' })).toBeInTheDocument();
    expect(screen.getByText('Ephesians 2:10')).toBeInTheDocument();
  });

  it('lists each artwork offered as prints with its picture and its lowest price, linking to its print page', async () => {
    const functions = fakeFunctions({
      'get-prints': () => ({
        body: { prints: [printListing(1), printListing(2, { title: 'Sunrise Over Galilee', fromPrice: 29.5 })] },
      }),
    });
    renderAt('/prints', <PrintsScreen />);

    const sunrise = await screen.findByRole('link', { name: 'Sunrise Over Galilee' });
    expect(sunrise).toHaveAttribute('href', '/prints/artwork-2');
    expect(sunrise.closest('li')).toHaveTextContent('from $29.50');
    expect(within(sunrise.closest('li')!).getByRole('img', { name: 'Painting 2' })).toHaveAttribute(
      'src',
      '/media/p2-1600.jpg',
    );
    expect(screen.getByRole('link', { name: 'Artwork Title 1' })).toHaveAttribute('href', '/prints/artwork-1');
    expect(screen.getByText('from $45.00')).toBeInTheDocument();
    expect(functions.calls()).toEqual([{ name: 'get-prints', body: {} }]);
  });

  it('with no prints offered yet, says so and both collections ask for prints through the contact form', async () => {
    fakeFunctions({ 'get-prints': () => ({ body: { prints: [] } }) });
    renderAt('/prints', <PrintsScreen />);

    expect(await screen.findByText(/No prints are ready to order yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a print' })).toHaveAttribute('href', contactAboutPrints);
    expect(screen.getByRole('link', { name: 'View NFL Prints' })).toHaveAttribute('href', contactAboutPrints);
    expect(screen.getByRole('link', { name: 'View All Prints' })).toHaveAttribute('href', contactAboutPrints);
  });

  it('says when the prints cannot be loaded, and loads them again on request', async () => {
    let fail = true;
    fakeFunctions({
      'get-prints': () => (fail ? { status: 503, body: { error: 'Busy' } } : { body: { prints: [printListing(1)] } }),
    });
    renderAt('/prints', <PrintsScreen />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the prints…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The prints could not be loaded');
    expect(screen.getByRole('link', { name: 'View All Prints' })).toHaveAttribute('href', '#all-prints');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Artwork Title 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
