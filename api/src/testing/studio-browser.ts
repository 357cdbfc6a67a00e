import sharp from 'sharp';
import { photoUpload, type ArtworkDraft } from 'shared-contracts/studio';
import { sessionCookieName } from '../studio/studio-checks';
import type { SoftwarePasskey } from './software-passkey';
import type { TestServer } from './test-server';

/** A browser on the studio's pages: it sends their Origin and keeps the session cookie it is given. */
export class StudioBrowser {
  cookie = '';

  constructor(
    private readonly server: TestServer,
    readonly origin = new URL(server.config.publicUrl).origin,
  ) {}

  async call(name: string, body: unknown = {}) {
    const response = await fetch(`${this.server.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: this.origin, Cookie: this.cookie },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie') ?? '';
    const value = new RegExp(`${sessionCookieName}=([^;]*)`).exec(setCookie)?.[1];
    if (value !== undefined) this.cookie = value ? `${sessionCookieName}=${value}` : '';
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, setCookie };
  }

  async upload(bytes: Uint8Array, type = 'image/jpeg') {
    const response = await fetch(`${this.server.url}${photoUpload.path}`, {
      method: 'POST',
      headers: { 'Content-Type': type, Origin: this.origin, Cookie: this.cookie },
      body: bytes,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
}

export const tokenOf = (link: string) => new URL(link).hash.slice(1);

/** Enrols the passkey through a fresh link, as she does from her e-mail. */
export async function enrol(server: TestServer, browser: StudioBrowser, key: SoftwarePasskey) {
  const token = tokenOf(await server.app.services.studioAuth.createEnrolmentLink());
  const ceremony = await browser.call('studio-enrol-options', { token });
  const { ceremonyId, options } = ceremony.body as { ceremonyId: string; options: Record<string, unknown> };
  return browser.call('studio-enrol-verify', { token, ceremonyId, response: key.register(options), name: 'Laptop' });
}

/** Signs in with the passkey, as the studio's sign-in panel does. */
export async function signIn(browser: StudioBrowser, key: SoftwarePasskey) {
  const { body } = await browser.call('studio-sign-in-options');
  const { ceremonyId, options } = body as { ceremonyId: string; options: Record<string, unknown> };
  return browser.call('studio-sign-in-verify', { ceremonyId, response: key.authenticate(options) });
}

/** A photo as her camera gives one: a plain JPEG of the given size. */
export const testPhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f5d8a' } })
    .jpeg()
    .toBuffer();

/**
 * "Still Waters", a piece she saves from the studio with a portrait photo (1800 × 2400), on sale
 * unless `changes` says otherwise; answers the saved artwork's id and slug.
 */
export async function saveStillWaters(artist: StudioBrowser, changes: Partial<ArtworkDraft> = {}) {
  const uploaded = await artist.upload(await testPhoto(1800, 2400));
  const saved = await artist.call('studio-save-artwork', {
    title: 'Still Waters',
    year: 2026,
    medium: 'Oil on linen',
    size: { widthIn: 18, heightIn: 24 },
    framed: false,
    description: 'A lake at dawn.',
    price: 1200,
    shippingPrice: 45,
    status: 'available',
    photos: [{ photoId: uploaded.body.photoId, alt: 'A blue lake at dawn' }],
    ...changes,
  });
  return saved.body.artwork as { id: string; slug: string };
}
