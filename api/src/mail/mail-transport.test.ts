import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpCapture } from '../testing/smtp-capture';
import { SmtpTransport } from './mail-transport';

describe('the SMTP transport', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await new SmtpCapture().start();
  });
  afterAll(() => smtp.stop());

  it('hands each address over as one mailbox, so a comma in it never reaches a second recipient', async () => {
    const transport = new SmtpTransport(smtp.url, 'studio@example.com');
    await transport
      .send({ to: 'victim,evil@attacker.example', subject: 'Your order', text: 'Thank you' })
      .catch(() => undefined);
    await transport.send({ to: 'lydia@example.com', replyTo: 'a,b@example.com', subject: 'Hello', text: 'Hi' });

    expect(smtp.messages.flatMap((mail) => mail.to)).not.toContain('evil@attacker.example');
    expect(smtp.messages.at(-1)).toMatchObject({ to: ['lydia@example.com'], subject: 'Hello' });
  });
});
