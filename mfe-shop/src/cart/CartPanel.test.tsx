import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { publish, subscribe } from 'shared-contracts/events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { giftCardCartLine } from 'shared-contracts/testing/cart-lines';
import { standInForModalDialogs } from 'shared-contracts/testing/modal-dialog';
import CartPanel from './CartPanel';
import { useCartStore, type NewCartItem } from './cart-store';

const tee: NewCartItem = {
  productId: 101,
  variantId: 10101,
  name: 'Walk by Faith Tee',
  imageUrl: '/catalog-images/womens-tee-white.svg',
  price: '24.99',
  currency: 'USD',
  size: 'S',
  color: 'White',
};

function renderPanel() {
  return render(
    <MemoryRouter initialEntries={['/merch']}>
      <Routes>
        <Route path="*" element={<CartPanel />} />
        <Route
          path="/checkout"
          element={
            <>
              <CartPanel />
              <h1>Checkout page</h1>
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const dialogs = standInForModalDialogs();

describe('the cart panel', () => {
  const announced: number[] = [];
  const toasts: string[] = [];
  let stops: (() => void)[] = [];
  beforeEach(() => {
    useCartStore.setState({ items: [], isOpen: false });
    announced.length = 0;
    toasts.length = 0;
    stops = [
      subscribe('shop:cart-updated', ({ count }) => announced.push(count)),
      subscribe('toast:show', ({ title }) => toasts.push(title)),
    ];
  });
  afterEach(() => stops.forEach((stop) => stop()));

  it('opens as a modal dialog when the shell asks, and announces the item count for the badge', () => {
    useCartStore.getState().addItem(tee);
    useCartStore.getState().addItem(tee);
    renderPanel();
    expect(announced.at(-1)).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => publish('shell:cart-open-requested', {}));

    const dialog = screen.getByRole('dialog', { name: 'Shopping Cart (2 items)' });
    expect(dialogs.showModal.mock.contexts).toEqual([dialog]);
  });

  it('changes quantities, removes a line when decreased from 1, and shows the total with $ and two decimals', async () => {
    const user = userEvent.setup();
    useCartStore.getState().addItem(tee);
    useCartStore.setState({ isOpen: true });
    renderPanel();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Walk by Faith Tee' }));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$49.98');
    expect(announced.at(-1)).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Walk by Faith Tee' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Walk by Faith Tee' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$0.00');
    // Changes show in the open dialog; it is not opened again.
    expect(dialogs.showModal).toHaveBeenCalledTimes(1);
    expect(dialogs.close).not.toHaveBeenCalled();
  });

  it('shows a gift card with whom it is for and when it is sent, and no quantity to change', () => {
    const sendOn = `${new Date().getFullYear()}-12-24`;
    useCartStore.getState().addGiftCard(giftCardCartLine('50', sendOn));
    useCartStore.setState({ isOpen: true });
    renderPanel();

    const line = screen.getByRole('listitem');
    expect(within(line).getByText('Gift card')).toBeInTheDocument();
    expect(within(line).getByText('For Ruth Friend · sends Dec 24')).toBeInTheDocument();
    expect(within(line).queryByRole('button', { name: /quantity/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$50.00');
  });

  it('removes a line, and clears them all', async () => {
    const user = userEvent.setup();
    useCartStore.getState().addItem(tee);
    useCartStore.getState().addItem({ ...tee, variantId: 10102, name: 'Other Tee' });
    useCartStore.setState({ isOpen: true });
    renderPanel();

    await user.click(screen.getByRole('button', { name: 'Remove Other Tee' }));
    expect(screen.getByRole('dialog', { name: 'Shopping Cart (1 item)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('refuses to check out an empty cart', async () => {
    const user = userEvent.setup();
    useCartStore.setState({ isOpen: true });
    renderPanel();

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Checkout' }));

    expect(toasts).toEqual(['Your cart is empty']);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes its dialog and goes to the checkout', async () => {
    const user = userEvent.setup();
    useCartStore.getState().addItem(tee);
    useCartStore.setState({ isOpen: true });
    renderPanel();
    const dialog = screen.getByRole('dialog');

    await user.click(screen.getByRole('button', { name: 'Checkout' }));

    expect(screen.getByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialogs.close.mock.contexts).toContain(dialog);
    expect(useCartStore.getState().isOpen).toBe(false);
  });

  it('closes its dialog with the close button and with a click beside the panel', async () => {
    const user = userEvent.setup();
    useCartStore.setState({ isOpen: true });
    const view = renderPanel();
    const dialog = screen.getByRole('dialog');

    await user.click(screen.getByRole('button', { name: 'Close cart' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialogs.close.mock.contexts).toEqual([dialog]);
    expect(useCartStore.getState().isOpen).toBe(false);

    act(() => useCartStore.getState().openCart());
    await user.click(view.container.querySelector('dialog > [aria-hidden="true"]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useCartStore.getState().isOpen).toBe(false);
  });

  it('clears its open flag when the browser closes the dialog, as Escape does', () => {
    useCartStore.setState({ isOpen: true });
    renderPanel();
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');

    act(() => {
      dialog.close();
      fireEvent(dialog, new Event('close'));
    });

    expect(useCartStore.getState().isOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
