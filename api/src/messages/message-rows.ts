import type { MessageStatus, MessageSummary } from 'shared-contracts/studio-desk';

/** A contact message or a commission request, in one shape: the columns the other kind has are null. */
export interface MessageRow {
  id: string;
  kind: 'contact' | 'commission';
  name: string;
  email: string;
  subject: string;
  created_at: Date;
  status: Exclude<MessageStatus, 'archived'>;
  read_at: Date | null;
  archived_at: Date | null;
  price_cents: number | null;
  message: string | null;
  theme: string | null;
  size: string | null;
  palette: string | null;
  budget: string | null;
  timeline: string | null;
  details: string | null;
  replies: number;
}

/** Both tables as one: a commission's subject is `Commission request`, and the columns a form lacks are null. */
export const allMessages = `
  SELECT id, 'contact' AS kind, name, email, subject, created_at, status, read_at, archived_at,
         NULL::integer AS price_cents, message, NULL AS theme, NULL AS size, NULL AS palette, NULL AS budget,
         NULL AS timeline, NULL AS details
    FROM contact_messages
  UNION ALL
  SELECT id, 'commission', name, email, 'Commission request', created_at, status, read_at, archived_at,
         price_cents, NULL, theme, size, palette, budget, timeline, details
    FROM commission_requests`;

export const selectMessages = `
  SELECT m.*, (SELECT count(*)::int FROM message_replies r WHERE r.message_id = m.id) AS replies
    FROM (${allMessages}) m`;

/** Where she sees each one stand: archived or not, archiving keeps the rest of its progress. */
export const shownStatus = `CASE WHEN m.archived_at IS NULL THEN m.status ELSE 'archived' END`;

/** What each form asked, in its order, with the column that keeps the answer. */
export const formFields = {
  contact: [
    ['Subject', 'subject'],
    ['Message', 'message'],
  ],
  commission: [
    ['Theme', 'theme'],
    ['Size', 'size'],
    ['Colour palette', 'palette'],
    ['Budget', 'budget'],
    ['Timeline', 'timeline'],
    ['Details', 'details'],
  ],
} as const satisfies Record<MessageRow['kind'], readonly (readonly [string, keyof MessageRow])[]>;

/** The answers a sender gave, labelled; an optional one left empty is left out. */
export const fieldsOf = (row: MessageRow) =>
  formFields[row.kind]
    .map(([label, column]) => ({ label, value: String(row[column] ?? '') }))
    .filter((field) => field.value !== '');

const previewLength = 140;

export function summaryOf(row: MessageRow): MessageSummary {
  const text = (row.kind === 'contact' ? row.message : row.theme)?.replace(/\s+/g, ' ').trim() ?? '';
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    subject: row.subject,
    preview: text.length > previewLength ? `${text.slice(0, previewLength - 1)}…` : text,
    receivedAt: row.created_at.toISOString(),
    status: row.archived_at ? 'archived' : row.status,
    read: row.read_at !== null,
  };
}
