import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { RouterProvider, createMemoryRouter, type Location } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteLoaderContext, type RemoteLoader } from './federation/RemoteScreen';
import { pageAt, pagePaths, pages, type Page } from 'shared-contracts/site-manifest';
import { siteRoutes } from './routes';

// Each remote screen renders its own name, so a test can see which screen a path reaches.
const namingLoader: RemoteLoader = {
  load: async ({ remote, exposed }) => ({
    default: () => (exposed === 'CartPanel' ? null : <p>{`${remote}/${exposed}`}</p>),
  }),
  forget: async () => undefined,
};

// Rendering inside act lets React retry the suspended screen once its load settles.
async function visit(entry: string | Partial<Location>, loader = namingLoader) {
  const router = createMemoryRouter(siteRoutes, { initialEntries: [entry] });
  await act(async () => {
    render(
      <RemoteLoaderContext.Provider value={loader}>
        <RouterProvider router={router} />
      </RemoteLoaderContext.Provider>,
    );
  });
  return router;
}

describe('the route table', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it.each([
    ['/', 'portfolio/Home'],
    ['/meet-grace', 'portfolio/About'],
    ['/fine-art', 'portfolio/FineArt'],
    ['/art-shop', 'portfolio/FineArt'],
    ['/prints', 'portfolio/Prints'],
    ['/print-shop', 'portfolio/Prints'],
    ['/custom-paintings', 'portfolio/CustomPaintings'],
    ['/contact-grace', 'portfolio/Contact'],
    ['/contact', 'portfolio/Contact'],
    ['/merch', 'shop/MerchList'],
    ['/swag-shop', 'shop/MerchList'],
    ['/merch/product/123', 'shop/ProductDetail'],
    ['/swag-shop/product/123', 'shop/ProductDetail'],
    ['/checkout', 'shop/Checkout'],
    ['/proposal', 'design_service/Proposals'],
    ['/play-harbor-proposal', 'design_service/MuralProposal'],
    ['/dydd-logo-proposal', 'design_service/LogoProposal'],
    ['/dydd-logo-proposal/payment?package=logo', 'design_service/LogoPayment'],
    ['/dydd-logo-proposal/thank-you?session_id=cs_1', 'design_service/LogoThankYou'],
    ['/dydd-logo-proposal/onboarding', 'design_service/LogoOnboarding'],
    ['/payment-success?session_id=cs_1', 'design_service/DepositSuccess'],
    ['/payment-success', 'design_service/DepositSuccess'],
    ['/payment-success?orderId=ord_1', 'shop/OrderSuccess'],
  ])('%s shows %s', async (path, screenName) => {
    await visit(path);
    expect(screen.getByText(screenName)).toBeInTheDocument();
  });

  it('shows the order confirmation when the checkout hands over an order id in navigation state', async () => {
    await visit({ pathname: '/payment-success', state: { orderId: 'ord_1' } });
    expect(screen.getByText('shop/OrderSuccess')).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/no/such/page'])('%s shows the 404 page and logs the path', async (path) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await visit(path);
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', path);
  });

  it.each(
    pages.flatMap((page: Page) => pagePaths(page).map((path) => [path.replace(':productId', '7'), page] as const)),
  )('%s carries the title, description and indexing rule of its page in the site manifest', async (path, page) => {
    await visit(path);
    expect(document.title).toBe(page.title);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', page.description);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      page.indexed ? undefined : 'noindex',
    );
  });

  it('keeps the head the server wrote for the page first opened, and names the next page as its own after a move', async () => {
    document.head.innerHTML =
      '<title>Still Waters · Fine Art · Grace Studio</title>' +
      '<meta name="description" content="A lake at dawn.">' +
      '<link rel="canonical" href="https://grace.example/fine-art/still-waters">' +
      '<meta property="og:url" content="https://grace.example/fine-art/still-waters">' +
      '<meta property="og:title" content="Still Waters · Fine Art · Grace Studio">';
    const router = await visit('/art-shop/still-waters');
    expect(document.title).toBe('Still Waters · Fine Art · Grace Studio');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'A lake at dawn.');

    await act(() => router.navigate('/swag-shop'));
    const merch = pageAt('/merch')!;
    expect(document.title).toBe(merch.title);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', merch.description);
    const address = `${window.location.origin}/merch`;
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', address);
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute('content', address);
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', merch.title);
    document.head.innerHTML = '';
  });

  it("lets a screen's own title stand over its page's after a move", async () => {
    const titling: RemoteLoader = {
      load: async ({ remote, exposed }) => ({
        default: function Titled() {
          useEffect(() => {
            document.title = `${exposed} itself`;
          }, []);
          return <p>{`${remote}/${exposed}`}</p>;
        },
      }),
      forget: async () => undefined,
    };
    const router = await visit('/merch', titling);
    await act(() => router.navigate('/checkout'));
    expect(screen.getByText('shop/Checkout')).toBeInTheDocument();
    expect(document.title).toBe('Checkout itself');
  });

  it('gives each route its own title and marks private pages noindex', async () => {
    await visit('/dydd-logo-proposal/onboarding');
    expect(screen.getByText('design_service/LogoOnboarding')).toBeInTheDocument();
    expect(document.title).toBe('Project Onboarding · Grace Studio');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
