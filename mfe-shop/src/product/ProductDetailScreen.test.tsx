import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { subscribe } from 'shared-contracts/events';
import { callKey } from 'shared-contracts/function-contract';
import { specPrices, type SitePrices } from 'shared-contracts/pricing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { productList as catalog } from '../testing/products';

function ShowLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Opens the product page at `path`; `pageData` is what a page rendered on the server came with,
 * `prices` the prices it was served with (the spec's unless given).
 */
async function visit(path: string, pageData?: Record<string, unknown>, prices?: SitePrices) {
  vi.resetModules();
  const { default: ProductDetailScreen } = await import('./ProductDetailScreen');
  const { useCartStore } = await import('../cart/cart-store');
  // The screen's fresh copy of the modules has its own contexts.
  const { PageDataContext } = await import('shared-contracts/page-data');
  const { SiteTextContext, resolveSiteText, specSiteText } = await import('shared-contracts/site-words');
  const siteText = resolveSiteText(prices ? { ...specSiteText, version: 1, prices } : specSiteText);
  render(
    <SiteTextContext.Provider value={siteText}>
      <PageDataContext.Provider value={pageData ?? {}}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/merch/product/:productId" element={<ProductDetailScreen />} />
          </Routes>
          <ShowLocation />
        </MemoryRouter>
      </PageDataContext.Provider>
    </SiteTextContext.Provider>,
  );
  return useCartStore;
}

describe('the product page', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows "Loading product details...." and then the product with its price and currency', async () => {
    fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': () => ({ body: { inventory: [] } }),
    });
    await visit('/merch/product/102');
    expect(screen.getByRole('status')).toHaveTextContent('Loading product details....');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rooted in Faith Embroidered Heavyweight Sweatshirt' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$54.99')).toBeInTheDocument();
    expect(screen.getByText('USD')).toBeInTheDocument();
    expect(screen.getByText('Premium Cotton Blend')).toBeInTheDocument();
    expect(screen.getByText('Free shipping on orders over $50 • 30-day returns')).toBeInTheDocument();
  });

  it('names her free-shipping threshold once she has set her own', async () => {
    fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': () => ({ body: { inventory: [] } }),
    });
    await visit('/merch/product/102', undefined, { ...specPrices, freeShippingOverCents: 10000 });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Free shipping on orders over $100 • 30-day returns')).toBeInTheDocument();
  });

  it('keeps the colour when the size changes, and puts the chosen variant in the URL', async () => {
    const user = userEvent.setup();
    fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': () => ({ body: { inventory: [] } }),
    });
    await visit('/merch/product/102?variant=10211');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'XL' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/merch/product/102?variant=10214');
    expect(screen.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: /Navy/ })).toHaveAttribute('src', '/catalog-images/sweatshirt-navy.svg');
  });

  it('selects the variant of a thumbnail', async () => {
    const user = userEvent.setup();
    fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': () => ({ body: { inventory: [] } }),
    });
    await visit('/merch/product/102');
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Show Dust' }));

    expect(screen.getByRole('button', { name: 'Dust' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('variant=10206');
  });

  it('adds the chosen variant to the cart, says "Added to cart!" and opens the panel', async () => {
    const user = userEvent.setup();
    const toasts: string[] = [];
    const stop = subscribe('toast:show', ({ title, description }) => toasts.push(`${title} ${description}`));
    fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': () => ({ body: { inventory: [] } }),
    });
    const cart = await visit('/merch/product/101?variant=10103');
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(cart.getState().items).toMatchObject([
      { id: '101-10103', variantId: 10103, size: 'L', color: 'White', price: '24.99', quantity: 1 },
    ]);
    expect(cart.getState().isOpen).toBe(true);
    expect(toasts).toEqual(["Added to cart! Walk by Faith Women's Relaxed T-Shirt, L, White"]);
    // Said once, by the notification: not again on the page, behind the opened panel.
    expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
    stop();
  });

  it('says a printed garment is printed and an embroidered one stitched, from its design file', async () => {
    fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': () => ({ body: { inventory: [] } }),
    });
    await visit('/merch/product/101');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/High-Quality Direct-to-Garment printing/)).toBeInTheDocument();
    cleanup();

    await visit('/merch/product/102');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/Stitched embroidery/)).toBeInTheDocument();
    expect(screen.queryByText(/Direct-to-Garment/)).not.toBeInTheDocument();
  });

  it('will not add a variant that is out of stock', async () => {
    fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': () => ({ body: { inventory: [{ variantId: 10220, inStock: false }] } }),
    });
    await visit('/merch/product/102?variant=10220');
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('describes the chosen variant to search engines as schema.org Product data', async () => {
    fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': () => ({ body: { inventory: [{ variantId: 10220, inStock: false }] } }),
    });
    await visit('/merch/product/102?variant=10220');
    await screen.findByRole('button', { name: 'Out of Stock' });

    // The page writes the data after it renders (an effect), so it is read once it has caught up.
    const structuredData = () =>
      JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!) as unknown;
    await vi.waitFor(() =>
      expect(structuredData()).toMatchObject({
        '@type': 'Product',
        name: 'Rooted in Faith Embroidered Heavyweight Sweatshirt',
        image: 'http://localhost:3000/catalog-images/sweatshirt-vintage-black.svg',
        offers: { price: '54.99', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' },
      }),
    );
  });

  it("puts the chosen variant's data in place of the product data the server wrote, not beside it", async () => {
    const served = document.createElement('script');
    served.type = 'application/ld+json';
    served.textContent = JSON.stringify({ '@type': 'Product', sku: '10201' });
    document.head.append(served);
    fakeFunctions({
      'get-printful-products': () => ({ body: catalog }),
      'check-inventory': () => ({ body: { inventory: [] } }),
    });
    await visit('/merch/product/102?variant=10207');
    await screen.findByRole('heading', { level: 1 });

    const products = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    await vi.waitFor(() => expect(served.textContent).toContain('"sku":"10207"'));
    expect(products()).toEqual([served]);
    cleanup();
    expect(served.textContent).toBe(JSON.stringify({ '@type': 'Product', sku: '10201' }));
    served.remove();
  });

  it('says "Product Not Found" with a way back for an unknown product', async () => {
    fakeFunctions({ 'get-printful-products': () => ({ body: catalog }) });
    await visit('/merch/product/999');
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Product not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Merch' })).toHaveAttribute('href', '/merch');
  });

  it('says "Product Not Found" at once, without asking, when the page came with a catalogue that lacks it', async () => {
    const functions = fakeFunctions({ 'get-printful-products': () => ({ body: catalog }) });
    await visit('/merch/product/999', { [callKey('get-printful-products', {})]: catalog });
    expect(screen.getByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(functions.calls('get-printful-products')).toHaveLength(0);
  });

  it('says "Failed to load product details." when the catalogue cannot be read', async () => {
    fakeFunctions({ 'get-printful-products': () => ({ status: 503, body: { error: 'down' } }) });
    await visit('/merch/product/102');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product details.');
  });
});
