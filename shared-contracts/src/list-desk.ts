import * as z from 'zod/mini';
import { noInput, type FunctionRegistry } from 'shared-contracts/function-contract';
import { listSources, subscriberStates, type ListSource, type SubscriberState } from 'shared-contracts/mailing-list';
import { messageFormWording, requiredText } from 'shared-contracts/required-text';
import { isStorableText, unstorableTextMessage } from 'shared-contracts/storable-text';

/**
 * Her list in her studio: the subscribers and their consent, her letters and their sends, and
 * the outbox of every e-mail the site sent. Every call needs her session.
 */

const id = z.string().check(z.minLength(1), z.maxLength(100));

export const listSourceLabels: Record<ListSource, string> = {
  footer: 'Footer',
  'sold-piece': 'A sold piece',
  checkout: 'Checkout',
  import: 'Imported',
};

export const subscriberStateLabels: Record<SubscriberState, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

const studioWords = messageFormWording;

export const subscriberSchema = z.object({
  email: z.string(),
  state: z.enum(subscriberStates),
  source: z.enum(listSources),
  /** The piece a sign-up came from, by title. */
  pieceTitle: z.nullable(z.string()),
  /** When consent was given (the sign-up, or the import), confirmed and withdrawn; ISO 8601. */
  signedUpAt: z.string(),
  confirmedAt: z.nullable(z.string()),
  unsubscribedAt: z.nullable(z.string()),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberListSchema = z.object({
  counts: z.object({ pending: z.number(), confirmed: z.number(), unsubscribed: z.number() }),
  /** Confirmed subscribers by where they signed up. */
  confirmedBySource: z.array(z.object({ source: z.enum(listSources), count: z.number() })),
  /** The addresses matching the search, newest first; at most `subscriberPageSize`. */
  subscribers: z.array(subscriberSchema),
  matching: z.number(),
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;
export const subscriberPageSize = 100;

/** The most an import may hold: a CSV of a few tens of thousands of addresses. */
export const importLimitBytes = 2_000_000;

export const importResultSchema = z.object({
  /** New addresses, each sent a confirmation. */
  added: z.number(),
  /** Addresses on the list already, left as they were. */
  known: z.number(),
  /** Lines that hold no address the list takes, by line number. */
  refused: z.array(z.object({ line: z.number(), text: z.string() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** In a letter's body, a line of its own `[piece: <artwork id>]` shows that piece: photo, title, price, link. */
export const pieceLine = (artworkId: string) => `[piece: ${artworkId}]`;
export const pieceLinePattern = /^\[piece: ([^\]\s]+)\]$/;

const body = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'Please write the letter', abort: true }),
    z.maxLength(20_000, studioWords.tooLong('the letter', 20_000)),
    z.refine(isStorableText, `The letter ${unstorableTextMessage}`),
  );

/** A letter to her list: a subject and paragraphs, with any of her pieces shown by a piece line. */
export const letterSchema = z.object({
  subject: requiredText('a subject', 150, studioWords),
  body,
});
export type Letter = z.input<typeof letterSchema>;

export const letterPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type LetterPreview = z.infer<typeof letterPreviewSchema>;

export const sendStates = ['scheduled', 'sending', 'sent', 'canceled'] as const;
export type SendState = (typeof sendStates)[number];

/** One send of a letter to her list, and what became of it. */
export const listSendSchema = z.object({
  id: z.string(),
  subject: z.string(),
  state: z.enum(sendStates),
  /** When it was (or is to be) sent; ISO 8601. */
  sendAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /** The confirmed subscribers it goes to; fixed when the send starts. */
  recipients: z.number(),
  sent: z.number(),
  /** Refused by the receiving mail server, with its answer kept for each. */
  bounced: z.number(),
  /** Recipients who unsubscribed since it was sent to them. */
  unsubscribedSince: z.number(),
});
export type ListSend = z.infer<typeof listSendSchema>;

const sends = z.object({ sends: z.array(listSendSchema) });

export const scheduleSchema = z.object({
  letter: letterSchema,
  /** When to send it (ISO 8601, in the future); now when left out. */
  sendAt: z.optional(z.iso.datetime({ offset: true, error: 'Please choose a date and time for the send' })),
});

/** A message the site sent or keeps, as her studio's outbox shows it: both parts. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Delivered by SMTP, kept here only (no SMTP configured), or waiting. */
  status: z.enum(['sent', 'logged', 'pending']),
  at: z.string(),
  text: z.string(),
  html: z.nullable(z.string()),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** The list's studio calls: each needs her session. */
export const listDeskFunctions = {
  'studio-list-subscribers': {
    request: z.object({ search: z._default(z.string().check(z.trim(), z.maxLength(254)), '') }),
    response: subscriberListSchema,
  },
  /** Every address with its consent record, as CSV. */
  'studio-list-export': { request: noInput, response: z.object({ csv: z.string() }) },
  /** Addresses she already has, one a line (a CSV's first column, or any column holding an address). */
  'studio-list-import': {
    request: z.object({
      csv: z.string().check(z.maxLength(importLimitBytes, 'Please import at most 2 MB at a time')),
    }),
    response: importResultSchema,
  },
  /** A letter announcing a piece, written from it: title, photo, price or "prints from", link. */
  'studio-list-announcement': { request: z.object({ artworkId: id }), response: z.object({ letter: letterSchema }) },
  'studio-list-preview': { request: letterSchema, response: letterPreviewSchema },
  /** Sends the letter to her own address only. */
  'studio-list-send-test': { request: letterSchema, response: z.object({ sentTo: z.string() }) },
  'studio-list-send': { request: scheduleSchema, response: sends },
  'studio-list-sends': { request: noInput, response: sends },
  /** Cancels a send that has not started. */
  'studio-list-cancel-send': { request: z.object({ id }), response: sends },
  /** The newest e-mails the site sent or keeps, with both parts: with no SMTP server, the only place to read them. */
  'studio-outbox': { request: noInput, response: z.object({ mails: z.array(outboxMailSchema) }) },
} as const satisfies FunctionRegistry;
