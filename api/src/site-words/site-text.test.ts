import { priceChangedMessage } from 'shared-contracts/design-service';
import { priceOrder, specPrices, type SitePrices } from 'shared-contracts/pricing';
import { siteTextElementId, specWords, type ChangedWords, type SiteText } from 'shared-contracts/site-words';
import { siteChangedMessage, sitePreviewParameter, type SiteDesk } from 'shared-contracts/site-words-desk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { todayIn } from '../domain/days';
import { payOnHostedPage, startDeskServer, type DeskServer } from '../testing/desk-server';
import { cartLine, logoClient, orderRequest } from '../testing/order-fixtures';
import { builtShell, headOf } from '../testing/served-pages';
import { testEngines, type TestDatabase } from '../testing/test-databases';
import { SiteTextStore } from './site-text';

const spec = specWords(specPrices);

describe.each(testEngines)('her words and prices, on $label', (engine) => {
  let database: TestDatabase;
  let desk: DeskServer;
  beforeAll(async () => {
    database = await engine.create();
    desk = await startDeskServer({
      database: database.config,
      serveSite: true,
      env: { SITE_DIR: await builtShell(), PUBLIC_URL: 'https://grace.example' },
    });
  });
  afterAll(async () => {
    await desk.stop();
    await database.drop();
  });

  const siteDesk = async () => (await desk.artist.call('studio-site-text')).body as unknown as SiteDesk;
  /** Publishes these words and prices over the newest version, as her Site section does. */
  const publish = async (words: ChangedWords, prices: Partial<SitePrices> = {}) => {
    const { published } = await siteDesk();
    const answer = await desk.artist.call('studio-publish-site-text', {
      words,
      prices: { ...specPrices, ...prices },
      basedOn: published.version,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as SiteDesk;
  };
  const page = async (path: string, cookie = '') => {
    const response = await fetch(`${desk.server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    const html = await response.text();
    const served = new RegExp(`<script type="application/json" id="${siteTextElementId}">(.*?)</script>`).exec(html);
    return { status: response.status, html, head: headOf(html), text: JSON.parse(served![1]!) as SiteText };
  };

  it('serves every page with the spec’s words until she publishes, then with hers at once: head, link preview, structured data and sitemap', async () => {
    const before = await page('/');
    expect(before.text).toMatchObject({ words: {}, prices: specPrices });
    expect(before.head.og('description')).toContain(spec['home.headline']);

    const answer = spec['faq.text'].replace(
      /## How much is shipping\?\n\n[^\n]+/,
      '## How much is shipping?\n\nFree on every order this Advent.',
    );
    const published = await publish({
      'home.headline': 'Where Hope Meets the Brush',
      'contact.email': 'hello@grace.example',
      'contact.pinterest': '',
      'faq.text': answer,
    });
    expect(published.published.version).toBeGreaterThan(before.text.version);

    const home = await page('/');
    expect(home.text.words['home.headline']).toBe('Where Hope Meets the Brush');
    expect(home.head.description).toMatch(/^Where Hope Meets the Brush\. /);
    expect(home.head.og('description')).toBe(home.head.description);
    const business = home.head.structuredData.find((data) => data['@type'] === 'Organization');
    expect(business).toMatchObject({
      email: 'hello@grace.example',
      sameAs: [spec['contact.instagram'], spec['contact.facebook']],
    });

    const faq = await page('/faq');
    const questions = faq.head.structuredData.find((data) => data['@type'] === 'FAQPage');
    expect(JSON.stringify(questions)).toContain(
      '{"@type":"Question","name":"How much is shipping?","acceptedAnswer":{"@type":"Answer","text":"Free on every order this Advent."}}',
    );

    const today = todayIn(desk.server.config.timeZone);
    const sitemap = await (await fetch(`${desk.server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>https://grace.example/faq</loc><lastmod>${today}</lastmod>`);
    expect(sitemap).toContain(`<loc>https://grace.example/</loc><lastmod>${today}</lastmod>`);
    expect(sitemap).toContain('<loc>https://grace.example/privacy</loc></url>');
  });

  it('writes markup and script she types as text in every head, its link preview and its structured data', async () => {
    const script = '</script><script>alert(1)</script>';
    await publish({
      'home.headline': `${script} & <b>bold</b>`,
      'contact.email': 'hello@grace.example',
      'faq.text': `## Is <b>this</b> ${script}?\n\nIt is ${script} text.`,
    });
    for (const path of ['/', '/faq', '/contact-grace']) {
      const { html } = await page(path);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<b>');
    }
    const home = await page('/');
    expect(home.html).toContain(
      '<meta name="description" content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;.',
    );
    expect(home.text.words['home.headline']).toBe(`${script} & <b>bold</b>`);
    const faq = await page('/faq');
    expect(JSON.stringify(faq.head.structuredData)).toContain(`"name":"Is <b>this</b> ${script}?"`);
  });

  it('keeps every version with its changes, and refuses a publish from one that is no longer the newest', async () => {
    const { published } = await siteDesk();
    const ours = await publish({ 'about.paragraph2': 'Over the years my work has grown into murals.' });
    expect(ours.versions[0]).toMatchObject({
      version: published.version + 1,
      changes: expect.arrayContaining([
        { what: 'About, paragraph 2', words: 'Over the years my work has grown into murals.' },
      ]) as unknown,
    });
    expect(ours.versions.at(-1)).toMatchObject({ version: 0, publishedAt: null });

    const stale = await desk.artist.call('studio-publish-site-text', {
      words: {},
      prices: specPrices,
      basedOn: published.version,
    });
    expect(stale).toMatchObject({ status: 409, body: { error: siteChangedMessage } });
    expect((await siteDesk()).published.version).toBe(published.version + 1);
  });

  it('goes back to an earlier version, the spec’s own words and prices included', async () => {
    await publish({ 'footer.tagline': 'Painted in prayer' }, { logoCents: 32500 });
    const { published } = await siteDesk();
    const back = await desk.artist.call('studio-restore-site-version', { version: 0, basedOn: published.version });
    expect(back.status).toBe(200);
    const restored = (back.body as unknown as SiteDesk).versions[0]!;
    expect(restored).toMatchObject({ version: published.version + 1, note: 'Back to version 0' });
    expect(restored.changes).toEqual(
      expect.arrayContaining([
        { what: 'Footer, tagline', words: spec['footer.tagline'] },
        { what: 'Prices, logo project', words: '$300.00' },
      ]),
    );
    const home = await page('/');
    expect(home.text).toMatchObject({ words: {}, prices: specPrices });
  });

  it('refuses words a field does not take, naming the field, and keeps nothing of them', async () => {
    const { published } = await siteDesk();
    const refused = await desk.artist.call('studio-publish-site-text', {
      words: {
        'contact.email': 'not an address',
        'contact.instagram': 'http://instagram.com/grace',
        'home.headline': ' ',
      },
      prices: { ...specPrices, taxBasisPoints: -1 },
      basedOn: published.version,
    });
    expect(refused.status).toBe(400);
    const error = String(refused.body.error);
    expect(error).toContain('words.contact.email: must be an e-mail address');
    expect(error).toContain('words.contact.instagram: must be a web address starting with https://');
    expect(error).toContain('words.home.headline: cannot be empty');
    expect(error).toContain('prices.taxBasisPoints: cannot be below zero');
    expect((await siteDesk()).published.version).toBe(published.version);
  });

  it('shows her draft on the real pages to her alone, never listed, until she publishes it', async () => {
    const saved = await desk.artist.call('studio-save-site-draft', {
      words: { 'about.trait2Title': 'Green Bay fan, now' },
      prices: specPrices,
    });
    expect(saved.status).toBe(200);
    expect((saved.body as unknown as SiteDesk).draft).toEqual({
      words: { 'about.trait2Title': 'Green Bay fan, now' },
      prices: specPrices,
    });

    const hers = await page(`/meet-grace?${sitePreviewParameter}`, desk.artist.cookie);
    expect(hers.text.words['about.trait2Title']).toBe('Green Bay fan, now');
    expect(hers.head.robots).toBe('noindex');
    const visitor = await page(`/meet-grace?${sitePreviewParameter}`);
    expect(visitor.text.words['about.trait2Title']).toBeUndefined();
    expect(visitor.head.robots).toBeUndefined();
  });

  it('opens the logo’s payment page at her new price, tells a page showing the old one, and never changes a page already opened', async () => {
    await publish({}, { logoCents: 35000 });
    const old = await desk.server.invoke('create-payment', logoClient);
    expect(old).toMatchObject({
      status: 409,
      body: { error: priceChangedMessage('Divine Design Logo Project', 350) },
    });

    const opened = await desk.server.invoke('create-payment', { ...logoClient, amount: 350 });
    expect(opened.status).toBe(200);
    await publish({}, { logoCents: 40000 });
    const thankYou = await payOnHostedPage(desk, String(opened.body.url));
    const sessionId = new URL(thankYou).searchParams.get('session_id');
    const verified = await desk.server.invoke('verify-payment-and-notify', { sessionId });
    expect(verified.body).toMatchObject({ verified: true, amountPaid: 350 });
  });

  it('prices an order with her shipping rule and tax rate, and refuses totals worked out with the old ones', async () => {
    const rates = { freeShippingOverCents: 10000, flatShippingCents: 1250, taxBasisPoints: 1000 };
    await publish({}, rates);
    const tees = [cartLine(10201)];
    const stale = await desk.server.invoke('process-order', orderRequest(tees));
    expect(stale.status).toBe(400);
    expect(String(stale.body.error)).toMatch(/^totals: the prices in your cart have changed/);

    const totals = priceOrder(tees, { rates });
    expect(totals.shipping).toBe(12.5);
    const placed = await desk.server.invoke('process-order', orderRequest(tees, { totals }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });
});

describe.each(testEngines)('her words as pages are served with them, on $label', (engine) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await engine.create();
    db = await openDatabase(database.config);
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('shows a version published through this process on the next page, and one published through another within its recheck, while prices charged read the newest at once', async () => {
    // Two stores on one database, as two API processes behind one address.
    const here = new SiteTextStore({ db, timeZone: 'UTC', pageRecheckMs: 500 });
    const elsewhere = new SiteTextStore({ db, timeZone: 'UTC' });
    const draft = (headline: string) => ({ words: { 'home.headline': headline }, prices: specPrices });

    expect((await here.forPages()).version).toBe(0);
    await here.publish(draft('Published here'), 0);
    expect((await here.forPages()).words['home.headline']).toBe('Published here');

    await elsewhere.publish(draft('Published elsewhere'), 1);
    expect((await here.forPages()).version).toBe(1);
    expect((await here.published()).version).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 550));
    expect((await here.forPages()).words['home.headline']).toBe('Published elsewhere');
  });
});
