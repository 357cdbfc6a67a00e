import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { subscribe } from 'shared-contracts/events';
import { sitePaths } from 'shared-contracts/site-config';
import {
  SiteTextContext,
  resolveSiteText,
  specPrices,
  specSiteText,
  type ResolvedSiteText,
} from 'shared-contracts/site-words';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../cart/cart-store';
import { fillShippingAddress } from '../testing/checkout-form';
import { sweatshirtLine } from '../testing/products';
import { fakeFunctions, type FunctionAnswer } from 'shared-contracts/testing/fake-functions';
import CheckoutScreen from './CheckoutScreen';

function Landing() {
  const location = useLocation();
  const { orderPage } = (location.state ?? {}) as { orderPage?: string };
  return (
    <>
      <p data-testid="landed">{location.pathname + location.search}</p>
      {orderPage && <p data-testid="order-page">{orderPage}</p>}
    </>
  );
}

/** The checkout, served with `siteText`: the spec's words and prices unless she published her own. */
function renderCheckout(siteText: ResolvedSiteText = resolveSiteText(specSiteText)) {
  render(
    <SiteTextContext.Provider value={siteText}>
      <MemoryRouter initialEntries={['/checkout']}>
        <Routes>
          <Route path="/checkout" element={<CheckoutScreen />} />
          <Route path="*" element={<Landing />} />
        </Routes>
      </MemoryRouter>
    </SiteTextContext.Provider>,
  );
}

async function fillForm(user: UserEvent, card = '4242 4242 4242 4242') {
  await screen.findByLabelText('Card number');
  await fillShippingAddress(user);
  await user.type(screen.getByLabelText('Card number'), card);
  await user.type(screen.getByLabelText('Expiry date'), '12/34');
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Lydia Purple');
}

const placed = {
  body: {
    orderId: 'ord_1',
    orderNumber: 1001,
    printfulOrderId: 'pf_9',
    paymentIntentId: 'pi_7',
    orderPage: sitePaths.order('ord_1', 'k_order1'),
  },
};

describe('the checkout', () => {
  const toasts: string[] = [];
  let stop: () => void;
  beforeEach(() => {
    toasts.length = 0;
    stop = subscribe('toast:show', ({ title }) => toasts.push(title));
    useCartStore.setState({
      items: [sweatshirtLine],
      isOpen: false,
    });
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  const withOrder = (
    processOrder: (body: unknown) => FunctionAnswer<'process-order'> | Promise<FunctionAnswer<'process-order'>>,
  ) =>
    fakeFunctions({
      'get-payment-options': () => ({ body: { processor: 'test-cards', publishableKey: null } }),
      'process-order': processOrder,
    });

  /** A server the first order cannot reach, then does: an attempt whose outcome was unknown. */
  const unreachableUntilOnline = () => {
    let offline = true;
    const functions = withOrder(() => {
      if (offline) throw new TypeError('Failed to fetch');
      return placed;
    });
    return { functions, online: () => void (offline = false) };
  };

  it('sends a visitor with an empty cart back to the merch list', () => {
    withOrder(() => placed);
    useCartStore.setState({ items: [] });
    renderCheckout();
    expect(toasts).toEqual(['Your cart is empty']);
    expect(screen.getByTestId('landed')).toHaveTextContent('/merch');
  });

  it('shows the order summary: subtotal, free shipping over $50, 8% tax and the total', () => {
    withOrder(() => placed);
    renderCheckout();
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('$54.99');
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(screen.getByText('Tax (8%)').nextSibling).toHaveTextContent('$4.40');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$59.39');
  });

  it('prices shipping and tax at her rates once she has set them, says so, and sends the totals it shows', async () => {
    const user = userEvent.setup();
    const functions = withOrder(() => placed);
    const prices = { ...specPrices, freeShippingOverCents: 10000, flatShippingCents: 1250, taxBasisPoints: 1000 };
    renderCheckout(resolveSiteText({ ...specSiteText, version: 1, prices }));
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('$54.99');
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('$12.50');
    expect(screen.getByText('Tax (10%)').nextSibling).toHaveTextContent('$5.50');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$72.99');
    expect(screen.getByText('Free shipping on orders over $100 • 30-day returns')).toBeInTheDocument();

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order • $72.99' }));
    await screen.findByTestId('landed');
    expect((functions.calls('process-order')[0]!.body as Record<string, unknown>).totals).toEqual({
      subtotal: 54.99,
      discount: 0,
      shipping: 12.5,
      tax: 5.5,
      total: 72.99,
      giftCard: 0,
    });
  });

  it('asks for the ten address fields, phone and apartment optional, and offers the 50 states', () => {
    withOrder(() => placed);
    renderCheckout();
    const shipping = screen.getByRole('group', { name: 'Shipping Information' });
    const required = Array.from(shipping.querySelectorAll('input, select'), (field) => [
      field.getAttribute('name'),
      field.hasAttribute('required'),
    ]);
    expect(required).toEqual([
      ['shipping-firstName', true],
      ['shipping-lastName', true],
      ['shipping-email', true],
      ['shipping-phone', false],
      ['shipping-address', true],
      ['shipping-apartment', false],
      ['shipping-city', true],
      ['shipping-state', true],
      ['shipping-zipCode', true],
      ['shipping-country', true],
    ]);
    expect(within(screen.getByLabelText('State')).getAllByRole('option')).toHaveLength(51);
  });

  it('shows no card field until the server says how cards are taken, and a retry when it cannot be asked', async () => {
    const user = userEvent.setup();
    let reachable = false;
    fakeFunctions({
      'get-payment-options': () =>
        reachable
          ? { body: { processor: 'test-cards', publishableKey: null } }
          : { status: 503, body: { error: 'We are briefly unavailable.' } },
    });
    renderCheckout();

    expect(screen.getByRole('status')).toHaveTextContent('Preparing the secure payment form...');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /place order/i })).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment form could not be opened.');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /place order/i })).toBeDisabled();

    await user.type(screen.getByLabelText('First name'), 'Lydia');
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /place order/i })).toBeEnabled();
    expect(screen.getByLabelText('First name')).toHaveValue('Lydia');
  });

  it('names the first missing field, and the invalid e-mail', async () => {
    const user = userEvent.setup();
    const functions = withOrder(() => placed);
    renderCheckout();

    await screen.findByLabelText('Card number');
    await user.click(screen.getByRole('button', { name: /place order/i }));
    expect(toasts).toEqual(['Please fill in first name']);
    expect(screen.getByLabelText('First name')).toHaveFocus();

    await fillForm(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'lydia@example');
    await user.click(screen.getByRole('button', { name: /place order/i }));
    expect(toasts.at(-1)).toBe('Please enter a valid email address');
    expect(functions.calls('process-order')).toHaveLength(0);
  });

  it('takes a field’s problem back, at the field and in its notice, once the field is filled in', async () => {
    const user = userEvent.setup();
    withOrder(() => placed);
    const dismissed: string[] = [];
    const stopDismissed = subscribe('toast:dismiss', ({ key }) => dismissed.push(key));
    renderCheckout();

    await screen.findByLabelText('Card number');
    await user.click(screen.getByRole('button', { name: /place order/i }));
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await user.type(firstName, 'L');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(dismissed).toEqual(['checkout-field-problem']);

    await user.type(screen.getByLabelText('Email'), 'lydia@example');
    await user.click(screen.getByRole('button', { name: /place order/i }));
    expect(toasts.at(-1)).toBe('Please fill in last name');
    stopDismissed();
  });

  it('writes the expiry as MM/YY while it is typed, and says at the field when its month has passed', async () => {
    const user = userEvent.setup();
    const functions = withOrder(() => placed);
    renderCheckout();
    await fillForm(user);
    const expiry = screen.getByLabelText('Expiry date');
    await user.clear(expiry);
    await user.type(expiry, '0124');
    expect(expiry).toHaveValue('01/24');

    await user.tab();
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    expect(expiry).toHaveAccessibleDescription("This card's expiry date has passed.");

    await user.click(screen.getByRole('button', { name: /place order/i }));
    expect(expiry).toHaveFocus();
    expect(functions.calls('process-order')).toHaveLength(0);

    await user.clear(expiry);
    await user.type(expiry, '1230');
    await user.tab();
    expect(expiry).toHaveValue('12/30');
    expect(expiry).not.toHaveAttribute('aria-invalid');
  });

  it('mirrors the shipping address into billing while "Same as shipping address" is on', async () => {
    const user = userEvent.setup();
    const functions = withOrder(() => placed);
    renderCheckout();
    expect(screen.getByLabelText('Same as shipping address')).toBeChecked();

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: /place order/i }));

    const body = functions.calls('process-order')[0]!.body as { shippingInfo: unknown; billingInfo: unknown };
    expect(body.billingInfo).toEqual(body.shippingInfo);
  });

  it("places the order, clears the cart and lands on the confirmation with its id and number in the URL and the order's page, with its key, in the page state", async () => {
    const user = userEvent.setup();
    const functions = withOrder(() => placed);
    renderCheckout();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: /place order/i }));

    expect(await screen.findByTestId('landed')).toHaveTextContent('/payment-success?orderId=ord_1&orderNumber=1001');
    expect(screen.getByTestId('order-page')).toHaveTextContent('/orders/ord_1#key=k_order1');
    expect(useCartStore.getState().items).toEqual([]);
    const body = functions.calls('process-order')[0]!.body as Record<string, unknown>;
    expect(body.totals).toEqual({ subtotal: 54.99, discount: 0, shipping: 0, tax: 4.4, total: 59.39, giftCard: 0 });
    expect(body.paymentInfo).toEqual({
      cardNumber: '4242 4242 4242 4242',
      expiryDate: '12/34',
      cvv: '123',
      cardName: 'Lydia Purple',
    });
  });

  it('asks for news of new work only when the buyer ticks the box, which starts unticked', async () => {
    const user = userEvent.setup();
    const functions = withOrder(() => ({ status: 402, body: { error: 'Your card was declined.' } }));
    renderCheckout();
    await fillForm(user);
    const news = screen.getByRole('checkbox', { name: 'Send me news of new work' });
    expect(news).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: /place order/i }));
    await screen.findByRole('alert');
    await user.click(news);
    await user.click(screen.getByRole('button', { name: /place order/i }));

    const [unticked, ticked] = functions.calls('process-order').map((call) => call.body as Record<string, unknown>);
    expect(unticked).not.toHaveProperty('news');
    expect(ticked).toHaveProperty('news', true);
  });

  it('keeps the ticked news box with the rest of the form when the payment fails', async () => {
    const user = userEvent.setup();
    const functions = withOrder(() => ({ status: 402, body: { error: 'Your card was declined.' } }));
    renderCheckout();
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Send me news of new work' }));

    await user.click(screen.getByRole('button', { name: /place order/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('checkbox', { name: 'Send me news of new work' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: /place order/i }));
    expect(functions.calls('process-order').map((call) => (call.body as { news?: boolean }).news)).toEqual([
      true,
      true,
    ]);
  });

  it('retries an attempt whose outcome was unknown with the same key when only the news box was ticked since', async () => {
    const user = userEvent.setup();
    const { functions, online } = unreachableUntilOnline();
    renderCheckout();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: /place order/i }));
    await screen.findByRole('alert');
    online();
    await user.click(screen.getByRole('checkbox', { name: 'Send me news of new work' }));
    await user.click(screen.getByRole('button', { name: /place order/i }));

    expect(await screen.findByTestId('landed')).toBeInTheDocument();
    const [first, second] = functions
      .calls('process-order')
      .map((call) => call.body as { idempotencyKey: string; news?: boolean });
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(second!.news).toBe(true);
  });

  it('shows "Processing..." while the order is placed', async () => {
    const user = userEvent.setup();
    let answer: (value: FunctionAnswer<'process-order'>) => void = () => {};
    withOrder(() => new Promise((resolve) => (answer = resolve)));
    renderCheckout();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: /place order/i }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    answer(placed);
    expect(await screen.findByTestId('landed')).toBeInTheDocument();
  });

  it('keeps the form and the cart when the payment fails, and tries a declined card with a new attempt key', async () => {
    const user = userEvent.setup();
    const functions = withOrder(() => ({ status: 402, body: { error: 'Your card was declined.' } }));
    renderCheckout();
    await fillForm(user, '4000 0000 0000 0002');

    await user.click(screen.getByRole('button', { name: /place order/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed. Please try again. Your card was declined.',
    );
    expect(toasts.at(-1)).toBe('Payment failed. Please try again.');
    expect(screen.getByLabelText('First name')).toHaveValue('Lydia');
    expect(useCartStore.getState().items).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /place order/i }));
    const [first, second] = functions
      .calls('process-order')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(second).not.toBe(first);
  });

  it('retries an attempt whose outcome was unknown with the same key, so it is placed at most once', async () => {
    const user = userEvent.setup();
    const { functions, online } = unreachableUntilOnline();
    renderCheckout();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: /place order/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
    online();
    await user.click(screen.getByRole('button', { name: /place order/i }));

    expect(await screen.findByTestId('landed')).toBeInTheDocument();
    const [first, second] = functions
      .calls('process-order')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(second).toBe(first);
  });
});
