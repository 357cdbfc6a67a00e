import { linkedPayments } from 'shared-contracts/design-service';
import { formatUsd, fromCents, toCents } from 'shared-contracts/pricing';
import { siteConfig } from 'shared-contracts/site-config';
import { type deskFunctions, type DeskMessage, type Quote } from 'shared-contracts/studio-desk';
import type { AppConfig } from '../config/config';
import type { Database, Queryable } from '../db/database';
import { newId } from '../db/ids';
import { FunctionError, type BackendFunctions } from '../http/site-function';
import type { MailOutbox } from '../mail/mail-outbox';
import type { ServicePayments } from '../design-service/service-payments';
import { issuePaymentLink, paymentLinkOf, paymentLinkUrl } from '../design-service/payment-links';
import { allMessages, fieldsOf, selectMessages, shownStatus, summaryOf, type MessageRow } from './message-rows';

type MessageDeskCalls = Pick<
  typeof deskFunctions,
  'studio-messages' | 'studio-message' | 'studio-reply-message' | 'studio-archive-message' | 'studio-quote-commission'
>;

/** The table an id's prefix names: msg_… a contact message, com_… a commission request. */
function tableOf(id: string): 'contact_messages' | 'commission_requests' | undefined {
  if (id.startsWith('msg_')) return 'contact_messages';
  if (id.startsWith('com_')) return 'commission_requests';
  return undefined;
}

const notFound = () => new FunctionError(404, 'This message does not exist.');

async function findMessage(db: Queryable, id: string): Promise<MessageRow> {
  if (!tableOf(id)) throw notFound();
  const [row] = await db.query<MessageRow>(`${selectMessages} WHERE m.id = $1`, [id]);
  if (!row) throw notFound();
  return row;
}

/** Messages she has not opened and has not archived: the count beside Messages in the studio. */
export async function unreadMessages(db: Queryable): Promise<number> {
  const [row] = await db.query<{ unread: number }>(
    `SELECT count(*)::int AS unread FROM (${allMessages}) m WHERE m.read_at IS NULL AND m.archived_at IS NULL`,
  );
  return row!.unread;
}

/** What the studio's Messages section uses: the messages, her mail, the site's address and the quotes' payment pages. */
export interface MessageDeskDeps {
  db: Database;
  outbox: Pick<MailOutbox, 'enqueue'>;
  config: Pick<AppConfig, 'publicUrl' | 'mail'>;
  servicePayments: Pick<ServicePayments, 'closeStalePages'>;
}

async function quoteOf(services: Pick<MessageDeskDeps, 'db' | 'config'>, row: MessageRow): Promise<Quote | null> {
  if (row.price_cents === null) return null;
  const link = await paymentLinkOf(services.db, 'commission_deposit', row.id);
  if (!link) return null;
  return {
    price: fromCents(row.price_cents),
    deposit: fromCents(link.amount_cents),
    quotedAt: link.created_at.toISOString(),
    paymentLink: paymentLinkUrl(services.config.publicUrl, link.id),
    paidAt: link.paid_at?.toISOString() ?? null,
    paid: link.paid_cents === null ? null : fromCents(link.paid_cents),
  };
}

async function deskMessage(
  services: Pick<MessageDeskDeps, 'db' | 'config'>,
  id: string,
): Promise<{ message: DeskMessage }> {
  const row = await findMessage(services.db, id);
  const replies = await services.db.query<{ sent_at: Date; body: string }>(
    'SELECT sent_at, body FROM message_replies WHERE message_id = $1 ORDER BY sent_at, id',
    [id],
  );
  return {
    message: {
      ...summaryOf(row),
      fields: fieldsOf(row),
      replies: replies.map((reply) => ({ at: reply.sent_at.toISOString(), text: reply.body })),
      quote: await quoteOf(services, row),
    },
  };
}

/** Her reply, with what the sender wrote quoted below it as a mail program quotes it. */
function replyText(row: MessageRow, text: string): string {
  const original =
    row.kind === 'contact' ? [row.message ?? ''] : fieldsOf(row).map((field) => `${field.label}: ${field.value}`);
  return [
    text,
    '',
    `On ${row.created_at.toUTCString()}, ${row.name} wrote:`,
    ...original.flatMap((part) => part.split('\n')).map((line) => `> ${line}`),
  ].join('\n');
}

/** What the client of a quoted commission reads: the price, the deposit's link and what comes next. */
function quoteText(row: MessageRow, priceCents: number, depositCents: number, link: string): string {
  const rest = priceCents - depositCents;
  return [
    `Hi ${row.name},`,
    '',
    `Thank you for your commission request (${row.theme}). Here is the quote for your painting:`,
    '',
    `Price: ${formatUsd(fromCents(priceCents))}`,
    `Deposit to begin: ${formatUsd(fromCents(depositCents))}`,
    '',
    'You can pay the deposit securely here:',
    link,
    '',
    `Once the deposit is paid, ${siteConfig.artistName} will contact you to plan your painting, and the painting begins.`,
    rest > 0
      ? `The remaining balance of ${formatUsd(fromCents(rest))} is due upon completion.`
      : 'The deposit is the whole price: nothing more is due.',
    '',
    'With gratitude,',
    siteConfig.artistName,
  ].join('\n');
}

export function createMessageDeskFunctions(services: MessageDeskDeps): BackendFunctions<MessageDeskCalls> {
  const { db, outbox, config } = services;
  return {
    'studio-messages': {
      handle: async ({ status }) => {
        const rows = await db.query<MessageRow>(
          `${selectMessages} WHERE $1::text IS NULL OR ${shownStatus} = $1 ORDER BY m.created_at DESC, m.id DESC`,
          [status ?? null],
        );
        return { messages: rows.map(summaryOf), unread: await unreadMessages(db) };
      },
    },
    'studio-message': {
      handle: async ({ id }) => {
        const table = tableOf(id);
        if (table) await db.query(`UPDATE ${table} SET read_at = coalesce(read_at, now()) WHERE id = $1`, [id]);
        return deskMessage(services, id);
      },
    },
    'studio-reply-message': {
      handle: async ({ id, text }, context) => {
        await db.transaction(async (tx) => {
          const row = await findMessage(tx, id);
          await tx.query('INSERT INTO message_replies (id, message_id, body) VALUES ($1, $2, $3)', [
            newId('rep'),
            id,
            text,
          ]);
          // A quoted commission stays quoted: the reply is only a word in the thread.
          await tx.query(`UPDATE ${tableOf(id)} SET status = 'replied' WHERE id = $1 AND status = 'new'`, [id]);
          await outbox.enqueue(
            {
              to: row.email,
              replyTo: config.mail.artistEmail,
              subject: `Re: ${row.subject}`,
              text: replyText(row, text),
            },
            tx,
          );
        });
        context.log.info({ messageId: id }, 'studio reply sent');
        return deskMessage(services, id);
      },
    },
    'studio-archive-message': {
      handle: async ({ id, archived }) => {
        const table = tableOf(id);
        if (table) {
          await db.query(
            `UPDATE ${table} SET archived_at = CASE WHEN $2 THEN coalesce(archived_at, now()) END WHERE id = $1`,
            [id, archived],
          );
        }
        return deskMessage(services, id);
      },
    },
    'studio-quote-commission': {
      handle: async ({ id, price, deposit }, context) => {
        const priceCents = toCents(price);
        const depositCents = toCents(deposit);
        const link = await db.transaction(async (tx) => {
          const row = await findMessage(tx, id);
          if (row.kind !== 'commission') {
            throw new FunctionError(400, 'Only a commission request can be quoted; this is a contact message.');
          }
          const link = await issuePaymentLink(tx, {
            purpose: 'commission_deposit',
            subject_id: id,
            project_type: linkedPayments.commissionDeposit,
            amount_cents: depositCents,
            client_name: row.name,
            email: row.email,
            phone: '',
          });
          if (!link) {
            throw new FunctionError(
              409,
              'The deposit of this commission is already paid, so its quote stays as it is.',
            );
          }
          await tx.query(`UPDATE commission_requests SET price_cents = $2, status = 'quoted' WHERE id = $1`, [
            id,
            priceCents,
          ]);
          await outbox.enqueue(
            {
              to: row.email,
              replyTo: config.mail.artistEmail,
              subject: 'Your commission: the quote and its deposit',
              text: quoteText(row, priceCents, depositCents, paymentLinkUrl(config.publicUrl, link.id)),
            },
            tx,
          );
          return link;
        });
        // A page the client opened at the old deposit can no longer be paid.
        await services.servicePayments.closeStalePages({ kind: 'link', id: link.id }, link.amount_cents);
        context.log.info({ messageId: id }, 'commission quoted');
        return deskMessage(services, id);
      },
    },
  };
}
