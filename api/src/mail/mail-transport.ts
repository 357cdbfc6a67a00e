import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { redactText } from 'shared-contracts/redaction';

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** The same message as HTML, sent beside the plain text. */
  html?: string;
}

/** Hands a message to whatever delivers mail. */
export interface MailTransport {
  /** 'smtp' delivers; 'log' only writes the message to the log (no SMTP configured). */
  readonly name: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
}

export class SmtpTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    // Each address is handed over as one parsed mailbox, so nothing in it is read as a second one.
    await this.transporter.sendMail({
      from: this.from,
      to: { name: '', address: mail.to },
      replyTo: mail.replyTo ? { name: '', address: mail.replyTo } : undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }
}

export class LogTransport implements MailTransport {
  readonly name = 'log';

  constructor(private readonly log: FastifyBaseLogger) {}

  /** The e-mail as it would be sent, but for the secrets of its links: a log is read by more people than her mailbox. */
  async send(mail: OutgoingMail): Promise<void> {
    const text = redactText(mail.text);
    const html = mail.html === undefined ? undefined : redactText(mail.html);
    this.log.info(
      { mail: { ...mail, text, ...(html === undefined ? {} : { html }) } },
      'e-mail kept in the outbox (no SMTP_URL configured)',
    );
  }
}
