import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../cart/cart-store';
import { fillShippingAddress } from '../testing/checkout-form';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import CheckoutScreen from './CheckoutScreen';

const paymentElement = { mount: vi.fn() };
const elements = { create: vi.fn(() => paymentElement), update: vi.fn(), submit: vi.fn(async () => ({})) };
const stripe = {
  elements: vi.fn(() => elements),
  createConfirmationToken: vi.fn(async () => ({ confirmationToken: { id: 'ctoken_from_stripe' } })),
};
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => stripe) }));

describe('the checkout with Stripe', () => {
  beforeEach(() => {
    useCartStore.setState({
      items: [
        {
          id: '103-10301',
          productId: 103,
          variantId: 10301,
          name: 'Minimalist Tee',
          imageUrl: '',
          price: '22.99',
          currency: 'USD',
          size: 'S',
          color: 'Black',
          quantity: 1,
        },
      ],
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says nothing of test cards with a live key', async () => {
    fakeFunctions({
      'get-payment-options': () => ({ body: { processor: 'stripe', publishableKey: 'pk_live_shop' } }),
    });
    render(
      <MemoryRouter initialEntries={['/checkout']}>
        <CheckoutScreen />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(paymentElement.mount).toHaveBeenCalled());
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();
  });

  it("takes the card in Stripe's Payment Element and sends only its confirmation token", async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({
      'get-payment-options': () => ({ body: { processor: 'stripe', publishableKey: 'pk_test_shop' } }),
      'process-order': () => ({
        body: {
          orderId: 'ord_1',
          orderNumber: 1001,
          printfulOrderId: null,
          paymentIntentId: 'pi_1',
          orderPage: '/orders/ord_1#key=k_1',
        },
      }),
    });
    render(
      <MemoryRouter initialEntries={['/checkout']}>
        <Routes>
          <Route path="/checkout" element={<CheckoutScreen />} />
          <Route path="*" element={<p>Confirmation</p>} />
        </Routes>
      </MemoryRouter>,
    );

    await vi.waitFor(() => expect(paymentElement.mount).toHaveBeenCalled());
    expect(stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'payment', amount: 3482, currency: 'usd' }),
    );
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    // Stripe's test mode takes only its test cards: the buyer is told which.
    expect(screen.getByText(/Test mode: no real card is charged\. Use 4242 4242 4242 4242/)).toBeInTheDocument();

    await fillShippingAddress(user);
    await user.click(screen.getByRole('button', { name: /place order/i }));

    expect(await screen.findByText('Confirmation')).toBeInTheDocument();
    const body = functions.calls('process-order')[0]!.body as { paymentInfo: unknown };
    expect(body.paymentInfo).toEqual({ confirmationToken: 'ctoken_from_stripe' });
    expect(JSON.stringify(body)).not.toMatch(/cardNumber/);
  });
});
