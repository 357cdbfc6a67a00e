import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidEmailMessage } from 'shared-contracts/mailbox';
import { listLinkSpentMessage } from 'shared-contracts/mailing-list';
import { pieceLine } from 'shared-contracts/list-desk';
import { startDeskServer, artistEmail, type DeskServer } from '../testing/desk-server';
import type { CapturedMail } from '../testing/smtp-capture';
import { pendingOrder } from '../testing/order-fixtures';
import { saveStillWaters } from '../testing/studio-browser';

const linkIn = (mail: CapturedMail, pattern: RegExp) => pattern.exec(mail.text)?.[0] ?? '';
const tokenIn = (mail: CapturedMail) => linkIn(mail, /\/list\/confirm#[\w-]+/).split('#')[1]!;
const to = (address: string) => (mail: CapturedMail) => mail.to.includes(address);

describe('her list over HTTP', () => {
  let desk: DeskServer;
  let piece: { id: string; slug: string };

  beforeAll(async () => {
    desk = await startDeskServer({ env: { LIST_SENDS_PER_MINUTE: '100000' } });
    piece = await saveStillWaters(desk.artist);
  });
  afterAll(async () => desk.stop());

  /** Signs the address up from the footer and follows the confirmation link. */
  async function confirmed(email: string): Promise<void> {
    expect(await desk.server.invoke('list-sign-up', { email, source: 'footer' })).toEqual({
      status: 200,
      body: { received: true },
    });
    const mail = await desk.smtp.waitFor(to(email));
    expect((await desk.server.invoke('list-confirm', { token: tokenIn(mail) })).status).toBe(200);
  }

  /** Sends the letter to her list now and waits until the send has ended. */
  async function sendNow(letter: { subject: string; body: string }) {
    const sent = await desk.artist.call('studio-list-send', { letter });
    expect(sent.status).toBe(200);
    return sendEnded(letter.subject);
  }

  /** Waits until the send of this subject has ended. */
  async function sendEnded(subject: string) {
    for (;;) {
      const { body } = await desk.artist.call('studio-list-sends');
      const send = (body.sends as { subject: string; state: string }[]).find((each) => each.subject === subject);
      if (send?.state === 'sent') return send as unknown as { recipients: number; sent: number; bounced: number };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('asks a new address to confirm, and answers a second sign-up the same without a second e-mail', async () => {
    const first = await desk.server.invoke('list-sign-up', { email: 'ruth@example.com', source: 'footer' });
    const mail = await desk.smtp.waitFor(to('ruth@example.com'));
    expect(mail.subject).toBe('Please confirm: news of new work from Grace Studio');
    expect(mail.text).toMatch(/\/list\/confirm#[\w-]{20,}/);

    const again = await desk.server.invoke('list-sign-up', { email: 'Ruth@Example.com', source: 'footer' });
    expect(again).toEqual(first);
    await desk.server.app.services.jobs.runDue();
    expect(desk.smtp.messages.filter(to('Ruth@Example.com'))).toHaveLength(0);
    expect(desk.smtp.messages.filter(to('ruth@example.com'))).toHaveLength(1);
    const [row] = await desk.server.db.query('SELECT state, source FROM list_subscribers WHERE email_key = $1', [
      'ruth@example.com',
    ]);
    expect(row).toEqual({ state: 'pending', source: 'footer' });
  });

  it('refuses a malformed address, one with a comma or a line break, and a very long one, with a clear message', async () => {
    for (const email of [
      'not-an-address',
      'a@example.com, b@example.com',
      'a@example.com\nBcc: b@example.com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      const answer = await desk.server.invoke('list-sign-up', { email, source: 'footer' });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(invalidEmailMessage);
    }
  });

  it('records the piece a Sold piece sign-up came from, and confirms once the link is followed', async () => {
    await desk.server.invoke('list-sign-up', { email: 'lydia@example.com', source: 'sold-piece', slug: piece.slug });
    const token = tokenIn(await desk.smtp.waitFor(to('lydia@example.com')));
    expect(await desk.server.invoke('list-confirm', { token })).toEqual({ status: 200, body: { confirmed: true } });
    const [row] = await desk.server.db.query<{ state: string; piece_title: string; confirmed_at: Date | null }>(
      'SELECT state, piece_title, confirmed_at FROM list_subscribers WHERE email_key = $1',
      ['lydia@example.com'],
    );
    expect(row).toMatchObject({ state: 'confirmed', piece_title: 'Still Waters' });
    expect(row!.confirmed_at).toBeInstanceOf(Date);
    expect(await desk.server.invoke('list-confirm', { token: 'x'.repeat(30) })).toEqual({
      status: 404,
      body: { error: listLinkSpentMessage },
    });
  });

  it('sends a piece’s announcement to confirmed subscribers only, with both parts and one-click unsubscribe headers', async () => {
    await confirmed('martha@example.com');
    await desk.server.invoke('list-sign-up', { email: 'unconfirmed@example.com', source: 'footer' });
    const { body } = await desk.artist.call('studio-list-announcement', { artworkId: piece.id });
    const letter = body.letter as { subject: string; body: string };
    expect(letter.subject).toBe('New work: Still Waters');
    expect(letter.body).toContain(pieceLine(piece.id));

    const send = await sendNow(letter);
    const mail = await desk.smtp.waitFor(
      (each) => each.subject === letter.subject && each.to.includes('martha@example.com'),
    );
    expect(mail.text).toContain('Original $1,200.00');
    expect(mail.text).toContain(`/fine-art/${piece.slug}`);
    expect(mail.html).toMatch(/<img src="http[^"]+\.jpg" width="560"/);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/list\/unsubscribe\/[\w-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(
      desk.smtp.messages.filter(
        (each) => each.subject === letter.subject && each.to.includes('unconfirmed@example.com'),
      ),
    ).toEqual([]);
    expect(send).toMatchObject({ recipients: 2, sent: 2, bounced: 0 });
  });

  it('unsubscribes with one POST as a mail client sends it, and the next letter does not reach that address', async () => {
    await confirmed('dorcas@example.com');
    const first = await sendNow({ subject: 'Spring market', body: 'I will be at the spring market.' });
    const mail = await desk.smtp.waitFor(
      (each) => each.subject === 'Spring market' && each.to.includes('dorcas@example.com'),
    );
    const oneClick = mail.headers['list-unsubscribe']!.slice(1, -1);

    const posted = await fetch(desk.local(oneClick), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);

    await sendNow({ subject: 'Summer market', body: 'I will be at the summer market.' });
    expect(
      desk.smtp.messages.filter((each) => each.subject === 'Summer market').map((each) => each.to[0]),
    ).not.toContain('dorcas@example.com');
    const { body } = await desk.artist.call('studio-list-sends');
    const spring = (body.sends as { subject: string; unsubscribedSince: number }[]).find(
      (send) => send.subject === 'Spring market',
    );
    expect(spring?.unsubscribedSince).toBe(1);
    expect(first.sent).toBeGreaterThan(0);
  });

  it('counts a letter the receiving server refuses as bounced, with its answer kept', async () => {
    await confirmed('gone@example.com');
    desk.smtp.unknownMailboxes.add('gone@example.com');
    const send = await sendNow({ subject: 'A new print', body: 'Prints of Still Waters are here.' });
    expect(send.bounced).toBe(1);
    const [row] = await desk.server.db.query<{ answer: string }>(
      `SELECT r.answer FROM list_send_recipients r JOIN list_subscribers s ON s.id = r.subscriber_id
        WHERE s.email_key = 'gone@example.com' AND r.state = 'bounced'`,
    );
    expect(row!.answer).toContain('550');
  });

  it('imports her addresses as pending and asks each to confirm, then exports every consent record as CSV', async () => {
    const csv = 'email,name\nphoebe@example.com,Phoebe\nruth@example.com,Ruth\nnot an address\n';
    const { body } = await desk.artist.call('studio-list-import', { csv });
    expect(body).toEqual({ added: 1, known: 1, refused: [{ line: 4, text: 'not an address' }] });
    await desk.smtp.waitFor(to('phoebe@example.com'));

    const exported = await desk.artist.call('studio-list-export');
    const lines = (exported.body.csv as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('email,state,source,piece,signed_up_at,confirmed_at,unsubscribed_at');
    expect(lines.find((line) => line.startsWith('phoebe@example.com'))).toMatch(
      /^phoebe@example\.com,pending,import,,\d{4}-/,
    );
  });

  it('previews a letter as e-mail and sends her a test, with no subscriber’s link in it', async () => {
    const letter = { subject: 'Hello', body: `Two things.\n\n${pieceLine(piece.id)}` };
    const preview = await desk.artist.call('studio-list-preview', letter);
    expect(preview.body.html).toContain('Still Waters');
    expect(preview.body.text).toContain('Unsubscribe:');
    const test = await desk.artist.call('studio-list-send-test', letter);
    expect(test.body).toEqual({ sentTo: artistEmail });
    await desk.smtp.waitFor((mail) => mail.subject === '[Test] Hello' && mail.to.includes(artistEmail));
  });

  it('refuses a letter that shows a draft', async () => {
    const draft = await saveStillWaters(desk.artist, { title: 'Unfinished', status: 'draft' });
    const answer = await desk.artist.call('studio-list-preview', { subject: 'Soon', body: pieceLine(draft.id) });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: '“Unfinished” is a draft: publish it before a letter shows it.' },
    });
  });

  it('starts a send only once the one going out has ended, so the sending rate holds', async () => {
    const { db, app } = desk.server;
    await db.query(
      `INSERT INTO list_sends (id, subject, body, state, send_at) VALUES ('send_going', 'Going out', 'Hello.', 'sending', now())`,
    );
    await desk.artist.call('studio-list-send', { letter: { subject: 'Waiting', body: 'After the other.' } });
    await app.services.jobs.runDue();
    const state = async (subject: string) =>
      (await db.query<{ state: string }>('SELECT state FROM list_sends WHERE subject = $1', [subject]))[0]!.state;
    expect(await state('Waiting')).toBe('scheduled');

    await db.query(`UPDATE list_sends SET state = 'sent' WHERE id = 'send_going'`);
    await sendEnded('Waiting');
  });

  it('cancels a scheduled send before it starts', async () => {
    const sendAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const scheduled = await desk.artist.call('studio-list-send', {
      letter: { subject: 'Later', body: 'Later.' },
      sendAt,
    });
    const send = (scheduled.body.sends as { id: string; subject: string; state: string }[]).find(
      (each) => each.subject === 'Later',
    )!;
    expect(send.state).toBe('scheduled');
    const canceled = await desk.artist.call('studio-list-cancel-send', { id: send.id });
    expect((canceled.body.sends as { id: string; state: string }[]).find((each) => each.id === send.id)?.state).toBe(
      'canceled',
    );
    expect((await desk.artist.call('studio-list-cancel-send', { id: send.id })).status).toBe(409);
  });

  it('tells a Reserved piece’s watcher once when the hold ends without a sale, and forgets the address', async () => {
    const { db, app } = desk.server;
    const orderId = await db.transaction(async (tx) => {
      const { order } = await app.services.orders.insertPending(pendingOrder(), tx);
      await app.services.holds.take(tx, order.id, [piece.id]);
      return order.id;
    });
    expect(await desk.server.invoke('list-watch-piece', { email: 'anna@example.com', slug: piece.slug })).toEqual({
      status: 200,
      body: { received: true },
    });
    await app.services.jobs.runDue();
    expect(desk.smtp.messages.filter(to('anna@example.com'))).toHaveLength(0);

    await db.transaction((tx) => app.services.holds.release(tx, orderId));
    const mail = await desk.smtp.waitFor(to('anna@example.com'));
    expect(mail.subject).toBe('“Still Waters” is available again');
    await app.services.jobs.runDue();
    expect(desk.smtp.messages.filter(to('anna@example.com'))).toHaveLength(1);
    expect(await db.query('SELECT id FROM piece_watches')).toEqual([]);
  });
});
