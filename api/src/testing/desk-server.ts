import { SmtpCapture } from './smtp-capture';
import { SoftwarePasskey } from './software-passkey';
import { enrol, StudioBrowser } from './studio-browser';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

export const artistEmail = 'grace@example.com';

export interface DeskServer {
  server: TestServer;
  smtp: SmtpCapture;
  /** Her browser, signed in to the studio with a passkey. */
  artist: StudioBrowser;
  /** The passkey she signed in with. */
  passkey: SoftwarePasskey;
  /** An address of the site (a link in an e-mail, a redirect) on the test server's own port. */
  local(url: string): string;
  stop(): Promise<void>;
}

/** A test server whose e-mail reaches an SMTP capture, with the artist signed in to her studio. */
export async function startDeskServer(options: TestServerOptions = {}): Promise<DeskServer> {
  const smtp = await new SmtpCapture().start();
  const server = await startTestServer({
    ...options,
    env: { SMTP_URL: smtp.url, ARTIST_EMAIL: artistEmail, MAIL_RETRY_SECONDS: '1', ...options.env },
  });
  const artist = new StudioBrowser(server);
  const passkey = new SoftwarePasskey(artist.origin);
  const enrolled = await enrol(server, artist, passkey);
  if (enrolled.status !== 200) throw new Error(`The test passkey was not enrolled: ${JSON.stringify(enrolled.body)}`);
  return {
    server,
    smtp,
    artist,
    passkey,
    local: (url) => url.replace(server.config.publicUrl, server.url),
    async stop() {
      await server.stop();
      await smtp.stop();
    },
  };
}

/**
 * Pays the embedded processor's hosted page at `url` (the site's address) with the card that
 * succeeds, as the client does; answers where the page sends the client next.
 */
export async function payOnHostedPage(desk: DeskServer, url: string): Promise<string> {
  const paid = await fetch(desk.local(url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: 'client@example.com',
      cardNumber: '4242 4242 4242 4242',
      expiryDate: '12/34',
      cvv: '123',
      cardName: 'A Client',
    }),
    redirect: 'manual',
  });
  if (paid.status !== 303)
    throw new Error(`The hosted page did not take the payment: ${paid.status} ${await paid.text()}`);
  return paid.headers.get('location')!;
}

/** Opens a payment link as the client's browser does, without following its redirect. */
export async function openPaymentLink(desk: DeskServer, link: string): Promise<Response> {
  return fetch(desk.local(link), { redirect: 'manual' });
}
