import type { DeskMessage, MessageSummary } from 'shared-contracts/studio-desk';

/** A contact message as the studio reads it, unread and unanswered. */
export const contactMessage = (changes: Partial<DeskMessage> = {}): DeskMessage => ({
  id: 'msg-1',
  kind: 'contact',
  name: 'Ruth Moabite',
  email: 'ruth@example.com',
  subject: 'A question about prints',
  preview: 'Do you ship prints to Canada?',
  receivedAt: '2026-11-23T12:05:00.000Z',
  status: 'new',
  read: false,
  fields: [{ label: 'Message', value: 'Do you ship prints to Canada?\nWe are in Toronto.' }],
  replies: [],
  quote: null,
  ...changes,
});

/** A commission request as the studio reads it, opened but not yet quoted. */
export const commissionRequest = (changes: Partial<DeskMessage> = {}): DeskMessage => ({
  id: 'msg-2',
  kind: 'commission',
  name: 'Ana Reyes',
  email: 'ana@example.com',
  subject: 'Commission request',
  preview: 'The Good Shepherd',
  receivedAt: '2026-11-24T12:32:00.000Z',
  status: 'new',
  read: true,
  fields: [
    { label: 'Theme', value: 'The Good Shepherd' },
    { label: 'Size', value: '24 × 36 in' },
    { label: 'Budget', value: '$500 – $1,000' },
  ],
  replies: [],
  quote: null,
  ...changes,
});

/** A message as the list shows it. */
export const summaryOf = ({
  fields: _fields,
  replies: _replies,
  quote: _quote,
  ...summary
}: DeskMessage): MessageSummary => summary;
