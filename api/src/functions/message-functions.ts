import { randomBytes } from 'node:crypto';
import {
  commissionRequestSchema,
  contactMessageSchema,
  honeypotField,
  type CommissionRequest,
  type ContactMessage,
  type SubmissionReceipt,
} from 'shared-contracts/messages';
import type { FunctionContext } from './backend-function';
import { defineFunction } from './backend-function';
import type { Services } from '../services';

/** Five messages per visitor address in ten minutes is plenty for a person and little for a bot. */
const submissionLimit = { max: 5, windowMs: 10 * 60 * 1000 };

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

function isBot(submission: { [honeypotField]?: string }, context: FunctionContext): boolean {
  if (!submission[honeypotField]) return false;
  context.log.info({ ip: context.ip }, 'honeypot filled; submission dropped');
  return true;
}

/** send-contact-message: stored, then the artist is told by e-mail (reply goes to the visitor). */
export function sendContactMessage({ db, outbox, config }: Services) {
  return defineFunction({
    name: 'send-contact-message',
    body: contactMessageSchema,
    rateLimit: submissionLimit,
    handle: async (message: ContactMessage, context): Promise<SubmissionReceipt> => {
      if (isBot(message, context)) return { received: true };
      const mailId = await db.transaction(async (tx) => {
        await tx.query('INSERT INTO contact_messages (id, name, email, subject, message) VALUES ($1, $2, $3, $4, $5)', [
          newId('msg'),
          message.name,
          message.email,
          message.subject,
          message.message,
        ]);
        return outbox.enqueue(
          {
            to: config.mail.artistEmail,
            replyTo: message.email,
            subject: `${message.subject} from ${message.name}`,
            text: [
              `${message.name} <${message.email}> wrote through the contact form:`,
              '',
              `Subject: ${message.subject}`,
              '',
              message.message,
              '',
              'Reply to this e-mail to answer them.',
            ].join('\n'),
          },
          tx,
        );
      });
      outbox.deliverSoon([mailId]);
      return { received: true };
    },
  });
}

/** submit-commission-request: stored, then the artist is told by e-mail. */
export function submitCommissionRequest({ db, outbox, config }: Services) {
  return defineFunction({
    name: 'submit-commission-request',
    body: commissionRequestSchema,
    rateLimit: submissionLimit,
    handle: async (request: CommissionRequest, context): Promise<SubmissionReceipt> => {
      if (isBot(request, context)) return { received: true };
      const mailId = await db.transaction(async (tx) => {
        await tx.query(
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
        );
        return outbox.enqueue(
          {
            to: config.mail.artistEmail,
            replyTo: request.email,
            subject: `Commission request from ${request.name}`,
            text: [
              `${request.name} <${request.email}> would like a custom painting.`,
              '',
              `Theme: ${request.theme}`,
              `Size: ${request.size}`,
              `Colour palette: ${request.palette}`,
              `Budget: ${request.budget}`,
              `Timeline: ${request.timeline}`,
              '',
              request.details ? `Details:\n${request.details}` : 'No further details.',
              '',
              'Reply to this e-mail to answer them.',
            ].join('\n'),
          },
          tx,
        );
      });
      outbox.deliverSoon([mailId]);
      return { received: true };
    },
  });
}
