import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePaths } from 'shared-contracts/site-config';
import { deskExports, type DeskOrderSummary } from 'shared-contracts/studio-desk';
import { fakeFunctions, type FunctionHandlers } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { onHoldItem, orderSummary } from './order-fixtures';
import OrdersScreen from './OrdersScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

/** Her session, nothing needing her, and the given orders as one page, unless the test says otherwise. */
const signedIn = (orders: DeskOrderSummary[], handlers: FunctionHandlers = {}) =>
  fakeFunctions({
    'studio-session': () => ({ body: { signedIn: true } }),
    'studio-attention': () => ({ body: { items: [] } }),
    'studio-orders': ({ page = 1 }) => ({ body: { orders, total: orders.length, page, pageSize: 25 } }),
    ...handlers,
  });

/** Forty orders, newest first, answered 25 to a page as the server pages them. */
const fortyOrders = Array.from({ length: 40 }, (_, index) => orderSummary(40 - index));
const pagedOrders: FunctionHandlers['studio-orders'] = ({ page = 1 }) => ({
  body: { orders: fortyOrders.slice((page - 1) * 25, page * 25), total: 40, page, pageSize: 25 },
});

const location = () => screen.getByTestId('location');

describe('the Orders section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each order with its number, buyer, total and states in words, each number leading to its page', async () => {
    signedIn([
      orderSummary(2, {
        buyerName: 'Ruth Moabite',
        total: 229.01,
        paymentState: 'partly_refunded',
        kinds: ['merch', 'original'],
      }),
      orderSummary(1, { fulfilmentState: 'on_hold' }),
    ]);
    renderStudio(sitePaths.studioOrders, <OrdersScreen />);

    const table = await screen.findByRole('table', { name: 'Orders' });
    // The box a phone scrolls it in is a region of its own name, not a second "Orders" beside the page's.
    expect(screen.getByRole('region', { name: 'Table of orders' })).toContainElement(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order', 'Placed', 'Buyer', 'Total', 'Payment', 'Fulfilment']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: '#1002' })).toHaveAttribute('href', sitePaths.studioOrder('ord_2'));
    expect(first).toHaveTextContent('Ruth Moabite');
    expect(first).toHaveTextContent('buyer2@example.com');
    expect(first).toHaveTextContent('$229.01');
    expect(first).toHaveTextContent('Partly refunded');
    expect(first).toHaveTextContent('Merch · Original');
    expect(second).toHaveTextContent('On hold at Printful');
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', deskExports.orders);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('download');
  });

  it('shows first what needs her, each with a link to its order', async () => {
    signedIn([], {
      'studio-attention': () => ({
        body: {
          items: [
            onHoldItem(),
            onHoldItem({ kind: 'job', title: 'A shipping e-mail could not be sent', detail: null, orderId: null }),
          ],
        },
      }),
    });
    renderStudio(sitePaths.studioOrders, <OrdersScreen />);

    const needsYou = await screen.findByRole('region', { name: 'Needs you' });
    const [onHold, job] = await within(needsYou).findAllByRole('listitem');
    expect(onHold).toHaveTextContent('Order #1007 is on hold at Printful');
    expect(onHold).toHaveTextContent('The print file is too small for this size.');
    expect(
      within(onHold!).getByRole('link', { name: 'Open the order: Order #1007 is on hold at Printful' }),
    ).toHaveAttribute('href', sitePaths.studioOrder('ord_7'));
    expect(job).toHaveTextContent('A shipping e-mail could not be sent');
    expect(within(job!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when nothing needs her and no order matches', async () => {
    signedIn([]);
    renderStudio(sitePaths.studioOrders, <OrdersScreen />);

    expect(await screen.findByText('Nothing needs you right now.')).toBeInTheDocument();
    expect(await screen.findByText('No orders match.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for the states she picks and the words she searches for, and keeps them in the address', async () => {
    const functions = signedIn([orderSummary(1)]);
    renderStudio(sitePaths.studioOrders, <OrdersScreen />);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Orders' });

    await user.selectOptions(screen.getByLabelText('Payment'), 'Refunded');
    expect(location()).toHaveTextContent(`${sitePaths.studioOrders}?payment=refunded`);
    await user.selectOptions(screen.getByLabelText('Fulfilment'), 'On hold at Printful');
    await user.type(screen.getByLabelText('Search orders'), ' Ruth ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(location()).toHaveTextContent(`${sitePaths.studioOrders}?payment=refunded&fulfilment=on_hold&q=Ruth`);
    await screen.findByRole('table', { name: 'Orders' });
    expect(functions.calls('studio-orders').map((call) => call.body)).toEqual([
      {},
      { payment: 'refunded' },
      { payment: 'refunded', fulfilment: 'on_hold' },
      { payment: 'refunded', fulfilment: 'on_hold', search: 'Ruth' },
    ]);
    expect(screen.getByLabelText('Search orders')).toHaveValue('Ruth');
  });

  it('opens with the filters, search and page the address holds, as after a reload', async () => {
    const functions = signedIn([], { 'studio-orders': pagedOrders });
    renderStudio(`${sitePaths.studioOrders}?payment=paid&fulfilment=waiting&q=ruth&page=2`, <OrdersScreen />);

    expect(await screen.findByText('Showing 26–40 of 40')).toBeInTheDocument();
    expect(functions.calls('studio-orders')[0]!.body).toEqual({
      payment: 'paid',
      fulfilment: 'waiting',
      search: 'ruth',
      page: 2,
    });
    expect(screen.getByLabelText('Payment')).toHaveValue('paid');
    expect(screen.getByLabelText('Fulfilment')).toHaveValue('waiting');
    expect(screen.getByLabelText('Search orders')).toHaveValue('ruth');
  });

  it('pages through the orders 25 at a time, keeping the filters, and starts again at page 1 on a new search', async () => {
    const functions = signedIn([], { 'studio-orders': pagedOrders });
    renderStudio(`${sitePaths.studioOrders}?payment=paid`, <OrdersScreen />);
    const user = userEvent.setup();

    expect(await screen.findByText('Showing 1–25 of 40')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('Showing 26–40 of 40')).toBeInTheDocument();
    expect(location()).toHaveTextContent(`${sitePaths.studioOrders}?payment=paid&page=2`);
    expect(screen.getAllByRole('row')).toHaveLength(16);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      `${sitePaths.studioOrders}?payment=paid`,
    );

    await user.type(screen.getByLabelText('Search orders'), 'ord_3{Enter}');
    expect(location()).toHaveTextContent(`${sitePaths.studioOrders}?payment=paid&q=ord_3`);
    expect(functions.calls('studio-orders').at(-1)!.body).toEqual({ payment: 'paid', search: 'ord_3' });
  });
});
