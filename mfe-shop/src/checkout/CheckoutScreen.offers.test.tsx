import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { discountRefusals, type AppliedDiscount } from 'shared-contracts/offers';
import { sitePaths } from 'shared-contracts/site-config';
import { giftCardCartLine } from 'shared-contracts/testing/cart-lines';
import { fakeFunctions, type FunctionHandlers } from 'shared-contracts/testing/fake-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../cart/cart-store';
import { fillShippingAddress } from '../testing/checkout-form';
import { stillWatersPosterLine } from '../testing/pieces';
import { sweatshirtLine } from '../testing/products';
import CheckoutScreen from './CheckoutScreen';
import { discountCodeStorageKey } from './use-discount-code';

const spring15: AppliedDiscount = {
  code: 'SPRING15',
  terms: { kind: 'percent', value: 15, appliesTo: 'prints', minSubtotalCents: null },
};

const placed = {
  body: {
    orderId: 'ord_1',
    orderNumber: 1001,
    printfulOrderId: null,
    paymentIntentId: '',
    orderPage: sitePaths.order('ord_1', 'k_order1'),
  },
};

/** A server with test cards that knows SPRING15 and one gift card, ABCD-EFGH-JKLM-NPQR, holding `balanceCents`. */
function offersServer(balanceCents = 2000, more: FunctionHandlers = {}) {
  return fakeFunctions({
    'get-payment-options': () => ({ body: { processor: 'test-cards', publishableKey: null } }),
    'check-discount-code': ({ code }) =>
      code.toUpperCase() === 'SPRING15'
        ? { body: spring15 }
        : { status: 404, body: { error: discountRefusals.unknown(code) } },
    'check-gift-card': ({ code }) =>
      code === 'ABCDEFGHJKLMNPQR'
        ? { body: { last4: 'NPQR', balanceCents } }
        : { status: 404, body: { error: 'There is no gift card with this code. Please check it, letter by letter.' } },
    'process-order': () => placed,
    ...more,
  });
}

function renderCheckout() {
  return render(
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route path="/checkout" element={<CheckoutScreen />} />
        <Route path="*" element={<p>Confirmation</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const summaryLine = (label: string) => screen.getByText(label).closest('div')!;
const placeOrderButton = () => screen.getByRole('button', { name: /place order/i });

async function applyDiscountCode(user: UserEvent, code: string) {
  await user.type(screen.getByLabelText('Discount code'), code);
  await user.click(screen.getByRole('button', { name: 'Apply discount code' }));
}

async function applyGiftCard(user: UserEvent, code = 'abcd-efgh-jklm-npqr') {
  await user.type(screen.getByLabelText('Gift card code'), code);
  await user.click(screen.getByRole('button', { name: 'Apply gift card' }));
  await screen.findByText(/The gift card ending/);
}

async function fillCard(user: UserEvent) {
  await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText('Expiry date'), '12/34');
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Lydia Purple');
}

const orderBody = (functions: ReturnType<typeof fakeFunctions>) =>
  functions.calls('process-order')[0]!.body as Record<string, unknown>;

describe('the checkout with a discount code', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useCartStore.setState({ items: [sweatshirtLine, stillWatersPosterLine], isOpen: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('takes 15% off the prints on its own line, says what the code gives, and prices the rest by the rule', async () => {
    const user = userEvent.setup();
    const functions = offersServer();
    renderCheckout();
    await user.type(screen.getByLabelText('Email'), 'lydia@example.com');

    await applyDiscountCode(user, 'spring15');

    expect(await screen.findByText('Discount (SPRING15)')).toBeInTheDocument();
    expect(summaryLine('Discount (SPRING15)')).toHaveTextContent('15% off prints−$6.00');
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('$94.99');
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(screen.getByText('Tax (8%)').nextSibling).toHaveTextContent('$7.12');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$96.11');
    expect(placeOrderButton()).toHaveTextContent('Place Order • $96.11');
    expect(functions.calls('check-discount-code').map((call) => call.body)).toEqual([
      { code: 'spring15', email: 'lydia@example.com' },
    ]);
  });

  it('applies the code with Enter in its field, without placing the order', async () => {
    const user = userEvent.setup();
    const functions = offersServer();
    renderCheckout();

    await user.type(screen.getByLabelText('Discount code'), 'SPRING15{Enter}');

    expect(await screen.findByText('Discount (SPRING15)')).toBeInTheDocument();
    expect(functions.calls('process-order')).toHaveLength(0);
  });

  it('explains a code that no longer fits the cart and takes nothing off, until it fits again', async () => {
    const user = userEvent.setup();
    offersServer();
    renderCheckout();
    await applyDiscountCode(user, 'SPRING15');
    await screen.findByText('Discount (SPRING15)');

    act(() => useCartStore.getState().removeItem(stillWatersPosterLine.id));

    expect(screen.getByText(/is for prints, and nothing in your cart is/)).toHaveTextContent(
      'The code “SPRING15” is for prints, and nothing in your cart is. Nothing is taken off.',
    );
    expect(screen.queryByText('Discount (SPRING15)')).not.toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$59.39');

    act(() => useCartStore.getState().addArt(stillWatersPosterLine));
    expect(screen.getByText('Discount (SPRING15)')).toBeInTheDocument();
    expect(screen.queryByText(/nothing in your cart is/)).not.toBeInTheDocument();
  });

  it('sends no code that takes nothing off the cart', async () => {
    const user = userEvent.setup();
    const functions = offersServer();
    useCartStore.setState({ items: [sweatshirtLine] });
    renderCheckout();
    await applyDiscountCode(user, 'SPRING15');
    await screen.findByText(/nothing in your cart is/);
    await fillShippingAddress(user);
    await fillCard(user);

    await user.click(placeOrderButton());

    await screen.findByText('Confirmation');
    expect(orderBody(functions)).not.toHaveProperty('discountCode');
  });

  it('keeps the applied code through a reload, checked again with the server', async () => {
    const user = userEvent.setup();
    const functions = offersServer();
    const first = renderCheckout();
    await applyDiscountCode(user, 'SPRING15');
    await screen.findByText('Discount (SPRING15)');
    expect(JSON.parse(window.localStorage.getItem(discountCodeStorageKey)!)).toEqual({ code: 'SPRING15' });
    first.unmount();

    renderCheckout();

    expect(await screen.findByText('Discount (SPRING15)')).toBeInTheDocument();
    expect(screen.getByText(/applied/)).not.toHaveFocus();
    expect(functions.calls('check-discount-code').map((call) => call.body)).toEqual([
      { code: 'SPRING15' },
      { code: 'SPRING15' },
    ]);
  });

  it('drops a kept code that has ended meanwhile, saying why, and keeps it in the field', async () => {
    window.localStorage.setItem(discountCodeStorageKey, JSON.stringify({ code: 'WINTER10' }));
    offersServer(2000, {
      'check-discount-code': ({ code }) => ({ status: 410, body: { error: discountRefusals.ended(code) } }),
    });
    renderCheckout();

    expect(await screen.findByRole('alert')).toHaveTextContent('The code “WINTER10” has ended.');
    expect(screen.getByLabelText('Discount code')).toHaveValue('WINTER10');
    expect(window.localStorage.getItem(discountCodeStorageKey)).toBeNull();
    expect(screen.queryByText(/^Discount \(/)).not.toBeInTheDocument();
  });

  it('removes the code: no discount, nothing kept, an empty field with the focus', async () => {
    const user = userEvent.setup();
    offersServer();
    renderCheckout();
    await applyDiscountCode(user, 'SPRING15');
    await screen.findByText('Discount (SPRING15)');
    expect(screen.getByText(/applied/)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove discount code SPRING15' }));

    expect(screen.queryByText('Discount (SPRING15)')).not.toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$102.59');
    expect(screen.getByLabelText('Discount code')).toHaveValue('');
    expect(screen.getByLabelText('Discount code')).toHaveFocus();
    expect(window.localStorage.getItem(discountCodeStorageKey)).toBeNull();
  });

  it("shows the server's refusal at the field, tied to it, and keeps what was typed", async () => {
    const user = userEvent.setup();
    offersServer();
    renderCheckout();

    await applyDiscountCode(user, 'SPRNG15');

    const refusal = 'There is no discount code “SPRNG15”. Please check its spelling.';
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    const field = screen.getByLabelText('Discount code');
    expect(field).toHaveValue('SPRNG15');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(refusal);
  });

  it('asks for a code before sending an empty one', async () => {
    const user = userEvent.setup();
    const functions = offersServer();
    renderCheckout();

    await user.click(screen.getByRole('button', { name: 'Apply discount code' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a discount code');
    expect(functions.calls('check-discount-code')).toHaveLength(0);
  });

  it('sends the code with the totals it gave, and forgets it once the order is placed', async () => {
    const user = userEvent.setup();
    const functions = offersServer();
    renderCheckout();
    await applyDiscountCode(user, 'SPRING15');
    await screen.findByText('Discount (SPRING15)');
    await fillShippingAddress(user);
    await fillCard(user);

    await user.click(placeOrderButton());

    expect(await screen.findByText('Confirmation')).toBeInTheDocument();
    expect(orderBody(functions)).toMatchObject({
      discountCode: 'SPRING15',
      totals: { subtotal: 94.99, discount: 6, shipping: 0, tax: 7.12, total: 96.11, giftCard: 0 },
    });
    expect(window.localStorage.getItem(discountCodeStorageKey)).toBeNull();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('asks about the code again when the server refuses the order: used up meanwhile, it comes off and its field says why; the cart and the form stay', async () => {
    const user = userEvent.setup();
    const usedUp = discountRefusals.usedUp('SPRING15');
    let usedUpNow = false;
    offersServer(2000, {
      'check-discount-code': () => (usedUpNow ? { status: 409, body: { error: usedUp } } : { body: spring15 }),
      'process-order': () => {
        usedUpNow = true;
        return { status: 409, body: { error: usedUp } };
      },
    });
    renderCheckout();
    await applyDiscountCode(user, 'SPRING15');
    await screen.findByText('Discount (SPRING15)');
    await fillShippingAddress(user);
    await fillCard(user);

    await user.click(placeOrderButton());

    expect(await screen.findByText(/Payment failed/)).toHaveTextContent(usedUp);
    const field = await screen.findByLabelText('Discount code');
    expect(field).toHaveValue('SPRING15');
    expect(field).toHaveAccessibleDescription(usedUp);
    expect(screen.queryByText('Discount (SPRING15)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Lydia');
    expect(useCartStore.getState().items).toHaveLength(2);
    expect(window.localStorage.getItem(discountCodeStorageKey)).toBeNull();
  });
});

describe('the checkout with a gift card', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useCartStore.setState({ items: [sweatshirtLine], isOpen: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks about the gift card again when the server refuses the order because it was spent meanwhile, and asks for a card for the rest', async () => {
    const user = userEvent.setup();
    let balanceCents = 10000;
    const refusal = 'The gift card now pays $20.00 of this order, as it was spent on another meanwhile.';
    offersServer(10000, {
      'check-gift-card': () => ({ body: { last4: 'NPQR', balanceCents } }),
      'process-order': () => {
        balanceCents = 2000;
        return { status: 409, body: { error: refusal } };
      },
    });
    renderCheckout();
    await screen.findByLabelText('Card number');
    await applyGiftCard(user);
    await fillShippingAddress(user);

    await user.click(placeOrderButton());

    expect(await screen.findByText(/Payment failed/)).toHaveTextContent(refusal);
    await vi.waitFor(() =>
      expect(screen.getByText(/The gift card ending/)).toHaveTextContent(
        'The gift card ending NPQR pays $20.00 of this order. Its balance is $20.00.',
      ),
    );
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(placeOrderButton()).toHaveTextContent('Place Order • $39.39');
  });

  it('hides the card fields when the gift card pays the whole order, and sends no card', async () => {
    const user = userEvent.setup();
    const functions = offersServer(10000);
    renderCheckout();
    await screen.findByLabelText('Card number');

    await applyGiftCard(user);

    expect(screen.getByText(/The gift card ending/)).toHaveTextContent(
      'The gift card ending NPQR pays $59.39 of this order. Its balance is $100.00.',
    );
    expect(summaryLine('Gift card (…NPQR)')).toHaveTextContent('−$59.39');
    expect(screen.getByText('Your gift card pays for the whole order, so no card is needed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(placeOrderButton()).toHaveTextContent('Place Order • $0.00');

    await fillShippingAddress(user);
    await user.click(placeOrderButton());

    expect(await screen.findByText('Confirmation')).toBeInTheDocument();
    const body = orderBody(functions);
    expect(body).not.toHaveProperty('paymentInfo');
    expect(body).toMatchObject({
      giftCardCode: 'ABCDEFGHJKLMNPQR',
      totals: { subtotal: 54.99, discount: 0, shipping: 0, tax: 4.4, total: 59.39, giftCard: 59.39 },
    });
  });

  it('leaves the rest due on the card when the gift card pays part of the order', async () => {
    const user = userEvent.setup();
    const functions = offersServer(2000);
    renderCheckout();
    await screen.findByLabelText('Card number');

    await applyGiftCard(user);

    expect(summaryLine('Gift card (…NPQR)')).toHaveTextContent('−$20.00');
    expect(screen.getByText('Left to pay').nextSibling).toHaveTextContent('$39.39');
    expect(placeOrderButton()).toHaveTextContent('Place Order • $39.39');

    await fillShippingAddress(user);
    await fillCard(user);
    await user.click(placeOrderButton());

    await screen.findByText('Confirmation');
    expect(orderBody(functions)).toMatchObject({
      giftCardCode: 'ABCDEFGHJKLMNPQR',
      totals: { total: 59.39, giftCard: 20 },
      paymentInfo: { cardNumber: '4242 4242 4242 4242' },
    });
  });

  it("shows the server's refusal of a gift card at its field and keeps the code", async () => {
    const user = userEvent.setup();
    offersServer();
    renderCheckout();

    await user.type(screen.getByLabelText('Gift card code'), 'ABCD-EFGH-JKLM-NPQ2');
    await user.click(screen.getByRole('button', { name: 'Apply gift card' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no gift card with this code. Please check it, letter by letter.',
    );
    expect(screen.getByLabelText('Gift card code')).toHaveValue('ABCD-EFGH-JKLM-NPQ2');
  });

  it('takes the gift card off again with Remove, and asks for the card once more', async () => {
    const user = userEvent.setup();
    offersServer(10000);
    renderCheckout();
    await screen.findByLabelText('Card number');
    await applyGiftCard(user);

    await user.click(screen.getByRole('button', { name: 'Remove gift card ending NPQR' }));

    expect(screen.queryByText('Gift card (…NPQR)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeVisible();
    expect(placeOrderButton()).toHaveTextContent('Place Order • $59.39');
  });
});

describe('the checkout of gift cards alone', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useCartStore.setState({ items: [giftCardCartLine()], isOpen: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for no shipping address, only the billing one, and sends no shipping address', async () => {
    const user = userEvent.setup();
    const functions = offersServer();
    renderCheckout();
    await screen.findByLabelText('Card number');

    expect(screen.queryByRole('group', { name: 'Shipping Information' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Same as shipping address')).not.toBeInTheDocument();
    const billing = screen.getByRole('group', { name: 'Billing Information' });
    expect(within(billing).getByLabelText('First name')).toHaveAttribute('id', 'billing-firstName');
    expect(screen.getByText('Gift cards are sent by e-mail on the day you chose.')).toBeInTheDocument();
    expect(placeOrderButton()).toHaveTextContent('Place Order • $50.00');

    await fillShippingAddress(user);
    await fillCard(user);
    await user.click(placeOrderButton());

    await screen.findByText('Confirmation');
    const body = orderBody(functions);
    expect(body).not.toHaveProperty('shippingInfo');
    expect(body).toMatchObject({
      billingInfo: { firstName: 'Lydia', city: 'Chicago' },
      totals: { subtotal: 50, discount: 0, shipping: 0, tax: 0, total: 50, giftCard: 0 },
    });
  });

  it('names the first missing billing field when nothing ships', async () => {
    const user = userEvent.setup();
    offersServer();
    renderCheckout();
    await screen.findByLabelText('Card number');

    await user.click(placeOrderButton());

    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Please fill in first name');
  });

  it('says a gift card cannot pay for another, and leaves the whole amount on the card', async () => {
    const user = userEvent.setup();
    offersServer(10000);
    renderCheckout();
    await screen.findByLabelText('Card number');

    await applyGiftCard(user);

    expect(screen.getByText('A gift card cannot pay for another gift card.')).toBeInTheDocument();
    expect(screen.queryByText('Gift card (…NPQR)')).not.toBeInTheDocument();
    expect(placeOrderButton()).toHaveTextContent('Place Order • $50.00');
  });
});
