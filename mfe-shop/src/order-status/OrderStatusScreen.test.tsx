import { useEffect } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { orderNotFoundMessage, type OrderStatus } from 'shared-contracts/order-status';
import { sitePaths } from 'shared-contracts/site-config';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderWith, paidEntry, placedEntry, printShopPart, sentToPrintEntry, shippedEntry } from '../testing/orders';
import OrderStatusScreen from './OrderStatusScreen';

const orderPage = sitePaths.order('ord_abc', 'k_9f2d');

/** The address the page shows now, as the router holds it. */
let currentAddress = '';

function AddressWatcher() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    currentAddress = `${pathname}${search}${hash}`;
  }, [pathname, search, hash]);
  return null;
}

function visit(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={`${sitePaths.orders}/:orderId`}
          element={
            <>
              <OrderStatusScreen />
              <AddressWatcher />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

/** The order page of `order`, answered by a fake server that knows only that order and key. */
async function showOrder(order: OrderStatus) {
  const functions = fakeFunctions({ 'get-order-status': () => ({ body: order }) });
  visit(orderPage);
  await screen.findByRole('heading', { level: 1, name: 'Your Order' });
  return functions;
}

const timelineSteps = () => within(screen.getByRole('region', { name: 'Order Progress' })).getAllByRole('listitem');

const timelineStep = (label: string) => {
  const step = timelineSteps().find((item) => item.querySelector('p')?.textContent === label);
  if (!step) throw new Error(`No step "${label}" on the timeline`);
  return step;
};

describe('the order page', () => {
  // Times are shown in the buyer's zone; the tests read them in Chicago's.
  beforeEach(() => vi.stubEnv('TZ', 'America/Chicago'));
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('says it is loading, then shows the order number, the date it was placed and where it stands', async () => {
    fakeFunctions({ 'get-order-status': () => ({ body: orderWith(placedEntry, paidEntry, sentToPrintEntry) }) });
    visit(orderPage);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Order' })).toBeInTheDocument();
    expect(screen.getByText('Order number').nextSibling).toHaveTextContent('#1042');
    expect(screen.getByText('Placed on').nextSibling).toHaveTextContent('November 23, 2026');
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('Sent to print');
    expect(screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual([
      'H1 Your Order',
      'H2 Order Progress',
      'H2 Order Summary',
    ]);
  });

  it("lists a paid order's steps with their date and time, then the steps to come as not yet done", async () => {
    await showOrder(orderWith(placedEntry, paidEntry, sentToPrintEntry));

    const steps = timelineSteps();
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Order placed',
      'Payment received',
      'Sent to print',
      'Shipped',
    ]);
    expect(steps[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-23T15:04:00.000Z');
    expect(steps[0]!.querySelector('time')).toHaveTextContent('Nov 23, 2026, 9:04 AM');
    expect(steps[1]!.querySelector('time')).toHaveTextContent('Nov 23, 2026, 9:05 AM');
    expect(steps[2]!.querySelector('time')).toHaveTextContent('Nov 24, 2026, 10:30 AM');
    expect(steps[2]).toHaveAttribute('aria-current', 'step');

    const shipped = timelineStep('Shipped');
    expect(shipped).toHaveTextContent('Not yet');
    expect(shipped.querySelector('time')).toBeNull();
    expect(shipped).not.toHaveAttribute('aria-current');
  });

  it('shows both steps to come while a paid order waits to be sent to print', async () => {
    await showOrder(orderWith(placedEntry, paidEntry));
    expect(timelineStep('Sent to print')).toHaveTextContent('Not yet');
    expect(timelineStep('Shipped')).toHaveTextContent('Not yet');
  });

  it('shows a shipped order with its carrier, tracking number and a tracking link that opens in a new tab', async () => {
    await showOrder({
      ...orderWith(placedEntry, paidEntry, sentToPrintEntry, shippedEntry),
      parts: [printShopPart('shipped', [shippedEntry.shipment!])],
    });

    expect(timelineStep('Shipped').querySelector('time')).toHaveTextContent('Nov 27, 2026, 12:45 PM');
    const shipped = screen.getByRole('region', { name: 'Shipping' });
    expect(within(shipped).getByText('Carrier').nextSibling).toHaveTextContent('USPS Priority Mail');
    expect(within(shipped).getByText('Tracking number').nextSibling).toHaveTextContent('9400111899223344556677');
    const track = within(shipped).getByRole('link', { name: 'Track your package with USPS (opens in a new tab)' });
    expect(track).toHaveAttribute('href', shippedEntry.shipment!.trackingUrl);
    expect(track).toHaveAttribute('target', '_blank');
    expect(track).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Not yet')).not.toBeInTheDocument();
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('Shipped');
  });

  it('shows a tracking number without a link when the carrier gives no tracking page', async () => {
    const shipment = { carrier: 'UPS', service: null, trackingNumber: '1Z999', trackingUrl: null };
    await showOrder({
      ...orderWith(placedEntry, paidEntry, sentToPrintEntry, { ...shippedEntry, shipment }),
      parts: [printShopPart('shipped', [shipment])],
    });
    expect(within(screen.getByRole('region', { name: 'Shipping' })).getByText('Carrier').nextSibling).toHaveTextContent(
      'UPS',
    );
    expect(screen.getByText('1Z999')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Track your package/ })).not.toBeInTheDocument();
  });

  it('shows each part of an order in its own state: the original the artist shipped, with its tracking link, and the print still in production', async () => {
    const usps = {
      carrier: 'USPS',
      service: null,
      trackingNumber: '9400100000000000000000',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    };
    await showOrder({
      ...orderWith(placedEntry, paidEntry, sentToPrintEntry, {
        step: 'partly_shipped',
        at: '2026-11-25T16:00:00.000Z',
        shipment: usps,
        contents: ['1 × Open Door (original)'],
      }),
      parts: [
        { maker: 'artist', state: 'shipped', items: ['1 × Open Door (original)'], shipments: [usps] },
        printShopPart('in_production'),
      ],
    });

    expect(screen.getByText('Status').nextSibling).toHaveTextContent('Partly shipped');
    expect(timelineStep('Partly shipped')).toHaveTextContent('In this parcel: 1 × Open Door (original)');
    expect(timelineStep('Shipped')).toHaveTextContent('Not yet');
    const parts = within(screen.getByRole('region', { name: 'Shipping' })).getAllByRole('listitem', {
      name: /^(Packed|Made)/,
    });
    expect(parts).toHaveLength(2);
    const [original, prints] = parts as [HTMLElement, HTMLElement];
    expect(original).toHaveAccessibleName('Packed and shipped by Grace');
    expect(original).toHaveTextContent('Shipped');
    expect(original).toHaveTextContent('1 × Open Door (original)');
    expect(within(original).getByRole('link', { name: /^Track your package/ })).toHaveAttribute(
      'href',
      usps.trackingUrl,
    );
    expect(prints).toHaveAccessibleName('Made to order and shipped by the print shop');
    expect(prints).toHaveTextContent('In production at the print shop');
    expect(prints).not.toHaveTextContent('Shipped');
    expect(within(prints).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows no packing as done while the artist has still to pack the original', async () => {
    await showOrder({
      ...orderWith(placedEntry, paidEntry),
      parts: [{ maker: 'artist', state: 'to_pack', items: ['1 × Open Door (original)'], shipments: [] }],
    });
    expect(screen.queryByText(/Packed by the artist/)).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Packed and shipped by Grace' })).toHaveTextContent(
      'Being packed by the artist',
    );
  });

  it.each([
    [
      'on hold',
      { step: 'on_hold', at: '2026-11-24T17:00:00.000Z', reason: 'The print file is being checked.' },
      'On hold',
      'The print file is being checked.',
    ],
    [
      'canceled',
      { step: 'canceled', at: '2026-11-24T17:00:00.000Z', reason: 'Canceled at your request.' },
      'Canceled',
      'Canceled at your request.',
    ],
    [
      'refunded',
      { step: 'refunded', at: '2026-11-25T17:00:00.000Z', amountRefunded: 84.22 },
      'Refunded',
      'Amount refunded: $84.22',
    ],
    [
      'partly refunded',
      { step: 'partly_refunded', at: '2026-11-25T17:00:00.000Z', amountRefunded: 22.99 },
      'Partly refunded',
      'Amount refunded: $22.99',
    ],
  ] as const)('shows a %s order with its reason or the amount refunded', async (_, last, label, detail) => {
    await showOrder(orderWith(placedEntry, paidEntry, last));
    expect(screen.getByText('Status').nextSibling).toHaveTextContent(label);
    expect(timelineStep(label)).toHaveTextContent(detail);
  });

  it('shows the upcoming steps of an order on hold, and none once it is canceled', async () => {
    await showOrder(orderWith(placedEntry, paidEntry, { step: 'on_hold', at: '2026-11-24T17:00:00.000Z' }));
    expect(screen.getAllByText('Not yet')).toHaveLength(2);
  });

  it('shows why a payment failed, and no step to come', async () => {
    await showOrder(
      orderWith(placedEntry, {
        step: 'payment_failed',
        at: '2026-11-23T15:05:00.000Z',
        reason: 'The card was declined.',
      }),
    );
    expect(timelineStep('Payment failed')).toHaveTextContent('The card was declined.');
    expect(screen.queryByText('Not yet')).not.toBeInTheDocument();
  });

  it('lists what was ordered, the totals and where it ships, and links to the contact page', async () => {
    await showOrder(orderWith(placedEntry, paidEntry));

    const lines = within(screen.getByRole('region', { name: 'Order Summary' })).getByRole('list');
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Rooted in Faith HoodieM • Navy • Qty 1$54.99', 'Minimalist TeeL • Qty 1$22.99']);
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('$77.98');
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(screen.getByText('Tax').nextSibling).toHaveTextContent('$6.24');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$84.22');
    expect(screen.getByText('Ships to Lydia Purple, Chicago, IL 60601')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', sitePaths.contact);
  });

  it('shows the discount with its code and what a gift card paid, each taken off', async () => {
    await showOrder({
      ...orderWith(placedEntry, paidEntry),
      totals: { subtotal: 77.98, discount: 7.8, shipping: 0, tax: 5.61, total: 75.79, giftCard: 25 },
      discountCode: 'SPRING10',
    });

    expect(screen.getByText('Discount (SPRING10)').nextSibling).toHaveTextContent('−$7.80');
    expect(screen.getByText('Paid by gift card').nextSibling).toHaveTextContent('−$25.00');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$75.79');
  });

  it('shows no discount or gift card line when neither took anything off', async () => {
    await showOrder(orderWith(placedEntry, paidEntry));

    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
    expect(screen.queryByText('Paid by gift card')).not.toBeInTheDocument();
  });

  it('says nothing of shipping for an order of gift cards alone', async () => {
    await showOrder({
      ...orderWith(placedEntry, paidEntry),
      lines: [
        {
          kind: 'gift-card',
          name: 'Gift card for Ruth Friend',
          size: null,
          color: null,
          quantity: 1,
          unitPrice: 50,
          lineTotal: 50,
        },
      ],
      totals: { subtotal: 50, discount: 0, shipping: 0, tax: 0, total: 50, giftCard: 0 },
    });

    expect(screen.getByText('Gift card for Ruth Friend')).toBeInTheDocument();
    expect(screen.queryByText(/^Ships to/)).not.toBeInTheDocument();
  });

  it('asks for the order of the address with the key of its fragment, exactly', async () => {
    const functions = fakeFunctions({ 'get-order-status': () => ({ body: orderWith(placedEntry) }) });
    visit(`${sitePaths.orders}/ord%20x7?utm_source=email#key=k%2B1%2F2`);
    await screen.findByRole('heading', { level: 1, name: 'Your Order' });
    expect(functions.calls().map((call) => call.body)).toEqual([{ orderId: 'ord x7', key: 'k+1/2' }]);
  });

  it('opens an older link with the key in its query, and moves the key to the fragment', async () => {
    const functions = fakeFunctions({ 'get-order-status': () => ({ body: orderWith(placedEntry) }) });
    visit(`${sitePaths.orders}/ord_abc?key=k%2B1%2F2&utm_source=email`);
    await screen.findByRole('heading', { level: 1, name: 'Your Order' });
    expect(functions.calls().map((call) => call.body)).toEqual([{ orderId: 'ord_abc', key: 'k+1/2' }]);
    expect(currentAddress).toBe('/orders/ord_abc?utm_source=email#key=k%2B1%2F2');
  });

  it('shows a wrong key exactly as a missing one, and asks nothing without a key', async () => {
    const wrongKey = fakeFunctions({
      'get-order-status': () => ({ status: 404, body: { error: orderNotFoundMessage } }),
    });
    const { container: answered, unmount } = visit(sitePaths.order('ord_abc', 'k_wrong'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByText(orderNotFoundMessage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', sitePaths.merch);
    expect(wrongKey.calls()).toHaveLength(1);
    const wrongKeyPage = answered.innerHTML;
    unmount();

    const noKey = fakeFunctions({ 'get-order-status': () => ({ body: orderWith(placedEntry) }) });
    const { container: unasked } = visit(`${sitePaths.orders}/ord_abc`);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeInTheDocument();
    expect(unasked.innerHTML).toBe(wrongKeyPage);
    expect(noKey.calls()).toHaveLength(0);
  });

  it('treats an empty key as a missing one', () => {
    const functions = fakeFunctions({ 'get-order-status': () => ({ body: orderWith(placedEntry) }) });
    visit(`${sitePaths.orders}/ord_abc?key=%20`);
    expect(screen.getByText(orderNotFoundMessage)).toBeInTheDocument();
    expect(functions.calls()).toHaveLength(0);
  });

  it('offers "Try again" when the server fails, and then shows the order with focus on its heading', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    const functions = fakeFunctions({
      'get-order-status': () =>
        failing ? { status: 503, body: { error: 'We are briefly unavailable.' } } : { body: orderWith(placedEntry) },
    });
    visit(orderPage);

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load your order. Please check your connection and try again.',
    );
    expect(screen.queryByText(orderNotFoundMessage)).not.toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Order' })).toHaveFocus();
    expect(functions.calls('get-order-status')).toHaveLength(2);
  });

  it('offers "Try again" when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFunctions({
      'get-order-status': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    visit(orderPage);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
