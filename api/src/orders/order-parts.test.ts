import { originalCartLine } from 'shared-contracts/testing/cart-lines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, orderNumber, orderRequest, originalForSale } from '../testing/order-fixtures';
import { startPrintfulShop, type PrintfulShop } from '../testing/printful-shop';
import { SoftwarePasskey } from '../testing/software-passkey';
import { enrol, StudioBrowser } from '../testing/studio-browser';

const secret = 'pf-hook-parts-0123456789abcdef';

describe('an order with an original and a print-shop piece', () => {
  let shop: PrintfulShop;
  let printful: PrintfulShop['printful'];
  let smtp: PrintfulShop['smtp'];
  let server: PrintfulShop['server'];
  let artist: StudioBrowser;

  beforeAll(async () => {
    shop = await startPrintfulShop(secret);
    ({ printful, smtp, server } = shop);
    artist = new StudioBrowser(server);
    expect((await enrol(server, artist, new SoftwarePasskey(artist.origin))).status).toBe(200);
  });

  afterAll(() => shop.stop());

  it('shows each part in its own state: the original packed, then shipped with its tracking page, while the sweatshirt is made; the e-mails say what shipped and what is still coming', async () => {
    await originalForSale(server, 'open-door', 'Open Door', { price: 900, shippingPrice: 40 });
    const placed = await server.invoke(
      'process-order',
      orderRequest([originalCartLine('open-door', 'Open Door', '900.00', '40.00'), cartLine(10201)]),
    );
    expect(placed.status).toBe(200);
    const orderId = String(placed.body.orderId);
    const number = await orderNumber(server, orderId);
    const [{ access_key: key }] = (await server.db.query('SELECT access_key FROM orders WHERE id = $1', [orderId])) as [
      { access_key: string },
    ];
    const status = async () => (await server.invoke('get-order-status', { orderId, key })).body;
    const sweatshirt = '1 × Rooted in Faith Embroidered Heavyweight Sweatshirt (S, Maroon)';

    // Paid: nothing is packed yet, whatever the print shop is doing.
    expect(await status()).toMatchObject({
      status: 'sent_to_print',
      timeline: [{ step: 'placed' }, { step: 'paid' }, { step: 'sent_to_print' }],
      parts: [
        { maker: 'artist', state: 'to_pack', items: ['1 × Open Door (original)'], shipments: [] },
        { maker: 'print_shop', state: 'in_production', items: [sweatshirt], shipments: [] },
      ],
    });

    const shipped = await artist.call('studio-mark-shipped', {
      orderId,
      carrier: 'USPS',
      trackingNumber: '9400 1000 0000 0000 0000 00',
      trackingUrl: null,
    });
    expect(shipped.status).toBe(200);
    const usps = {
      carrier: 'USPS',
      trackingNumber: '9400 1000 0000 0000 0000 00',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    };
    expect(await status()).toMatchObject({
      status: 'partly_shipped',
      timeline: [
        { step: 'placed' },
        { step: 'paid' },
        { step: 'sent_to_print' },
        { step: 'partly_shipped', shipment: usps, contents: ['1 × Open Door (original)'] },
      ],
      parts: [
        { maker: 'artist', state: 'shipped', shipments: [usps] },
        { maker: 'print_shop', state: 'in_production', shipments: [] },
      ],
    });
    const first = await smtp.waitFor(
      (mail) => mail.subject === `Part of your Grace Studio order ${number} has shipped`,
    );
    expect(first.text).toContain(`Good news: part of your order ${number} has shipped with USPS.`);
    expect(first.text).toContain('In this parcel:\n1 × Open Door (original)');
    expect(first.text).toContain(`Still to come, which the print shop is still making:\n${sweatshirt}`);
    expect(first.text).toContain(`Track your package: ${usps.trackingUrl}`);

    expect(
      (await printful.ship(orderId, { carrier: 'UPS', service: 'UPS Ground', trackingNumber: '1Z999' })).status,
    ).toBe(200);
    const last = await smtp.waitFor((mail) => mail.subject === `Your Grace Studio order ${number} has shipped`);
    expect(last.text).toContain(`Good news: your order ${number} has shipped with UPS Ground.`);
    expect(last.text).toContain(`In this parcel:\n${sweatshirt}`);
    expect(last.text).not.toContain('Still to come');
    expect(await status()).toMatchObject({
      status: 'shipped',
      timeline: [
        { step: 'placed' },
        { step: 'paid' },
        { step: 'sent_to_print' },
        { step: 'partly_shipped', contents: ['1 × Open Door (original)'] },
        { step: 'shipped', shipment: { carrier: 'UPS', trackingNumber: '1Z999' }, contents: [sweatshirt] },
      ],
      parts: [
        { maker: 'artist', state: 'shipped' },
        { maker: 'print_shop', state: 'shipped', shipments: [{ carrier: 'UPS', trackingNumber: '1Z999' }] },
      ],
    });
  });

  it('has no parts before its payment went through', async () => {
    const placed = await server.invoke(
      'process-order',
      orderRequest([cartLine(10201)], {
        paymentInfo: { cardNumber: '4000 0000 0000 0002', expiryDate: '12/34', cvv: '123', cardName: 'Lydia Purple' },
      }),
    );
    expect(placed.status).toBe(402);
    const [order] = await server.db.query<{ id: string; access_key: string }>(
      `SELECT id, access_key FROM orders WHERE payment_state = 'failed' ORDER BY created_at DESC LIMIT 1`,
    );
    const answer = await server.invoke('get-order-status', { orderId: order!.id, key: order!.access_key });
    expect(answer.body).toMatchObject({ status: 'payment_failed', parts: [] });
  });
});
