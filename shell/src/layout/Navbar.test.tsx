import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publish, subscribe } from 'shared-contracts/events';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectCartBus, useCartBus } from '../cart-bus/cart-bus';
import { Navbar } from './Navbar';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar />
    </MemoryRouter>,
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const activeLinks = () =>
  within(mainNav())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the navigation bar', () => {
  let disconnect: () => void;
  beforeEach(() => {
    useCartBus.setState({ count: 0, shopListening: false, openPending: false, panelWanted: false, panelAttempt: 0 });
    disconnect = connectCartBus();
  });
  afterEach(() => disconnect());

  it('offers the six links of the site with their paths', () => {
    renderAt('/');
    const list = within(mainNav()).getByRole('list');
    const links = within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Meet Grace', '/meet-grace'],
      ['Fine Art', '/fine-art'],
      ['Prints', '/prints'],
      ['Merch', '/merch'],
      ['Contact', '/contact-grace'],
    ]);
  });

  it('highlights Home only on exactly /', () => {
    renderAt('/');
    expect(activeLinks()).toEqual(['Home']);
  });

  it.each([
    ['/merch', 'Merch'],
    ['/swag-shop', 'Merch'],
    ['/t-shirts', 'Merch'],
    ['/merch/product/12', 'Merch'],
    ['/print-shop', 'Prints'],
    ['/prints/still-waters', 'Prints'],
    ['/art-shop/still-waters', 'Fine Art'],
    ['/contact', 'Contact'],
  ])('on %s, lights %s: the page, another address of it, or a page within it', (path, link) => {
    renderAt(path);
    expect(activeLinks()).toEqual([link]);
  });

  it.each(['/checkout', '/orders/ord_1', '/no/such/page'])('lights nothing on %s, a page of no link', (path) => {
    renderAt(path);
    expect(activeLinks()).toEqual([]);
  });

  it('opens the menu from its button and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');

    await user.click(within(mainNav()).getByRole('link', { name: 'Prints' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the focus into the menu it opens, and Escape closes the menu and gives the focus back', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('leaves the menu open when Escape is meant for something opened over it, such as the cart', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const cart = document.body.appendChild(document.createElement('button'));
    cart.textContent = 'Clear All';
    cart.focus();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(cart).toHaveFocus();
    cart.remove();
  });

  it('shows the item count the shop announces on the cart badge', () => {
    renderAt('/');
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();

    act(() => publish('shop:cart-updated', { count: 3 }));

    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Open cart, 3 items' })).toBeInTheDocument();
  });

  it('asks the shop to open the cart panel when the cart button is pressed', async () => {
    const user = userEvent.setup();
    const opened = vi.fn();
    const stop = subscribe('shell:cart-open-requested', opened);
    renderAt('/');
    act(() => publish('shop:cart-updated', { count: 1 }));

    await user.click(screen.getByRole('button', { name: /open cart/i }));

    expect(opened).toHaveBeenCalledTimes(1);
    stop();
  });
});
