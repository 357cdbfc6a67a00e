import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { redactText } from 'shared-contracts/redaction';

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** The same message as HTML, sent beside the plain text. */
  html?: string;
  /** Headers of its own, such as a list's `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

/** What became of a message handed over with its record: sent, or not sent because it was recorded already. */
export type RecordedSend = 'sent' | 'recorded-before';

/** A receiving server's refusal of a message for good (an SMTP 5xx answer): sending it again would not help. */
export class MailRefusedError extends Error {
  override name = 'MailRefusedError';
  constructor(readonly answer: string) {
    super(`The mail server refused the message: ${answer}`);
  }
}

/** An SMTP error as nodemailer reports it. */
interface SmtpError extends Error {
  responseCode?: number;
  response?: string;
}

const refusedForGood = (error: unknown): error is SmtpError =>
  error instanceof Error &&
  (error as SmtpError).responseCode !== undefined &&
  (error as SmtpError).responseCode! >= 500;

/** Hands a message to whatever delivers mail. */
export interface MailTransport {
  /** 'smtp' delivers; 'log' only writes the message to the log (no SMTP configured). */
  readonly name: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
}

export class SmtpTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;
  /** Connections kept open between the letters to her list, each sending one message at a time. */
  private readonly idle: SMTPConnection[] = [];
  private readonly envelopeFrom: string;

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
    const [sender] = addressparser(from, { flatten: true });
    this.envelopeFrom = sender?.address ?? from;
  }

  async send(mail: OutgoingMail): Promise<void> {
    // Each address is handed over as one parsed mailbox, so nothing in it is read as a second one.
    await this.transporter.sendMail(this.fields(mail));
  }

  /**
   * Sends a message once, however the process ends: `record` (which marks it sent, in the
   * database) runs once the server has accepted the envelope and taken the whole message, and
   * before the final `.` that tells it the message is complete. A process killed before
   * `record` commits leaves the server an unfinished message, which it discards, and the message
   * is still to send; one killed after leaves it sent and recorded. When `record` finds it
   * recorded already (another process sent it), the message is abandoned unfinished. A refusal
   * for good throws MailRefusedError; any other failure throws as it is, and a recorded message
   * must then be recorded unsent again.
   */
  async sendRecorded(mail: OutgoingMail, record: () => Promise<boolean>): Promise<RecordedSend> {
    const message = await new MailComposer(this.fields(mail)).compile().build();
    const connection = await this.connection();
    const body = new PassThrough();
    body.write(message);
    // The connection reads the message only once the server answered DATA with 354.
    const reading = once(body, 'resume');
    const delivered = new Promise<void>((resolve, reject) =>
      connection.send({ from: this.envelopeFrom, to: [mail.to] }, body, (error) => (error ? reject(error) : resolve())),
    );
    // Awaited below; until then a refusal must not count as unhandled.
    delivered.catch(() => undefined);
    let recorded = false;
    try {
      await Promise.race([reading, delivered]);
      // Let the message reach the socket before the record is written.
      await nextTurn();
      recorded = await record();
    } catch (error) {
      connection.close();
      throw refusedForGood(error) ? new MailRefusedError(error.response ?? error.message) : error;
    } finally {
      if (recorded) body.end();
      else body.destroy();
    }
    if (!recorded) {
      connection.close();
      return 'recorded-before';
    }
    try {
      await delivered;
    } catch (error) {
      connection.close();
      throw refusedForGood(error) ? new MailRefusedError(error.response ?? error.message) : error;
    }
    this.idle.push(connection);
    return 'sent';
  }

  /** Closes the connections kept open. */
  close(): void {
    for (const connection of this.idle.splice(0)) connection.quit();
  }

  private async connection(): Promise<SMTPConnection> {
    const kept = this.idle.pop();
    if (kept) return kept;
    const { auth, ...options } = parseConnectionUrl(this.smtpUrl);
    const connection = new SMTPConnection(options);
    // A failure reaches the send that meets it; a closed idle connection is simply not reused.
    connection.on('error', () => {});
    connection.once('end', () => {
      const index = this.idle.indexOf(connection);
      if (index >= 0) this.idle.splice(index, 1);
    });
    await new Promise<void>((resolve, reject) =>
      connection.connect((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    if (auth && connection.allowsAuth) {
      await new Promise<void>((resolve, reject) =>
        connection.login(auth, (error?: Error | null) => (error ? reject(error) : resolve())),
      );
    }
    return connection;
  }

  private fields(mail: OutgoingMail) {
    return {
      from: this.from,
      to: { name: '', address: mail.to },
      replyTo: mail.replyTo ? { name: '', address: mail.replyTo } : undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    };
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
