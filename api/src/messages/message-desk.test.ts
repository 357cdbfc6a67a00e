import { signedOutMessage } from 'shared-contracts/studio';
import { deskExports, type DeskMessage, type MessageSummary } from 'shared-contracts/studio-desk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistEmail, startDeskServer, type DeskServer } from '../testing/desk-server';
import { commissionRequest } from '../testing/message-fixtures';
import { sessionCookieName } from '../studio/studio-checks';

const contact = (name: string, email: string) => ({
  name,
  email,
  subject: 'About My Art',
  message: 'Is the harbour painting still available\nin a larger size?',
});

const commission = commissionRequest();

describe('the studio’s messages', () => {
  let desk: DeskServer;
  beforeAll(async () => {
    desk = await startDeskServer();
  });
  afterAll(() => desk.stop());

  async function received(body: object, kind: 'contact' | 'commission' = 'contact'): Promise<MessageSummary> {
    const form = kind === 'contact' ? 'send-contact-message' : 'submit-commission-request';
    expect((await desk.server.invoke(form, body)).status).toBe(200);
    const email = (body as { email: string }).email;
    const listed = await list();
    return listed.messages.find((message) => message.email === email)!;
  }

  async function list(status?: string) {
    const { status: code, body } = await desk.artist.call('studio-messages', status ? { status } : {});
    expect(code).toBe(200);
    return body as { messages: MessageSummary[]; unread: number };
  }

  async function open(id: string): Promise<DeskMessage> {
    const { status, body } = await desk.artist.call('studio-message', { id });
    expect(status).toBe(200);
    return body.message as DeskMessage;
  }

  it('lists contact messages and commission requests together, newest first, with the unread count; opening one marks it read', async () => {
    const unreadBefore = (await list()).unread;
    const message = await received(contact('Tabitha Joppa', 'tabitha@example.com'));
    const request = await received(commission, 'commission');

    const listed = await list();
    expect(listed.unread).toBe(unreadBefore + 2);
    expect(listed.messages.slice(0, 2)).toEqual([
      {
        id: expect.stringMatching(/^com_/),
        kind: 'commission',
        name: 'Joseph Arimathea',
        email: 'joseph@example.com',
        subject: 'Commission request',
        preview: 'An olive grove at dawn',
        receivedAt: expect.any(String),
        status: 'new',
        read: false,
      },
      {
        id: expect.stringMatching(/^msg_/),
        kind: 'contact',
        name: 'Tabitha Joppa',
        email: 'tabitha@example.com',
        subject: 'About My Art',
        preview: 'Is the harbour painting still available in a larger size?',
        receivedAt: expect.any(String),
        status: 'new',
        read: false,
      },
    ]);

    expect(await open(message.id)).toMatchObject({
      read: true,
      fields: [
        { label: 'Subject', value: 'About My Art' },
        { label: 'Message', value: 'Is the harbour painting still available\nin a larger size?' },
      ],
      replies: [],
      quote: null,
    });
    expect((await open(request.id)).fields).toEqual([
      { label: 'Theme', value: 'An olive grove at dawn' },
      { label: 'Size', value: '24 x 36 in' },
      { label: 'Colour palette', value: 'Warm golds and soft greens' },
      { label: 'Budget', value: '$500 - $1,000' },
      { label: 'Timeline', value: '2-3 months' },
      { label: 'Details', value: 'For our living room.' },
    ]);
    const after = await list();
    expect(after.unread).toBe(unreadBefore);
    expect(after.messages.find((listedMessage) => listedMessage.id === message.id)?.read).toBe(true);
  });

  it('e-mails her reply to the sender from the site, with her address to reply to, and moves the message to Replied', async () => {
    const message = await received(contact('Lydia Thyatira', 'lydia@example.com'));
    const { status, body } = await desk.artist.call('studio-reply-message', {
      id: message.id,
      text: 'It is! I can paint a 36 × 24 in version by March.',
    });
    expect(status).toBe(200);
    expect(body.message).toMatchObject({
      status: 'replied',
      replies: [{ at: expect.any(String), text: 'It is! I can paint a 36 × 24 in version by March.' }],
    });

    const mail = await desk.smtp.waitFor((sent) => sent.to.includes('lydia@example.com'));
    expect(mail).toMatchObject({ replyTo: artistEmail, subject: 'Re: About My Art' });
    expect(mail.from).not.toContain(artistEmail);
    expect(mail.text).toContain('It is! I can paint a 36 × 24 in version by March.');
    expect(mail.text).toContain(
      'Lydia Thyatira wrote:\n> Is the harbour painting still available\n> in a larger size?',
    );
    expect((await list('replied')).messages.map((replied) => replied.id)).toContain(message.id);
  });

  it('archives a message and brings it back to where it stood; archived messages are not counted unread', async () => {
    const unread = (await list()).unread;
    const message = await received(contact('Dorcas Joppa', 'dorcas@example.com'));
    await desk.artist.call('studio-reply-message', { id: message.id, text: 'Thank you, Dorcas.' });
    const other = await received(contact('Phoebe Cenchreae', 'phoebe@example.com'));
    expect((await list()).unread).toBe(unread + 2);

    for (const id of [message.id, other.id]) {
      const { body } = await desk.artist.call('studio-archive-message', { id, archived: true });
      expect(body.message).toMatchObject({ status: 'archived' });
    }
    expect((await list()).unread).toBe(unread);
    const archived = (await list('archived')).messages.map((listed) => listed.id);
    expect(archived).toEqual(expect.arrayContaining([message.id, other.id]));
    expect((await list('replied')).messages.map((listed) => listed.id)).not.toContain(message.id);

    expect(
      (await desk.artist.call('studio-archive-message', { id: message.id, archived: false })).body.message,
    ).toMatchObject({ status: 'replied' });
    expect(
      (await desk.artist.call('studio-archive-message', { id: other.id, archived: false })).body.message,
    ).toMatchObject({
      status: 'new',
      read: false,
    });
  });

  it('answers an unknown message with 404, and a quote of a contact message with 400, changing nothing', async () => {
    for (const id of ['msg_nothing', 'com_nothing', 'ord_x']) {
      expect(await desk.artist.call('studio-message', { id })).toMatchObject({
        status: 404,
        body: { error: 'This message does not exist.' },
      });
      expect((await desk.artist.call('studio-reply-message', { id, text: 'Hello' })).status).toBe(404);
    }
    const message = (await list('new')).messages.find((listed) => listed.kind === 'contact')!;
    expect(
      await desk.artist.call('studio-quote-commission', { id: message.id, price: 900, deposit: 300 }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Only a commission request can be quoted; this is a contact message.' },
    });
    expect(await desk.server.db.query('SELECT 1 FROM payment_links WHERE subject_id = $1', [message.id])).toEqual([]);
    const [replies] = await desk.server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM message_replies WHERE message_id IN ('msg_nothing', 'com_nothing', 'ord_x')`,
    );
    expect(replies!.count).toBe(0);
  });

  it('exports every message as CSV for a spreadsheet, a name that starts a formula kept as text', async () => {
    const message = await received(contact('=HYPERLINK("x")', 'formula@example.com'));
    const download = await fetch(`${desk.server.url}${deskExports.messages}`, {
      headers: { Cookie: desk.artist.cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(download.headers.get('cache-control')).toBe('no-store');
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await download.arrayBuffer());
    const [header, ...rows] = csv.split('\r\n');
    expect(header).toBe(
      '\uFEFFReceived,Kind,Status,Name,E-mail,Subject,Message,Theme,Size,Colour palette,Budget,Timeline,Details,Replies',
    );
    expect(rows[0]).toBe(
      `${message.receivedAt},Contact,New,"'=HYPERLINK(""x"")",formula@example.com,About My Art,"Is the harbour painting still available\nin a larger size?",,,,,,,0`,
    );
    expect(csv).toContain(
      ',Commission,New,Joseph Arimathea,joseph@example.com,Commission request,,An olive grove at dawn,',
    );
  });

  it('answers the CSV with 401 without her session', async () => {
    for (const cookie of ['', `${sessionCookieName}=forged-token`]) {
      const download = await fetch(`${desk.server.url}${deskExports.messages}`, { headers: { Cookie: cookie } });
      expect(download.status).toBe(401);
      expect(await download.json()).toEqual({ error: signedOutMessage });
    }
  });
});
