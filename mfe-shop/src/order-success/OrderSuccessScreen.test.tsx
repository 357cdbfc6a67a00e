import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import { describe, expect, it } from 'vitest';
import OrderSuccessScreen from './OrderSuccessScreen';

const orderPage = sitePaths.order('ord_1', 'k_order1');

function visit(search: string, state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: sitePaths.paymentSuccess, search, state }]}>
      <Routes>
        <Route path={sitePaths.paymentSuccess} element={<OrderSuccessScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the order confirmation', () => {
  it('shows the ids of the address and the confirmation of the specification', () => {
    visit('?orderId=ord_1&printfulOrderId=pf_9&paymentIntentId=pi_7');
    expect(screen.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you! Your merchandise order has been sent for fulfillment.')).toBeInTheDocument();
    expect(screen.getByText('Order ID').nextSibling).toHaveTextContent('ord_1');
    expect(screen.getByText('Fulfillment order').nextSibling).toHaveTextContent('pf_9');
    expect(screen.getByText('Payment ID').nextSibling).toHaveTextContent('pi_7');
    expect(screen.getByRole('heading', { level: 2, name: "What's Next?" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', sitePaths.contact);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("says the order was placed, in the page, and links to the order's page the checkout handed over, above the buttons", () => {
    visit('?orderId=ord_1', { orderId: 'ord_1', printfulOrderId: null, paymentIntentId: 'pi_7', orderPage });
    expect(screen.getByRole('status')).toHaveTextContent('Order placed successfully and sent for fulfillment!');
    const link = screen.getByRole('link', { name: 'View your order' });
    expect(link).toHaveAttribute('href', '/orders/ord_1#key=k_order1');
    const continueShopping = screen.getByRole('link', { name: 'Continue Shopping' });
    expect(link.compareDocumentPosition(continueShopping) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['no order page', undefined],
    ['an order page in the address, not the page state', undefined, `&orderPage=${encodeURIComponent(orderPage)}`],
    ['another site', 'https://example.net/orders/ord_1#key=k'],
    ['another site, without its scheme', '//example.net/orders/ord_1'],
  ])('offers no order link for %s', (_, statePage, search = '') => {
    visit(`?orderId=ord_1${search}`, statePage && { orderId: 'ord_1', orderPage: statePage });
    expect(screen.queryByRole('link', { name: 'View your order' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
  });
});
