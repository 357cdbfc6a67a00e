import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePaths } from 'shared-contracts/site-config';
import type { DeskOrder } from 'shared-contracts/studio-desk';
import { fakeFunctions, type FunctionHandlers } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { deskOrder } from './order-fixtures';
import OrderScreen from './OrderScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const orderRoute = `${sitePaths.studioOrders}/:orderId`;

/** Her session and the order, as the server reads it, unless the test says otherwise. */
function openOrder(order: DeskOrder, handlers: FunctionHandlers = {}) {
  const functions = fakeFunctions({
    'studio-session': () => ({ body: { signedIn: true } }),
    'studio-order': () => ({ body: { order } }),
    ...handlers,
  });
  renderStudio(sitePaths.studioOrder(order.status.orderId), <OrderScreen />, orderRoute);
  return functions;
}

/** The order once refunded by `amount`, as the server answers the refund. */
const refunded = (order: DeskOrder, amount: number): DeskOrder => {
  const left = Math.round((order.refundable - amount) * 100) / 100;
  return {
    ...order,
    paymentState: left === 0 ? 'refunded' : 'partly_refunded',
    amountRefunded: order.amountRefunded + amount,
    refundable: left,
    actions: { ...order.actions, refund: left > 0 },
  };
};

describe('an order’s page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the buyer, the states in words, the items, the totals and both addresses', async () => {
    openOrder(deskOrder({ amountRefunded: 20, refundable: 209.01 }));

    expect(await screen.findByText('Payment: Paid')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order #1001' })).toBeInTheDocument();
    expect(screen.getByText('Fulfilment: At Printful')).toBeInTheDocument();
    expect(screen.getByText('Originals: To pack')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ruth@example.com' })).toHaveAttribute('href', 'mailto:ruth@example.com');
    const [sweatshirt, painting] = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(sweatshirt).toHaveTextContent(/Faith Sweatshirt\s*M · Black\s*Qty 2\s*\$58\.50/);
    expect(painting).toHaveTextContent(/Still Waters\s*Original\s*Qty 1\s*\$150\.00/);
    expect(screen.getByText('Subtotal').closest('dl')).toHaveTextContent(
      'Subtotal$208.50Shipping$8.00Tax$12.51Total$229.01Refunded$20.00',
    );
    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(addresses).toHaveTextContent('Ship to');
    expect(addresses).toHaveTextContent('12 Harvest Lane, Apt 3');
    expect(addresses).toHaveTextContent('Bill to');
    expect(addresses).toHaveTextContent('4 Gleaning Road');
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', sitePaths.studioOrders);
  });

  it('leaves Refunded out of the totals while nothing was refunded', async () => {
    openOrder(deskOrder());

    await screen.findByText('Payment: Paid');
    expect(screen.getByText('Total').closest('dl')).not.toHaveTextContent('Refunded');
  });

  it('shows the discount code and what it took off, a gift card line, and what a gift card paid', async () => {
    const order = deskOrder();
    openOrder({
      ...order,
      status: {
        ...order.status,
        lines: [
          ...order.status.lines,
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
        totals: { ...order.status.totals, discount: 15, giftCard: 40 },
        discountCode: 'Spring15',
      },
    });

    const giftCard = await screen.findByText('Gift card for Ruth Friend');
    expect(giftCard.closest('li')).toHaveTextContent(/By e-mail\s*Qty 1\s*\$50\.00/);
    expect(screen.getByText('Subtotal').closest('dl')).toHaveTextContent(
      'Subtotal$208.50Discount (Spring15)−$15.00Shipping$8.00Tax$12.51Total$229.01Paid by gift card−$40.00',
    );
  });

  it('names a discount without its code when the order holds none', async () => {
    const order = deskOrder();
    openOrder({
      ...order,
      status: { ...order.status, totals: { ...order.status.totals, discount: 15 }, discountCode: null },
    });

    expect(await screen.findByText('Discount')).toBeInTheDocument();
    expect(screen.queryByText(/null/)).not.toBeInTheDocument();
  });

  it('shows the timeline in the buyer’s words, the records, the e-mails sent and her notes', async () => {
    openOrder(
      deskOrder({
        status: {
          ...deskOrder().status,
          status: 'shipped',
          timeline: [
            { step: 'placed', at: '2026-11-24T09:32:00.000Z' },
            { step: 'paid', at: '2026-11-24T09:33:00.000Z' },
            { step: 'on_hold', at: '2026-11-24T10:00:00.000Z', reason: 'The print file is too small.' },
            { step: 'partly_refunded', at: '2026-11-25T10:00:00.000Z', amountRefunded: 20 },
            {
              step: 'shipped',
              at: '2026-11-26T10:00:00.000Z',
              shipment: {
                carrier: 'USPS',
                service: 'Priority Mail',
                trackingNumber: '9400 1000',
                trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction',
              },
            },
          ],
        },
      }),
    );

    const steps = within(await screen.findByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(steps.map((step) => step.firstChild!.textContent)).toEqual([
      'Order placed',
      'Payment received',
      'On hold',
      'Partly refunded',
      'Shipped',
    ]);
    expect(steps[2]).toHaveTextContent('The print file is too small.');
    expect(steps[3]).toHaveTextContent('Amount refunded: $20.00');
    expect(steps[4]).toHaveTextContent('Carrier: USPS, Priority Mail');
    expect(steps[4]).toHaveTextContent('Tracking number: 9400 1000');
    expect(steps[4]).toHaveAttribute('aria-current', 'step');

    expect(screen.getByRole('link', { name: /^Stripe payment pi_3Q/ })).toHaveAttribute(
      'href',
      'https://dashboard.stripe.com/payments/pi_3Q',
    );
    const records = screen.getByRole('region', { name: 'Records' });
    expect(records).toHaveTextContent('Printful order 98765');
    expect(within(records).getAllByRole('link')).toHaveLength(1);

    const [confirmation, notice] = within(screen.getByRole('list', { name: 'E-mails sent' })).getAllByRole('listitem');
    expect(confirmation).toHaveTextContent('Your order #1001 is confirmed');
    expect(confirmation).toHaveTextContent('To ruth@example.com');
    expect(confirmation).toHaveTextContent('Sent');
    expect(notice).toHaveTextContent('studio@example.com');
    expect(notice).toHaveTextContent('Waiting to send');

    expect(screen.getByRole('list', { name: 'Notes' })).toHaveTextContent('She asked for gift wrapping.');
  });

  it('refunds everything left once she confirms, and shows the order as refunded', async () => {
    const order = deskOrder();
    const functions = openOrder(order, {
      'studio-refund-order': () => ({ body: { order: refunded(order, 229.01) } }),
    });
    const user = userEvent.setup();

    expect(await screen.findByLabelText('Amount to refund')).toHaveAccessibleDescription(
      'Leave empty to refund everything left: $229.01',
    );
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByText("Refund $229.01 to the buyer's card?")).toBeInTheDocument();
    expect(functions.calls('studio-refund-order')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, refund $229.01' }));

    expect(await screen.findByText('Payment: Refunded')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Refunded $229.01. The buyer was e-mailed.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(functions.calls('studio-refund-order')[0]!.body).toEqual({ orderId: 'ord_1', amount: null });
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('refunds part of the order, the amount she enters, and clears it', async () => {
    const order = deskOrder();
    const functions = openOrder(order, {
      'studio-refund-order': ({ amount }) => ({ body: { order: refunded(order, amount!) } }),
    });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Amount to refund'), '50');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await user.click(screen.getByRole('button', { name: 'Yes, refund $50.00' }));

    expect(await screen.findByText('Payment: Partly refunded')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Refunded $50.00. The buyer was e-mailed.');
    expect(functions.calls('studio-refund-order')[0]!.body).toEqual({ orderId: 'ord_1', amount: 50 });
    expect(screen.getByLabelText('Amount to refund')).toHaveValue('');
    expect(screen.getByLabelText('Amount to refund')).toHaveAccessibleDescription(
      'Leave empty to refund everything left: $179.01',
    );
  });

  it('asks for a readable amount before asking her to confirm anything', async () => {
    const functions = openOrder(deskOrder());
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Amount to refund'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Refund' }));

    expect(screen.getByLabelText('Amount to refund')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the amount to refund in dollars and cents'),
    );
    expect(screen.queryByRole('button', { name: /^Yes, refund/ })).not.toBeInTheDocument();
    expect(functions.calls('studio-refund-order')).toHaveLength(0);
  });

  it('shows the server’s refusal of a refund and keeps the amount she typed', async () => {
    openOrder(deskOrder(), {
      'studio-refund-order': () => ({
        status: 409,
        body: { error: 'Only $229.01 of this order is left to refund.' },
      }),
    });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Amount to refund'), '300');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await user.click(screen.getByRole('button', { name: 'Yes, refund $300.00' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only $229.01 of this order is left to refund.');
    expect(screen.getByLabelText('Amount to refund')).toHaveValue('300');
    expect(screen.getByText('Payment: Paid')).toBeInTheDocument();
  });

  it('offers only the actions the order allows', async () => {
    openOrder(deskOrder({ actions: { refund: false, resendConfirmation: false, markShipped: false, cancel: false } }));

    expect(await screen.findByText('Nothing to do with this order now.')).toBeInTheDocument();
    for (const name of ['Refund', 'Resend confirmation', 'Cancel order', 'Mark shipped']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Amount to refund')).not.toBeInTheDocument();
  });

  it('cancels an unpaid order once she confirms, and offers Cancel only for such an order', async () => {
    const unpaid = deskOrder({
      paymentState: 'pending',
      actions: { refund: false, resendConfirmation: false, markShipped: false, cancel: true },
    });
    const functions = openOrder(unpaid, {
      'studio-cancel-order': () => ({
        body: {
          order: {
            ...unpaid,
            paymentState: 'canceled',
            actions: { ...unpaid.actions, cancel: false },
          },
        },
      }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    // Beside “Yes, cancel the order”, a plain “Cancel” would read as doing it.
    await user.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(functions.calls('studio-cancel-order')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));

    expect(await screen.findByText('Payment: Canceled')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The order was canceled.');
    // Its button is gone, and the focus with it: it goes to what was done.
    expect(screen.getByRole('status')).toHaveFocus();
    expect(functions.calls('studio-cancel-order')[0]!.body).toEqual({ orderId: 'ord_1' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('sends the confirmation again once she confirms', async () => {
    const order = deskOrder();
    const functions = openOrder(order, { 'studio-resend-confirmation': () => ({ body: { order } }) });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Resend confirmation' }));
    expect(functions.calls('studio-resend-confirmation')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, resend it' }));

    expect(await screen.findByText('The confirmation was sent again to ruth@example.com.')).toHaveRole('status');
    expect(functions.calls('studio-resend-confirmation')[0]!.body).toEqual({ orderId: 'ord_1' });
  });

  it('marks its originals shipped and reads the order again', async () => {
    const order = deskOrder();
    const shipped = deskOrder({ artistState: 'shipped', actions: { ...order.actions, markShipped: false } });
    let current = order;
    const functions = openOrder(order, {
      'studio-order': () => ({ body: { order: current } }),
      'studio-mark-shipped': () => {
        current = shipped;
        return { body: { orders: [] } };
      },
    });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Carrier'), 'USPS');
    await user.type(screen.getByLabelText('Tracking number'), '9400 1000');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));

    expect(await screen.findByText('Originals: Shipped')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The order is marked shipped, and the buyer was e-mailed its tracking.',
    );
    expect(functions.calls('studio-mark-shipped')[0]!.body).toEqual({
      orderId: 'ord_1',
      carrier: 'USPS',
      trackingNumber: '9400 1000',
      trackingUrl: null,
    });
    expect(functions.calls('studio-order')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
  });

  it('adds her note and shows it with the others', async () => {
    const order = deskOrder();
    const functions = openOrder(order, {
      'studio-add-order-note': ({ text }) => ({
        body: { order: { ...order, notes: [...order.notes, { at: '2026-11-25T08:00:00.000Z', text }] } },
      }),
    });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Note'), '  Called her about the size.  ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));

    const notes = within(screen.getByRole('list', { name: 'Notes' }));
    expect(await notes.findByText('Called her about the size.')).toBeInTheDocument();
    expect(notes.getAllByRole('listitem')).toHaveLength(2);
    expect(functions.calls('studio-add-order-note')[0]!.body).toEqual({
      orderId: 'ord_1',
      text: 'Called her about the size.',
    });
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });

  it('asks for the note’s words before sending an empty one', async () => {
    const functions = openOrder(deskOrder({ notes: [] }));
    const user = userEvent.setup();

    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));

    expect(screen.getByLabelText('Note')).toHaveAccessibleDescription(expect.stringContaining('Please enter a note'));
    expect(functions.calls('studio-add-order-note')).toHaveLength(0);
  });
});
