import {
  studioFunctions,
  enrolmentLinkSpentMessage,
  passkeyCheckNeededMessage,
  signedOutMessage,
} from 'shared-contracts/studio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SoftwarePasskey } from '../testing/software-passkey';
import { enrol, signIn, StudioBrowser, testPhoto, tokenOf } from '../testing/studio-browser';
import { startDeskServer, type DeskServer } from '../testing/desk-server';
import { startTestServer, type TestServer } from '../testing/test-server';
import { sendAskedEnrolmentLink } from './enrolment-links';
import { sessionCookieName } from './studio-checks';

const tables = [
  'artworks',
  'artwork_photos',
  'artwork_changes',
  'site_photos',
  'studio_passkeys',
  'studio_sessions',
  'media_photos',
];

async function counts(server: TestServer) {
  const counted: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await server.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
    counted[table] = row!.count;
  }
  return counted;
}

const photo = () => testPhoto(1200, 900);

describe('the studio', () => {
  let server: TestServer;
  let passkey: SoftwarePasskey;
  let artist: StudioBrowser;

  beforeAll(async () => {
    server = await startTestServer();
    passkey = new SoftwarePasskey(new URL(server.config.publicUrl).origin);
    artist = new StudioBrowser(server);
    expect((await enrol(server, artist, passkey)).status).toBe(200);
  });
  afterAll(() => server.stop());

  beforeEach(async () => {
    if (!(await artist.call('studio-session')).body.signedIn) expect((await signIn(artist, passkey)).status).toBe(200);
  });

  it('answers every call of the studio with 401 without her session, and changes nothing', async () => {
    const stranger = new StudioBrowser(server);
    const before = await counts(server);
    for (const name of Object.keys(studioFunctions)) {
      expect(await stranger.call(name, { id: 'art_x', ids: [], slot: 'studio', photo: null }), name).toMatchObject({
        status: 401,
        body: { error: signedOutMessage },
      });
    }
    expect(await stranger.upload(await photo())).toEqual({ status: 401, body: { error: signedOutMessage } });
    stranger.cookie = `${sessionCookieName}=forged-token`;
    expect((await stranger.call('studio-artworks')).status).toBe(401);
    expect(await counts(server)).toEqual(before);
  });

  it('checks her session before reading the body: a signed-out call with a body that is not JSON is 401', async () => {
    const response = await fetch(`${server.url}/functions/v1/studio-artworks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(server.config.publicUrl).origin },
      body: '{"not json',
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 401,
      body: { error: signedOutMessage },
    });
  });

  it('refuses studio calls from another site’s pages, with her session too', async () => {
    const elsewhere = new StudioBrowser(server, 'https://attacker.example');
    elsewhere.cookie = artist.cookie;
    expect((await elsewhere.call('studio-artworks')).status).toBe(403);
    expect((await elsewhere.call('studio-send-enrolment-link')).status).toBe(403);
    expect((await elsewhere.upload(await photo())).status).toBe(403);
  });

  it('sets the session in a __Host- cookie that scripts and other sites never see', async () => {
    const browser = new StudioBrowser(server);
    const { setCookie } = await signIn(browser, passkey);
    expect(setCookie).toMatch(new RegExp(`^${sessionCookieName}=[A-Za-z0-9_-]{43}; `));
    expect(setCookie).toContain('Path=/;');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('SameSite=Strict');
    const [stored] = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM studio_sessions LIMIT 1');
    expect(browser.cookie).not.toContain(stored!.token_hash);
  });

  it('uses an enrolment link once: a second use says the link has expired or was already used', async () => {
    const token = tokenOf(await server.app.services.studioAuth.createEnrolmentLink());
    const browser = new StudioBrowser(server);
    expect((await browser.call('studio-check-enrolment', { token })).body).toEqual({ usable: true });
    const second = new SoftwarePasskey(browser.origin);
    const { body } = await browser.call('studio-enrol-options', { token });
    const { ceremonyId, options } = body as { ceremonyId: string; options: Record<string, unknown> };
    expect(
      (await browser.call('studio-enrol-verify', { token, ceremonyId, response: second.register(options) })).status,
    ).toBe(200);

    expect((await browser.call('studio-check-enrolment', { token })).body).toEqual({ usable: false });
    expect(await browser.call('studio-enrol-options', { token })).toMatchObject({
      status: 410,
      body: { error: enrolmentLinkSpentMessage },
    });
    const [mail] = await server.db.query<{ subject: string; to_address: string }>(
      `SELECT subject, to_address FROM mail_outbox WHERE subject = 'A passkey was added to your studio' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(mail).toEqual({ subject: 'A passkey was added to your studio', to_address: server.config.mail.artistEmail });
  });

  it('refuses a link older than 24 hours', async () => {
    const token = tokenOf(await server.app.services.studioAuth.createEnrolmentLink());
    await server.db.query(
      `UPDATE studio_enrolment_links SET created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour' WHERE used_at IS NULL`,
    );
    expect((await artist.call('studio-check-enrolment', { token })).body).toEqual({ usable: false });
    expect((await artist.call('studio-enrol-options', { token })).status).toBe(410);
  });

  it('signs her out on the server, and in again with a new token', async () => {
    const old = artist.cookie;
    expect((await artist.call('studio-sign-out')).status).toBe(200);
    const replay = new StudioBrowser(server);
    replay.cookie = old;
    expect((await replay.call('studio-artworks')).status).toBe(401);
    expect((await signIn(artist, passkey)).status).toBe(200);
    expect(artist.cookie).not.toBe(old);
    expect((await artist.call('studio-artworks')).status).toBe(200);
  });

  it('ends a session after 30 minutes without use, and 12 hours after sign-in however busy', async () => {
    await server.db.query(`UPDATE studio_sessions SET last_seen_at = now() - interval '31 minutes'`);
    expect((await artist.call('studio-artworks')).status).toBe(401);

    expect((await signIn(artist, passkey)).status).toBe(200);
    await server.db.query(`UPDATE studio_sessions SET expires_at = now() - interval '1 second'`);
    expect((await artist.call('studio-artworks')).status).toBe(401);
  });

  it('signs out everywhere: her other browsers too', async () => {
    const phone = new StudioBrowser(server);
    expect((await signIn(phone, passkey)).status).toBe(200);
    expect((await artist.call('studio-sign-out-everywhere')).status).toBe(200);
    expect((await phone.call('studio-artworks')).status).toBe(401);
    expect((await artist.call('studio-artworks')).status).toBe(401);
  });

  it('does not sign in with a passkey she does not have, or one answering for another site', async () => {
    const stranger = new StudioBrowser(server);
    expect((await signIn(stranger, new SoftwarePasskey(stranger.origin))).status).toBe(401);
    const phishing = new SoftwarePasskey('https://grace-studio.example');
    expect((await signIn(new StudioBrowser(server), phishing)).status).toBe(401);
  });

  it('keeps the last passkey: she adds a second one before she can remove the first', async () => {
    const { passkeys } = (await artist.call('studio-passkeys')).body as { passkeys: { id: string }[] };
    for (const extra of passkeys.slice(1)) await artist.call('studio-remove-passkey', { id: extra.id });
    expect(await artist.call('studio-remove-passkey', { id: passkey.id })).toMatchObject({ status: 409 });

    const phone = new SoftwarePasskey(artist.origin);
    const { body } = await artist.call('studio-add-passkey-options');
    const { ceremonyId, options } = body as { ceremonyId: string; options: Record<string, unknown> };
    const added = await artist.call('studio-add-passkey-verify', {
      ceremonyId,
      response: phone.register(options),
      name: 'Phone',
    });
    expect((added.body.passkeys as { name: string }[]).map((key) => key.name)).toEqual(['Laptop', 'Phone']);

    const removed = await artist.call('studio-remove-passkey', { id: passkey.id });
    expect((removed.body.passkeys as { name: string }[]).map((key) => key.name)).toEqual(['Phone']);
    expect((await signIn(new StudioBrowser(server), phone)).status).toBe(200);
    passkey = phone;
  });

  it('refuses a file that is not a photo, says why, and keeps nothing', async () => {
    const before = await counts(server);
    expect(await artist.upload(new TextEncoder().encode('<html>not a photo</html>'), 'image/jpeg')).toEqual({
      status: 415,
      body: { error: 'This file is not a JPEG, PNG or WebP image.' },
    });
    expect(await counts(server)).toEqual(before);
  });

  it('puts a piece saved Available on the public page at once, under an address kept when its title changes', async () => {
    const uploaded = await artist.upload(await photo());
    expect(uploaded.status).toBe(200);
    const { photoId } = uploaded.body as { photoId: string };
    const draft = {
      title: 'Sunrise Over Galilee',
      year: 2026,
      medium: 'Oil on linen',
      size: { widthIn: 24, heightIn: 18 },
      framed: true,
      description: 'Morning light on the water.',
      price: 1200,
      shippingPrice: 45,
      status: 'draft',
      photos: [{ photoId, alt: 'Gold light over a still lake' }],
    };
    const saved = await artist.call('studio-save-artwork', draft);
    expect(saved.status).toBe(200);
    const { artwork } = saved.body as { artwork: { id: string; slug: string } };
    expect(artwork.slug).toBe('sunrise-over-galilee');
    expect((await server.invoke('get-artwork', { slug: artwork.slug })).status).toBe(404);

    await artist.call('studio-save-artwork', {
      ...draft,
      id: artwork.id,
      title: 'Dawn at Galilee',
      status: 'available',
    });
    const shown = await server.invoke('get-artwork', { slug: 'sunrise-over-galilee' });
    expect(shown.status).toBe(200);
    expect(shown.body.artwork).toMatchObject({
      title: 'Dawn at Galilee',
      price: 1200,
      shippingPrice: 45,
      status: 'available',
      photos: [{ alt: 'Gold light over a still lake', width: 1200, height: 900 }],
    });
    const formats = (shown.body.artwork as { photos: { formats: { type: string }[] }[] }).photos[0]!.formats;
    expect(formats.map((format) => format.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);

    const { changes } = (await artist.call('studio-artwork-changes', { artworkId: artwork.id })).body as {
      changes: { summary: string }[];
    };
    expect(changes.map((change) => change.summary)).toEqual([
      'Title: “Sunrise Over Galilee” → “Dawn at Galilee”; Status: Draft → Available',
      'Added as Draft',
    ]);
  });

  it('shows her pieces in the order she gives them, and forgets a deleted one', async () => {
    const save = async (title: string) =>
      (
        await artist.call('studio-save-artwork', {
          title,
          year: null,
          medium: '',
          size: { widthIn: 8, heightIn: 10 },
          framed: false,
          description: '',
          price: 90,
          shippingPrice: 0,
          status: 'available',
          photos: [],
        })
      ).body.artwork as { id: string; slug: string };
    const first = await save('Psalm 23');
    const second = await save('Psalm 23');
    expect(second.slug).toBe('psalm-23-2');

    const { artworks } = (await artist.call('studio-artworks')).body as { artworks: { id: string }[] };
    const reversed = artworks.map((artwork) => artwork.id).reverse();
    expect((await artist.call('studio-reorder-artworks', { ids: reversed })).status).toBe(200);
    const shown = (await server.invoke('get-artworks')).body.artworks as { slug: string }[];
    expect(shown.slice(-2).map((artwork) => artwork.slug)).toEqual(['psalm-23', 'psalm-23-2']);

    expect((await artist.call('studio-reorder-artworks', { ids: reversed.slice(1) })).status).toBe(400);
    await artist.call('studio-delete-artwork', { id: first.id });
    expect((await server.invoke('get-artwork', { slug: first.slug })).status).toBe(404);
  });
});

describe('her time zone', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TIME_ZONE: 'America/New_York' } });
  });
  afterAll(() => server.stop());

  it('is told to her studio with her session, in every answer that signs her in, and to nobody else', async () => {
    const artist = new StudioBrowser(server);
    const passkey = new SoftwarePasskey(artist.origin);
    expect((await enrol(server, artist, passkey)).body).toEqual({ signedIn: true, timeZone: 'America/New_York' });
    expect((await artist.call('studio-session')).body).toEqual({ signedIn: true, timeZone: 'America/New_York' });
    expect((await signIn(artist, passkey)).body).toEqual({ signedIn: true, timeZone: 'America/New_York' });

    const stranger = new StudioBrowser(server);
    expect((await stranger.call('studio-session')).body).toEqual({ signedIn: false });
    stranger.cookie = `${sessionCookieName}=forged-token`;
    expect((await stranger.call('studio-session')).body).toEqual({ signedIn: false });
    await artist.call('studio-sign-out');
    expect((await artist.call('studio-session')).body).toEqual({ signedIn: false });
  });
});

describe('the sign-in page’s “e-mail me a link”', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ captureLogs: true, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => server.stop());

  const links = async () =>
    (await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM studio_enrolment_links'))[0]!.count;
  const ask = () => new StudioBrowser(server).call('studio-send-enrolment-link');

  it('sends no new link while one she was sent is unused and alive, and answers the same either way', async () => {
    expect(await ask()).toMatchObject({ status: 200, body: { sent: true } });
    expect(await ask()).toMatchObject({ status: 200, body: { sent: true } });
    expect(await links()).toBe(1);

    await server.db.query(`UPDATE studio_enrolment_links SET expires_at = now() - interval '1 second'`);
    await ask();
    expect(await links()).toBe(2);
  });

  it('sends at most five a day in all, whoever asks', async () => {
    for (let n = 0; n < 6; n++) {
      await server.db.query(`UPDATE studio_enrolment_links SET used_at = now() WHERE used_at IS NULL`);
      await server.db.query(`INSERT INTO studio_enrolment_links (token_hash, expires_at) VALUES ($1, now())`, [
        `spent-${n}`,
      ]);
    }
    const before = await links();
    expect(await sendAskedEnrolmentLink(server.app.services)).toBe(false);
    expect(await links()).toBe(before);
  });

  it('never writes a link’s secret to the log, with no mail server to send it', async () => {
    await server.db.query('DELETE FROM studio_enrolment_links');
    expect(await sendAskedEnrolmentLink(server.app.services)).toBe(true);
    await server.app.services.jobs.runDue();
    const logs = server.logs.join('\n');
    expect(logs).toContain('Create your passkey for the studio');
    expect(logs).toContain('/studio/enrol#[redacted]');
    expect(logs).not.toMatch(/\/studio\/enrol#(?!\[redacted\])/);
  });
});

describe('changing her passkeys', () => {
  let desk: DeskServer;
  beforeAll(async () => {
    desk = await startDeskServer();
  });
  afterAll(() => desk.stop());

  it('asks for a fresh passkey check before her passkeys change, once five minutes have passed since the last', async () => {
    await desk.server.db.query(`UPDATE studio_sessions SET checked_at = now() - interval '6 minutes'`);
    const stale = { status: 403, body: { error: passkeyCheckNeededMessage } };
    expect(await desk.artist.call('studio-add-passkey-options')).toMatchObject(stale);
    const { passkeys } = (await desk.artist.call('studio-passkeys')).body as { passkeys: { id: string }[] };
    expect(await desk.artist.call('studio-remove-passkey', { id: passkeys[0]!.id })).toMatchObject(stale);

    const confirm = (await desk.artist.call('studio-confirm-options')).body as {
      ceremonyId: string;
      options: Record<string, unknown>;
    };
    const stranger = new SoftwarePasskey(desk.artist.origin);
    expect(
      await desk.artist.call('studio-confirm-verify', {
        ceremonyId: confirm.ceremonyId,
        response: stranger.authenticate(confirm.options),
      }),
    ).toMatchObject({ status: 401 });
    const again = (await desk.artist.call('studio-confirm-options')).body as typeof confirm;
    expect(
      await desk.artist.call('studio-confirm-verify', {
        ceremonyId: again.ceremonyId,
        response: desk.passkey.authenticate(again.options),
      }),
    ).toMatchObject({ status: 200, body: { done: true } });
    expect((await desk.artist.call('studio-add-passkey-options')).status).toBe(200);
  });

  it('ends every session a passkey opened when she removes it, and no other', async () => {
    const tablet = new SoftwarePasskey(desk.artist.origin);
    const options = (await desk.artist.call('studio-add-passkey-options')).body as {
      ceremonyId: string;
      options: Record<string, unknown>;
    };
    const added = await desk.artist.call('studio-add-passkey-verify', {
      ceremonyId: options.ceremonyId,
      response: tablet.register(options.options),
      name: 'Tablet',
    });
    const tabletId = (added.body.passkeys as { id: string; name: string }[]).find((key) => key.name === 'Tablet')!.id;
    const onTablet = new StudioBrowser(desk.server);
    expect((await signIn(onTablet, tablet)).status).toBe(200);

    expect((await desk.artist.call('studio-remove-passkey', { id: tabletId })).status).toBe(200);
    expect((await onTablet.call('studio-artworks')).status).toBe(401);
    expect((await desk.artist.call('studio-artworks')).status).toBe(200);
  });
});
