import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string | undefined;
  /** Each header as it was sent, by its name in lower case. */
  headers: Record<string, string>;
}

/** A real SMTP server on loopback that keeps every message it receives, for tests. */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  /** Refuse the next N messages, as a failing mail server would. */
  refuseNext = 0;
  /** Addresses this server refuses for good, as a mail server refuses a mailbox that does not exist. */
  readonly unknownMailboxes = new Set<string>();
  private server: SMTPServer | undefined;
  /** Recipients waiting for an answer while the server holds every message before its text. */
  private held: (() => void)[] | undefined;
  /** Messages whose text is coming in: DATA was accepted and the final dot has not arrived. */
  private arriving = 0;
  private port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = 0): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo: (address, _session, callback) => {
        if (this.held) return void this.held.push(() => callback());
        if (!this.unknownMailboxes.has(address.address)) return callback();
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      },
      onData: (stream, _session, callback) => {
        this.arriving += 1;
        let arrived = false;
        const settle = () => {
          if (!arrived) this.arriving -= 1;
          arrived = true;
        };
        stream.once('end', settle);
        stream.once('close', settle);
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
              headers: Object.fromEntries(
                mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
              ),
            });
            callback();
          })
          .catch(callback);
      },
    });
    // A sender that dies mid-message resets its connection; a mail server goes on serving the others.
    server.on('error', () => {});
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.port = (server.server.address() as { port: number }).port;
    this.server = server;
    return this;
  }

  /**
   * Stops answering recipients, so every sender waits mid-transaction, before its message's
   * text: a moment to end a sender at, when it has no message half-recorded.
   */
  holdRecipients(): void {
    this.held ??= [];
  }

  /**
   * Whether every sender waits on a held recipient with no message half-sent: at least one held,
   * and none whose text is still coming in.
   */
  get sendersWaiting(): boolean {
    return (this.held?.length ?? 0) > 0 && this.arriving === 0;
  }

  /** Answers the recipients held, and every one after them. */
  releaseRecipients(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const answer of held) answer();
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
