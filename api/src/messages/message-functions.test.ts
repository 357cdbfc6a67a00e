import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpCapture } from '../testing/smtp-capture';
import { commissionRequest, contactMessage } from '../testing/message-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

const contact = contactMessage();

const commission = commissionRequest();

describe('the contact and commission functions with SMTP', () => {
  let smtp: SmtpCapture;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await new SmtpCapture().start();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, ARTIST_EMAIL: 'grace@example.com', MAIL_RETRY_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.stop();
  });

  it('stores a contact message and e-mails it to the artist with the visitor as reply-to', async () => {
    expect(await server.invoke('send-contact-message', contact)).toEqual({ status: 200, body: { received: true } });

    const [stored] = await server.db.query(
      'SELECT name, email, subject, message FROM contact_messages WHERE email = $1',
      [contact.email],
    );
    expect(stored).toEqual(contact);
    const mail = await smtp.waitFor((message) => message.replyTo === contact.email);
    expect(mail).toMatchObject({ to: ['grace@example.com'], subject: 'Commission Question from Martha Bethany' });
    expect(mail.text).toContain('Could you paint our church at sunrise?');
    expect(mail.from).toContain('studio@example.com');
  });

  it('stores a commission request and e-mails the artist every detail', async () => {
    expect(await server.invoke('submit-commission-request', commission)).toEqual({
      status: 200,
      body: { received: true },
    });

    const [stored] = await server.db.query(
      'SELECT theme, size, palette, budget, timeline, details FROM commission_requests WHERE email = $1',
      [commission.email],
    );
    expect(stored).toMatchObject({ theme: commission.theme, budget: commission.budget, details: commission.details });
    const mail = await smtp.waitFor((message) => message.subject === 'Commission request from Joseph Arimathea');
    for (const value of [
      commission.theme,
      commission.size,
      commission.palette,
      commission.budget,
      commission.timeline,
    ]) {
      expect(mail.text).toContain(value);
    }
  });

  it('keeps the message when the mail server refuses it, and delivers it on a later try', async () => {
    smtp.refuseNext = 1;
    const visitor = { ...contact, email: 'lydia@example.com', message: 'Do you sell the sunrise print?' };
    expect((await server.invoke('send-contact-message', visitor)).status).toBe(200);

    const [mail] = await server.db.query<{ id: string }>(`SELECT id FROM mail_outbox WHERE reply_to = $1`, [
      visitor.email,
    ]);
    await expect
      .poll(async () => (await server.app.services.jobs.status('deliver-mail', `mail:${mail!.id}`))?.attempts)
      .toBe(1);
    expect(await server.db.query(`SELECT status FROM mail_outbox WHERE reply_to = $1`, [visitor.email])).toEqual([
      { status: 'pending' },
    ]);

    await smtp.waitFor((message) => message.replyTo === visitor.email);
    await expect
      .poll(() => server.db.query(`SELECT status FROM mail_outbox WHERE reply_to = $1`, [visitor.email]))
      .toEqual([{ status: 'sent' }]);
  });

  it.each([
    [{ ...contact, name: '  ' }, 'name: Please enter your name'],
    [{ ...contact, email: 'martha@' }, 'email: Please enter a valid email address'],
    [{ ...contact, subject: 'Spam' }, 'subject: Please choose a subject'],
    [{ ...contact, message: 'x'.repeat(5001) }, 'message: Please keep a message under 5000 characters'],
  ])('refuses a contact message naming the field at fault', async (body, error) => {
    expect(await server.invoke('send-contact-message', body)).toEqual({ status: 400, body: { error } });
  });

  it('refuses a commission request without a budget', async () => {
    const { status, body } = await server.invoke('submit-commission-request', { ...commission, budget: '' });
    expect(status).toBe(400);
    expect(body.error).toBe('budget: Please choose a budget');
  });

  it('answers a bot that fills the hidden field as if sent, and keeps nothing', async () => {
    const bot = { ...contact, email: 'bot@example.com', website: 'http://spam.example' };
    expect(await server.invoke('send-contact-message', bot)).toEqual({ status: 200, body: { received: true } });
    expect(await server.db.query('SELECT id FROM contact_messages WHERE email = $1', [bot.email])).toEqual([]);
    expect(await server.db.query('SELECT id FROM mail_outbox WHERE reply_to = $1', [bot.email])).toEqual([]);
  });
});

describe('the contact form without SMTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('keeps the e-mail in the outbox and the log', async () => {
    await server.invoke('send-contact-message', contact);
    await expect
      .poll(
        async () =>
          (
            await server.db.query<{ status: string }>('SELECT status FROM mail_outbox WHERE reply_to = $1', [
              contact.email,
            ])
          )[0]?.status,
      )
      .toBe('logged');
  });

  it('limits each visitor address to five messages in ten minutes', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await server.invoke('submit-commission-request', { ...commission, email: `c${i}@example.com` }));
    expect(answers.slice(0, 5).every(({ status }) => status === 200)).toBe(true);
    expect(answers[5]).toEqual({
      status: 429,
      body: { error: 'Too many requests. Please wait a few minutes and try again.' },
    });
  });
});
