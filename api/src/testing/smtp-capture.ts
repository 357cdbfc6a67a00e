import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string | undefined;
}

/** A real SMTP server on loopback that keeps every message it receives, for tests. */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  /** Refuse the next N messages, as a failing mail server would. */
  refuseNext = 0;
  /** Addresses this server refuses for good, as a mail server refuses a mailbox that does not exist. */
  readonly unknownMailboxes = new Set<string>();
  private server: SMTPServer | undefined;
  private port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = 0): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo: (address, _session, callback) => {
        if (!this.unknownMailboxes.has(address.address)) return callback();
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      },
      onData: (stream, _session, callback) => {
        if (this.refuseNext > 0) {
          this.refuseNext -= 1;
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 })));
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            const addresses = (field: typeof mail.to) =>
              (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
                group.value.map((entry) => entry.address ?? ''),
              );
            this.messages.push({
              from: mail.from?.text ?? '',
              to: addresses(mail.to),
              replyTo: mail.replyTo?.value[0]?.address,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html || undefined,
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.port = (server.server.address() as { port: number }).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Waits until a message matching `predicate` has arrived. */
  async waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs = 10_000): Promise<CapturedMail> {
    const started = Date.now();
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      if (Date.now() - started > timeoutMs) throw new Error('The expected e-mail did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
