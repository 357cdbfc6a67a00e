import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, orderNumber, orderRequest } from '../testing/order-fixtures';
import { startPrintfulShop, type PrintfulShop } from '../testing/printful-shop';

const secret = 'pf-hook-0123456789abcdefghij';

let shop: PrintfulShop;
let printful: PrintfulShop['printful'];
let smtp: PrintfulShop['smtp'];
let server: PrintfulShop['server'];

beforeAll(async () => {
  shop = await startPrintfulShop(secret);
  ({ printful, smtp, server } = shop);
});

afterAll(() => shop.stop());

async function placeOrder(variantId: number) {
  const { status, body } = await server.invoke('process-order', orderRequest([cartLine(variantId)]));
  expect(status).toBe(200);
  expect(printful.orders.has(body.orderId as string)).toBe(true);
  return body.orderId as string;
}

/** The order page's answer, opened with the key the order's own page carries. */
async function orderPage(orderId: string) {
  const [row] = await server.db.query<{ access_key: string }>('SELECT access_key FROM orders WHERE id = $1', [orderId]);
  return (await server.invoke('get-order-status', { orderId, key: row!.access_key })).body;
}

const fulfilmentState = async (orderId: string) =>
  (
    await server.db.query<{ fulfilment_state: string }>('SELECT fulfilment_state FROM orders WHERE id = $1', [orderId])
  )[0]!.fulfilment_state;

const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('package_shipped', () => {
  it('keeps the parcel, marks the order shipped and e-mails the buyer the tracking once, however often it arrives', async () => {
    const orderId = await placeOrder(10201);
    const number = await orderNumber(server, orderId);
    const delivery = await printful.ship(orderId, { carrier: 'UPS', service: 'UPS Ground', trackingNumber: '1Z999' });
    expect(delivery.status).toBe(200);

    await expect.poll(() => fulfilmentState(orderId), { timeout: 10_000 }).toBe('shipped');
    // Printful's time is in whole seconds, earlier than our own record of the print order.
    expect(await orderPage(orderId)).toMatchObject({
      status: 'shipped',
      timeline: [
        { step: 'placed' },
        { step: 'paid' },
        { step: 'sent_to_print' },
        { step: 'shipped', shipment: { carrier: 'UPS', trackingNumber: '1Z999' } },
      ],
    });
    const mail = await smtp.waitFor((message) => message.subject.endsWith(`order ${number} has shipped`));
    expect(mail.text).toContain('has shipped with UPS Ground');
    expect(mail.text).toContain('Tracking number: 1Z999');
    expect(mail.html).toContain('Track your package');

    await printful.sendEvent('package_shipped', (delivery.body as { data: unknown }).data, 1);
    await settled();
    expect(smtp.messages.filter((message) => message.subject.endsWith(`order ${number} has shipped`))).toHaveLength(1);
    expect(await server.db.query('SELECT tracking_number FROM shipments WHERE order_id = $1', [orderId])).toEqual([
      { tracking_number: '1Z999' },
    ]);
  });

  it('sends one e-mail per parcel when an order ships in two', async () => {
    const orderId = await placeOrder(10202);
    const number = await orderNumber(server, orderId);
    await printful.ship(orderId, { trackingNumber: 'FIRST' });
    await printful.ship(orderId, { trackingNumber: 'SECOND' });
    await expect
      .poll(() => smtp.messages.filter((message) => message.subject.endsWith(`order ${number} has shipped`)).length, {
        timeout: 10_000,
      })
      .toBe(2);
  });
});

describe.each([
  ['order_put_hold', 'on_hold', 'is on hold at Printful'],
  ['order_failed', 'failed', 'could not be fulfilled by Printful'],
  ['order_canceled', 'canceled', 'was canceled at Printful'],
] as const)('%s', (event, state, wording) => {
  it(`shows the order as ${state} and tells the artist why, once`, async () => {
    const orderId = await placeOrder(10203);
    const number = await orderNumber(server, orderId);
    const delivery = await printful.report(orderId, event, 'The print file is too small.');

    await expect.poll(() => fulfilmentState(orderId), { timeout: 10_000 }).toBe(state);
    const mail = await smtp.waitFor((message) => message.subject === `Order ${number} ${wording}`);
    expect(mail.to).toEqual(['grace@example.com']);
    expect(mail.text).toContain('Reason: The print file is too small.');

    await printful.sendEvent(event, (delivery.body as { data: unknown }).data, 1);
    await settled();
    expect(smtp.messages.filter((message) => message.subject === `Order ${number} ${wording}`)).toHaveLength(1);
  });
});

describe('an event Printful does not confirm', () => {
  it('changes nothing: a forged cancellation of an order Printful has in production is ignored', async () => {
    const orderId = await placeOrder(10301);
    const number = await orderNumber(server, orderId);
    await printful.sendEvent('order_canceled', {
      reason: 'forged',
      order: { id: 1, external_id: orderId, status: 'canceled' },
    });
    await settled();
    expect(await fulfilmentState(orderId)).toBe('sent');
    expect(smtp.messages.filter((message) => message.subject.includes(`Order ${number}`))).toEqual([]);
  });

  it('is refused without the secret in the address, and a malformed body gets a 400', async () => {
    const post = (path: string, body: string) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const wrong = await post('/webhooks/printful/not-the-secret-at-all-000000', '{"type":"package_shipped"}');
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).not.toContain('not-the-secret');
    expect((await post(`/webhooks/printful/${secret}`, '{"type":')).status).toBe(400);
    expect((await post(`/webhooks/printful/${secret}`, '{"type":"product_updated","data":{}}')).status).toBe(200);
  });

  it('answers a body whose order id cannot be stored, or is absurdly long, with a 400 and acts on nothing', async () => {
    for (const externalId of ['ord_\u0000x', 'ord_\ud800', 'o'.repeat(400_000)]) {
      const response = await fetch(`${server.url}/webhooks/printful/${secret}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'package_shipped', data: { order: { external_id: externalId } } }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'The request body is not a Printful webhook event.' });
    }
  });
});
