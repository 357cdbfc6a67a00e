import type { Today } from 'shared-contracts/shop-today';
import { visitBeacon } from 'shared-contracts/visit-beacon';
import { originalCartLine } from 'shared-contracts/testing/cart-lines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, logoClient, originalForSale, orderRequest } from '../testing/order-fixtures';
import { payOnHostedPage, startDeskServer, type DeskServer } from '../testing/desk-server';
import { StudioBrowser } from '../testing/studio-browser';
import { testEngines, type TestDatabase } from '../testing/test-databases';

const cents = (price: string) => Math.round(Number(price) * 100);

describe.each(testEngines)('how the shop is doing, on $label', (engine) => {
  let database: TestDatabase;
  let desk: DeskServer;
  beforeAll(async () => {
    database = await engine.create();
    desk = await startDeskServer({ database: database.config });
  });
  afterAll(async () => {
    await desk.stop();
    await database.drop();
  });

  const today = async () => {
    const { status, body } = await desk.artist.call('studio-today');
    expect(status, JSON.stringify(body)).toBe(200);
    return body as unknown as Today;
  };
  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${desk.server.url}${visitBeacon.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': 'Mozilla/5.0 (iPhone)', ...headers },
      body: JSON.stringify(body),
    });

  it('adds up this week’s and this month’s sales by kind, to the cent, from the orders and payments taken', async () => {
    const before = await today();
    const tees = [cartLine(10201, 2), cartLine(10202)];
    expect((await desk.server.invoke('process-order', orderRequest(tees))).status).toBe(200);
    await originalForSale(desk.server, 'harvest-moon', 'Harvest Moon', { price: 1250.5, shippingPrice: 40 });
    expect(
      (
        await desk.server.invoke(
          'process-order',
          orderRequest([originalCartLine('harvest-moon', 'Harvest Moon', '1250.50', '40.00')]),
        )
      ).status,
    ).toBe(200);
    // A declined card is an attempt, not a sale.
    const declined = orderRequest([cartLine(10201)], {
      paymentInfo: { cardNumber: '4000 0000 0000 0002', expiryDate: '12/34', cvv: '123', cardName: 'Lydia Purple' },
    });
    expect((await desk.server.invoke('process-order', declined)).status).toBe(402);
    const logo = await desk.server.invoke('create-payment', logoClient);
    await payOnHostedPage(desk, String(logo.body.url));

    const after = await today();
    const merchCents = tees.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
    for (const period of ['week', 'month'] as const) {
      const was = before[period].sales;
      expect(after[period].sales).toEqual({
        originals: was.originals + 1250.5,
        prints: was.prints,
        merch: Math.round(was.merch * 100 + merchCents) / 100,
        services: was.services + 300,
        discounts: was.discounts,
        total: Math.round(was.total * 100 + merchCents + 125_050 + 30_000) / 100,
        orders: was.orders + 2,
        payments: was.payments + 1,
      });
    }
    expect(after.needsYou.toPack).toBe(before.needsYou.toPack + 1);
    expect(after.week.to).toBe(after.month.to);
  });

  it('counts a visit per page, day and referring site, and nothing from a browser that opts out or a robot', async () => {
    const visits = () => today().then((figures) => figures.visits);
    const was = await visits();
    expect((await beacon({ path: '/fine-art', referrer: 'https://www.instagram.com/p/abc?igshid=1' })).status).toBe(
      204,
    );
    await beacon({ path: '/fine-art', referrer: '' });
    await beacon({ path: '/merch', referrer: `${desk.server.config.publicUrl}/fine-art` });
    // Not counted: asked not to be, a robot, her studio, no page of the site, not JSON.
    await beacon({ path: '/fine-art', referrer: '' }, { DNT: '1' });
    await beacon({ path: '/fine-art', referrer: '' }, { 'Sec-GPC': '1' });
    await beacon({ path: '/fine-art', referrer: '' }, { 'User-Agent': 'Googlebot/2.1' });
    await beacon({ path: '/studio/orders', referrer: '' });
    await beacon({ path: '/no-such-page', referrer: '' });
    expect(
      (
        await fetch(`${desk.server.url}${visitBeacon.path}`, {
          method: 'POST',
          body: '{not json',
          headers: { 'Content-Type': 'text/plain' },
        })
      ).status,
    ).toBe(204);

    const now = await visits();
    expect(now.thisWeek).toBe(was.thisWeek + 3);
    expect(now.byDay.at(-1)!.visits).toBe(was.byDay.at(-1)!.visits + 3);
    expect(now.pages).toContainEqual({
      path: '/fine-art',
      visits: (was.pages.find((row) => row.path === '/fine-art')?.visits ?? 0) + 2,
    });
    expect(now.sources).toContainEqual({ source: 'instagram.com', visits: 1 });
    const columns = await desk.server.db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'page_visits' ORDER BY column_name",
    );
    expect(columns.map((row) => row.column_name)).toEqual(['day', 'path', 'source', 'visits']);
  });

  it('shows the figures to her alone', async () => {
    expect((await new StudioBrowser(desk.server).call('studio-today')).status).toBe(401);
  });
});
