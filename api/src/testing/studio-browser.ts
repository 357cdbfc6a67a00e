import { photoUpload } from 'shared-contracts/studio';
import { sessionCookieName } from '../studio/studio-functions';
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
  const token = tokenOf(await server.app.services.studio.auth.createEnrolmentLink());
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
