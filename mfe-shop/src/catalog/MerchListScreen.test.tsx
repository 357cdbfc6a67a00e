import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callKey } from 'shared-contracts/function-contract';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { productList as catalog, minimalTee, womensTee } from '../testing/products';

const allInStock = (body: unknown) => ({
  body: { inventory: (body as { variantIds: number[] }).variantIds.map((variantId) => ({ variantId, inStock: true })) },
});

/** A fresh copy of the screen and its products cache, as a new page visit has. */
async function freshScreen() {
  vi.resetModules();
  return (await import('./MerchListScreen')).default;
}

async function renderList(path = '/merch') {
  const MerchListScreen = await freshScreen();
  render(
    <MemoryRouter initialEntries={[path]}>
      <MerchListScreen />
    </MemoryRouter>,
  );
  await act(async () => vi.advanceTimersByTimeAsync(1000));
}

describe('the merch list', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows "Loading your designs..." and waits one second before asking for the products', async () => {
    const functions = fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': allInStock,
    });
    const MerchListScreen = await freshScreen();
    render(
      <MemoryRouter>
        <MerchListScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your designs...');

    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(functions.calls('get-printful-products')).toHaveLength(0);

    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(functions.calls('get-printful-products')).toHaveLength(1);
  });

  it('shows the products a page rendered on the server came with at once, without waiting or asking', async () => {
    const functions = fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': allInStock,
    });
    const MerchListScreen = await freshScreen();
    // The screen's fresh copy of the modules has its own context.
    const { PageDataContext } = await import('shared-contracts/page-data');
    const variantIds = catalog.products.flatMap((product) => product.sync_variants.map((variant) => variant.id));
    const teeVariants = new Set(minimalTee.sync_variants.map((variant) => variant.id));
    const teeSoldOut = {
      inventory: variantIds.map((variantId) => ({ variantId, inStock: !teeVariants.has(variantId) })),
    };
    render(
      <PageDataContext.Provider
        value={{
          [callKey('get-printful-products', {})]: catalog,
          [callKey('check-inventory', { variantIds })]: teeSoldOut,
        }}
      >
        <MemoryRouter>
          <MerchListScreen />
        </MemoryRouter>
      </PageDataContext.Provider>,
    );
    const teeCard = screen.getByRole('heading', { level: 2, name: minimalTee.name }).closest('article')!;
    expect(within(teeCard).getByText('Out of Stock')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(functions.calls('get-printful-products')).toHaveLength(0);
  });

  it('does not wait again when the visitor comes back to the list later in the visit', async () => {
    const functions = fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': allInStock,
    });
    const MerchListScreen = await freshScreen();
    const first = render(
      <MemoryRouter>
        <MerchListScreen />
      </MemoryRouter>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    first.unmount();

    render(
      <MemoryRouter>
        <MerchListScreen />
      </MemoryRouter>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: 'Rooted in Faith Embroidered Heavyweight Sweatshirt' })).toBeVisible();
    expect(functions.calls('get-printful-products')).toHaveLength(1);
  });

  it('shows each product with its picture, name, variant count, first price and stock, then checks inventory', async () => {
    const functions = fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': allInStock,
    });
    await renderList();

    const card = screen
      .getByRole('heading', { name: 'Rooted in Faith Embroidered Heavyweight Sweatshirt' })
      .closest('article')!;
    expect(within(card).getByRole('img')).toHaveAttribute('src', '/catalog-images/sweatshirt-maroon.svg');
    expect(within(card).getByText('20 variants')).toBeInTheDocument();
    expect(within(card).getByText(/\$54\.99/)).toBeInTheDocument();
    expect(within(card).getByText('In Stock')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Product' })).toHaveAttribute('href', '/merch/product/102');
    expect(functions.calls('check-inventory')[0]?.body).toEqual({
      variantIds: catalog.products.flatMap((p) => p.sync_variants.map((v) => v.id)),
    });
  });

  it('marks a product out of stock when none of its variants is in stock', async () => {
    fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': (body) => ({
        body: {
          inventory: (body as { variantIds: number[] }).variantIds.map((variantId) => ({
            variantId,
            inStock: variantId < 10300,
          })),
        },
      }),
    });
    await renderList();

    const card = screen.getByRole('heading', { name: 'Grace Upon Grace Minimalist T-Shirt' }).closest('article')!;
    expect(within(card).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).getByText('View Product')).toHaveAttribute('aria-disabled', 'true');
  });

  it('says that no designs are available when the store has no products, and shows none', async () => {
    fakeFunctions({ 'get-printful-products': () => ({ body: { products: [] } }), 'check-inventory': allInStock });
    await renderList();
    expect(screen.getByText('No designs are available right now. Please check back soon.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the default price of 25.00 USD for a product without variants', async () => {
    fakeFunctions({
      'get-printful-products': () => ({
        body: { products: [{ id: 7, name: 'Tote', thumbnail: null, sync_variants: [] }] },
      }),
      'check-inventory': allInStock,
    });
    await renderList();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByText('USD')).toBeInTheDocument();
  });

  it('says to wait when the catalogue is rate limited', async () => {
    fakeFunctions({ 'get-printful-products': () => ({ status: 429, body: { error: 'Too many requests' } }) });
    await renderList();
    expect(screen.getByRole('alert')).toHaveTextContent('Rate limit exceeded. Please wait a moment before refreshing.');
  });

  it('asks to try again on any other failure', async () => {
    fakeFunctions({ 'get-printful-products': () => ({ status: 503, body: { error: 'unavailable' } }) });
    await renderList();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load products. Please try again.');
  });

  it('only logs a failed inventory check and keeps everything in stock', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': () => ({ status: 500, body: { error: 'down' } }),
    });
    await renderList();
    expect(screen.getAllByText('In Stock')).toHaveLength(3);
    expect(logged).toHaveBeenCalled();
  });

  it('says "Refreshing..." while Refresh Products asks again, then that the products were refreshed', async () => {
    const functions = fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': allInStock,
    });
    await renderList();
    expect(screen.queryByText('Products refreshed.')).not.toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Refresh Products' }).click());
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByText('Products refreshed.')).toHaveAttribute('role', 'status');
    expect(functions.calls('get-printful-products')).toHaveLength(2);
  });

  it('shows only the t-shirts at /t-shirts, with a way to all the merch', async () => {
    fakeFunctions({ 'get-printful-products': () => ({ body: catalog }), 'check-inventory': allInStock });
    await renderList('/t-shirts');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Faith-Inspired T-Shirts');
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual([womensTee.name, minimalTee.name]);
    expect(screen.getByRole('link', { name: 'See all merch' })).toHaveAttribute('href', '/merch');
  });
});
