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
  it('shows the order’s short number from the address, and none of the processor’s ids', () => {
    visit('?orderId=ord_1&orderNumber=1001&printfulOrderId=pf_9&paymentIntentId=pi_7');
    expect(screen.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you! Your merchandise order has been sent for fulfillment.')).toBeInTheDocument();
    expect(screen.getByText('Order number').nextSibling).toHaveTextContent('#1001');
    for (const gone of ['Order ID', 'Fulfillment order', 'Payment ID', 'ord_1', 'pf_9', 'pi_7']) {
      expect(screen.queryByText(gone)).not.toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: "What's Next?" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', sitePaths.contact);
  });

  it('says once that the order was placed', () => {
    visit('?orderId=ord_1&orderNumber=1001', { orderId: 'ord_1', orderNumber: 1001, orderPage });
    expect(screen.getAllByText(/placed successfully/i)).toHaveLength(1);
  });

  it('names an order by its id when the address has no number', () => {
    visit('?orderId=ord_1');
    expect(screen.getByText('Order ID').nextSibling).toHaveTextContent('ord_1');
  });

  it("links to the order's page the checkout handed over, above the buttons", () => {
    visit('?orderId=ord_1&orderNumber=1001', { orderId: 'ord_1', orderNumber: 1001, orderPage });
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
