import { honeypotField, type SubmissionReceipt } from 'shared-contracts/messages';
import type { Database, Queryable } from '../db/database';
import { newId } from '../db/ids';
import type { MailOutbox } from '../mail/mail-outbox';
import type { FunctionContext, RateLimit, SiteFunction } from '../http/site-function';

/** Five messages per visitor address in ten minutes is plenty for a person and little for a bot. */
const submissionLimit: RateLimit = { max: 5, windowMs: 10 * 60 * 1000 };

/** What a visitor's message is kept with and told to her by. */
export interface MessageDeps {
  db: Database;
  outbox: Pick<MailOutbox, 'enqueue'>;
  artistEmail: string;
}

interface Submission {
  name: string;
  email: string;
  [honeypotField]?: string;
}

/**
 * Stores what a visitor sent and, in the same transaction, the e-mail that tells the artist
 * (replies go to the visitor); the e-mail is delivered afterwards. A bot that filled the
 * honeypot is answered the same way, and nothing is kept.
 */
async function receive(
  { db, outbox, artistEmail }: MessageDeps,
  submission: Submission,
  context: FunctionContext,
  store: (tx: Queryable) => Promise<unknown>,
  mail: { subject: string; lines: string[] },
): Promise<SubmissionReceipt> {
  if (submission[honeypotField]) {
    context.log.info({ ip: context.ip }, 'honeypot filled; submission dropped');
    return { received: true };
  }
  await db.transaction(async (tx) => {
    await store(tx);
    await outbox.enqueue(
      {
        to: artistEmail,
        replyTo: submission.email,
        subject: mail.subject,
        text: [...mail.lines, '', 'Reply to this e-mail to answer them.'].join('\n'),
      },
      tx,
    );
  });
  return { received: true };
}

/** send-contact-message: stored, then the artist is told by e-mail. */
export function sendContactMessage(services: MessageDeps): SiteFunction<'send-contact-message'> {
  return {
    rateLimit: submissionLimit,
    handle: (message, context) =>
      receive(
        services,
        message,
        context,
        (tx) =>
          tx.query('INSERT INTO contact_messages (id, name, email, subject, message) VALUES ($1, $2, $3, $4, $5)', [
            newId('msg'),
            message.name,
            message.email,
            message.subject,
            message.message,
          ]),
        {
          subject: `${message.subject} from ${message.name}`,
          lines: [
            `${message.name} <${message.email}> wrote through the contact form:`,
            '',
            `Subject: ${message.subject}`,
            '',
            message.message,
          ],
        },
      ),
  };
}

/** submit-commission-request: stored, then the artist is told by e-mail. */
export function submitCommissionRequest(services: MessageDeps): SiteFunction<'submit-commission-request'> {
  return {
    rateLimit: submissionLimit,
    handle: (request, context) =>
      receive(
        services,
        request,
        context,
        (tx) =>
          tx.query(
            `INSERT INTO commission_requests (id, name, email, theme, size, palette, budget, timeline, details)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [
              newId('com'),
              request.name,
              request.email,
              request.theme,
              request.size,
              request.palette,
              request.budget,
              request.timeline,
              request.details ?? '',
            ],
          ),
        {
          subject: `Commission request from ${request.name}`,
          lines: [
            `${request.name} <${request.email}> would like a custom painting.`,
            '',
            `Theme: ${request.theme}`,
            `Size: ${request.size}`,
            `Colour palette: ${request.palette}`,
            `Budget: ${request.budget}`,
            `Timeline: ${request.timeline}`,
            '',
            request.details ? `Details:\n${request.details}` : 'No further details.',
          ],
        },
      ),
  };
}
