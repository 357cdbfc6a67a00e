import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePaths } from 'shared-contracts/site-config';
import type { OrderToShip } from 'shared-contracts/studio';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { acceptedCommission, summaryOf } from '../proposals/proposal-fixtures';
import ToShipScreen from './ToShipScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const order: OrderToShip = {
  orderId: 'ord_1',
  orderNumber: 1001,
  placedAt: '2026-11-24T09:32:00.000Z',
  email: 'ruth@example.com',
  shipTo: ['Ruth Moabite', '12 Harvest Lane, Apt 3', 'Bethlehem, PA 18015', 'US'],
  pieces: ['Still Waters'],
};

describe('the To ship section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each order of originals with its pieces and the whole address to ship to', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-orders-to-ship': () => ({ body: { orders: [order] } }),
    });
    renderStudio(sitePaths.studioToShip, <ToShipScreen />);

    const item = (await screen.findByRole('heading', { name: 'Order #1001' })).closest('li')!;
    expect(within(item).getByRole('list', { name: 'Originals' })).toHaveTextContent('Still Waters');
    expect(item).toHaveTextContent('12 Harvest Lane, Apt 3');
    expect(within(item).getByRole('link', { name: 'ruth@example.com' })).toHaveAttribute(
      'href',
      'mailto:ruth@example.com',
    );
  });

  it('lists her paintings paid in full, each linked to its page where its tracking is entered', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-orders-to-ship': () => ({ body: { orders: [] } }),
      'studio-commissions': () => ({
        body: {
          commissions: [
            summaryOf(acceptedCommission({ id: 'cms_paid', title: 'The Good Shepherd', stage: 'paid' })),
            summaryOf(acceptedCommission({ id: 'cms_mural', title: 'Play room', kind: 'mural', stage: 'paid' })),
            summaryOf(acceptedCommission({ id: 'cms_ready', title: 'Harbour at dusk', stage: 'ready' })),
          ],
          requests: [],
        },
      }),
    });
    renderStudio(sitePaths.studioToShip, <ToShipScreen />);

    const list = await screen.findByRole('region', { name: 'Commissions to ship' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['The Good Shepherd']);
    expect(within(list).getByRole('link', { name: 'The Good Shepherd' })).toHaveAttribute(
      'href',
      sitePaths.studioProposal('cms_paid'),
    );
  });

  it('marks an order shipped with its carrier and tracking, and the order leaves the list', async () => {
    const functions = fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-orders-to-ship': () => ({ body: { orders: [order] } }),
      'studio-mark-shipped': () => ({ body: { orders: [] } }),
    });
    renderStudio(sitePaths.studioToShip, <ToShipScreen />);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Carrier'), 'USPS');
    await user.type(screen.getByLabelText('Tracking number'), '9400 1000 0000 0000 0000 00');
    await user.type(screen.getByLabelText('Tracking link (optional)'), 'https://tools.usps.com/go/TrackConfirmAction');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));

    expect(await screen.findByText('Nothing to ship right now.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Order #1001 is marked shipped, and the buyer was e-mailed its tracking.',
    );
    expect(functions.calls('studio-mark-shipped')[0]!.body).toEqual({
      orderId: 'ord_1',
      carrier: 'USPS',
      trackingNumber: '9400 1000 0000 0000 0000 00',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction',
    });
  });

  it('asks for the carrier and tracking number before sending anything, and keeps what she typed', async () => {
    const functions = fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-orders-to-ship': () => ({ body: { orders: [order] } }),
    });
    renderStudio(sitePaths.studioToShip, <ToShipScreen />);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Tracking link (optional)'), 'usps tracking');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));

    expect(screen.getByLabelText('Carrier')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the carrier'),
    );
    expect(screen.getByLabelText('Tracking number')).toHaveAccessibleDescription('Please enter the tracking number');
    expect(screen.getByLabelText('Tracking link (optional)')).toHaveAccessibleDescription(
      'Please enter the tracking link as a web address starting with https://',
    );
    expect(screen.getByLabelText('Tracking link (optional)')).toHaveValue('usps tracking');
    expect(functions.calls('studio-mark-shipped')).toHaveLength(0);
  });

  it('shows the server’s refusal and keeps the form', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-orders-to-ship': () => ({ body: { orders: [order] } }),
      'studio-mark-shipped': () => ({
        status: 409,
        body: { error: 'This order is not waiting to be shipped: it was shipped, refunded or not paid.' },
      }),
    });
    renderStudio(sitePaths.studioToShip, <ToShipScreen />);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Carrier'), 'UPS');
    await user.type(screen.getByLabelText('Tracking number'), '1Z999');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This order is not waiting to be shipped');
    expect(screen.getByLabelText('Carrier')).toHaveValue('UPS');
    expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeEnabled();
  });
});
