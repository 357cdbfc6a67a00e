import { originalUnavailableMessage } from 'shared-contracts/cart';
import { orderPageKey } from 'shared-contracts/order-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, orderNumber, orderRequest, originalForSale } from '../testing/order-fixtures';
import { originalCartLine } from 'shared-contracts/testing/cart-lines';
import { SoftwarePasskey } from '../testing/software-passkey';
import { enrol, StudioBrowser } from '../testing/studio-browser';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('an original for sale', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  /** A piece she put up for sale in the studio, at $1,200 with $45 shipping. */
  async function offer(slug: string, title: string) {
    await originalForSale(server, slug, title, { price: 1200, shippingPrice: 45 });
    return originalCartLine(slug, title, '1200.00', '45.00');
  }

  const charges = async () =>
    (
      await server.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM test_card_charges WHERE status = 'succeeded'`,
      )
    )[0]!.count;

  it('is sold to one of 20 buyers checking out at once; the others are refused before any charge', async () => {
    const line = await offer('still-waters', 'Still Waters');
    const before = await charges();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.invoke('process-order', orderRequest([line]))),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused).toEqual({
        status: 409,
        body: {
          error: originalUnavailableMessage('Still Waters'),
        },
      });
    }
    expect((await charges()) - before).toBe(1);
    const [piece] = await server.db.query<{ status: string }>(
      `SELECT status FROM artworks WHERE slug = 'still-waters'`,
    );
    expect(piece!.status).toBe('sold');
  });

  it('prices the piece and its own shipping beside merchandise, and taxes the whole subtotal', async () => {
    const line = await offer('morning-psalm', 'Morning Psalm');
    // A $54.99 sweatshirt ships free under the shop's rule; the original brings its own $45.
    const sweatshirt = cartLine(10201);
    const request = orderRequest([line, sweatshirt]);
    expect(request.totals.shipping).toBe(45);
    const answer = await server.invoke('process-order', request);
    expect(answer.status).toBe(200);
    const [order] = await server.db.query<{ shipping_cents: number; tax_cents: number }>(
      'SELECT shipping_cents, tax_cents FROM orders WHERE id = $1',
      [answer.body.orderId],
    );
    expect(order).toEqual({ shipping_cents: 4500, tax_cents: Math.round((120000 + 5499) * 0.08) });
  });

  it('is packed and shipped by the artist: her To ship list, then the tracking she enters reaches the order page and the buyer', async () => {
    const line = await offer('quiet-harbour', 'Quiet Harbour');
    const placed = await server.invoke('process-order', orderRequest([line]));
    const orderId = String(placed.body.orderId);
    const number = await orderNumber(server, orderId);
    const key = orderPageKey(new URL(String(placed.body.orderPage), 'http://site.test'))!;
    const status = async () => (await server.invoke('get-order-status', { orderId, key })).body;
    expect(await status()).toMatchObject({
      status: 'paid',
      timeline: [{ step: 'placed' }, { step: 'paid' }],
      parts: [{ maker: 'artist', state: 'to_pack', items: ['1 × Quiet Harbour (original)'] }],
      lines: [{ kind: 'original', name: 'Quiet Harbour', quantity: 1 }],
    });

    const artist = new StudioBrowser(server);
    expect((await enrol(server, artist, new SoftwarePasskey(artist.origin))).status).toBe(200);
    const toShip = await artist.call('studio-orders-to-ship');
    expect(toShip.body.orders).toContainEqual(
      expect.objectContaining({
        orderId,
        pieces: ['Quiet Harbour'],
        shipTo: ['Lydia Purple', expect.any(String), 'Chicago, IL 60601', 'US', expect.any(String)],
      }),
    );

    const shipped = await artist.call('studio-mark-shipped', {
      orderId,
      carrier: 'USPS',
      trackingNumber: '9400100000000000000000',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.orders).not.toContainEqual(expect.objectContaining({ orderId }));
    expect(await status()).toMatchObject({
      status: 'shipped',
      timeline: [
        { step: 'placed' },
        { step: 'paid' },
        {
          step: 'shipped',
          shipment: { carrier: 'USPS', trackingNumber: '9400100000000000000000' },
          contents: ['1 × Quiet Harbour (original)'],
        },
      ],
      parts: [{ maker: 'artist', state: 'shipped' }],
    });
    const mails = await server.db.query<{ subject: string; body_text: string }>(
      `SELECT subject, body_text FROM mail_outbox WHERE to_address = 'lydia@example.com' AND subject LIKE $1`,
      [`%${number} has shipped`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toContain('9400100000000000000000');

    const again = await artist.call('studio-mark-shipped', {
      orderId,
      carrier: 'USPS',
      trackingNumber: 'another',
      trackingUrl: null,
    });
    expect(again).toMatchObject({ status: 409 });
  });

  it('can be deleted by the artist once sold, but not while a buyer’s payment holds it', async () => {
    const artist = new StudioBrowser(server);
    expect((await enrol(server, artist, new SoftwarePasskey(artist.origin))).status).toBe(200);
    const idOf = async (slug: string) =>
      (await server.db.query<{ id: string }>('SELECT id FROM artworks WHERE slug = $1', [slug]))[0]!.id;

    await server.invoke('process-order', orderRequest([await offer('first-light', 'First Light')]));
    expect(await artist.call('studio-delete-artwork', { id: await idOf('first-light') })).toMatchObject({
      status: 200,
    });

    // A bank debit under way holds the piece, as an order placed a moment ago does.
    await offer('long-road', 'Long Road');
    const longRoad = await idOf('long-road');
    await server.db.transaction(async (tx) => {
      const [order] = await tx.query<{ id: string }>('SELECT id FROM orders ORDER BY created_at DESC LIMIT 1');
      await server.app.services.holds.take(tx, order!.id, [longRoad]);
    });
    expect(await artist.call('studio-delete-artwork', { id: longRoad })).toEqual({
      status: 409,
      body: {
        error:
          'A buyer’s payment for this piece is under way, so it cannot be deleted now. Please try again in 15 minutes.',
      },
      setCookie: '',
    });
  });

  it('frees the piece for the next buyer when the card is declined', async () => {
    const line = await offer('harvest-hills', 'Harvest Hills');
    const declined = await server.invoke(
      'process-order',
      orderRequest([line], {
        paymentInfo: { cardNumber: '4000 0000 0000 0002', expiryDate: '12/34', cvv: '123', cardName: 'Lydia Purple' },
      }),
    );
    expect(declined.status).toBe(402);
    expect((await server.invoke('process-order', orderRequest([line]))).status).toBe(200);
  });
});
