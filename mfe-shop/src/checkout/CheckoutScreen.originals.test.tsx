import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { originalUnavailableMessage } from 'shared-contracts/cart';
import { originalCartLine } from 'shared-contracts/testing/cart-lines';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../cart/cart-store';
import { fillShippingAddress } from '../testing/checkout-form';
import { publicPiece } from '../testing/pieces';
import { sweatshirtLine } from '../testing/products';
import CheckoutScreen from './CheckoutScreen';

const stillWaters = originalCartLine();

function renderCheckout() {
  render(
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route path="/checkout" element={<CheckoutScreen />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the checkout of an original', () => {
  beforeEach(() => useCartStore.setState({ items: [sweatshirtLine, stillWaters], isOpen: false }));
  afterEach(() => vi.unstubAllGlobals());

  it('says which shipping applies to which lines: never free shipping for an original the artist charges $45 to ship', async () => {
    fakeFunctions({
      'get-payment-options': () => ({ body: { processor: 'test-cards', publishableKey: null } }),
      'get-artwork': () => ({ body: { artwork: publicPiece('available'), printsFrom: null } }),
    });
    renderCheckout();
    expect(
      await screen.findByText(
        'Prints and merch: free shipping on orders over $50 • 30-day returns. The original is packed and shipped by the artist for $45.00',
      ),
    ).toBeInTheDocument();
  });

  it('takes out a piece another buyer took meanwhile, says so without calling it a failed payment, and keeps the rest', async () => {
    const user = userEvent.setup();
    fakeFunctions({
      'get-payment-options': () => ({ body: { processor: 'test-cards', publishableKey: null } }),
      'get-artwork': () => ({ body: { artwork: publicPiece('available'), printsFrom: null } }),
      'process-order': () => ({ status: 409, body: { error: originalUnavailableMessage('Still Waters') } }),
    });
    renderCheckout();
    await screen.findByLabelText('Card number');
    await fillShippingAddress(user);
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry date'), '12/34');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Lydia Purple');

    await user.click(screen.getByRole('button', { name: /place order/i }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      `${originalUnavailableMessage('Still Waters')} It was taken out of your cart and nothing was charged; the rest of your order is kept.`,
    );
    expect(notice).not.toHaveTextContent('Payment failed');
    expect(useCartStore.getState().items).toEqual([sweatshirtLine]);
    expect(screen.getByLabelText('First name')).toHaveValue('Lydia');
    expect(screen.getByRole('button', { name: /place order/i })).toHaveTextContent('$59.39');
  });

  it('takes out a piece that sold while it sat in the cart as soon as the checkout opens', async () => {
    fakeFunctions({
      'get-payment-options': () => ({ body: { processor: 'test-cards', publishableKey: null } }),
      'get-artwork': () => ({ body: { artwork: publicPiece('sold'), printsFrom: null } }),
    });
    renderCheckout();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“Still Waters” was sold while in your cart, so it was taken out; the rest of your cart is kept.',
    );
    expect(useCartStore.getState().items).toEqual([sweatshirtLine]);
  });

  it('keeps a piece another buyer only holds: the hold may end', async () => {
    fakeFunctions({
      'get-payment-options': () => ({ body: { processor: 'test-cards', publishableKey: null } }),
      'get-artwork': () => ({ body: { artwork: publicPiece('reserved'), printsFrom: null } }),
    });
    renderCheckout();

    await screen.findByLabelText('Card number');
    expect(useCartStore.getState().items).toEqual([sweatshirtLine, stillWaters]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
