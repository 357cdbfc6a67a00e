import type { FastifyInstance } from 'fastify';
import { deskExports, messageStatusLabels } from 'shared-contracts/studio-desk';
import type { Queryable } from '../db/database';
import { csvDownloadRoute, toCsv } from '../http/csv';
import { studioDownloadCheck, type StudioCheckDeps } from '../studio/studio-checks';
import { formFields, selectMessages, summaryOf, type MessageRow } from './message-rows';

/** Every field of either form in a column of its own, but the subject, which has its own anyway. */
const csvFields = [...formFields.contact, ...formFields.commission].filter(([, column]) => column !== 'subject');

const csvHeader = [
  'Received',
  'Kind',
  'Status',
  'Name',
  'E-mail',
  'Subject',
  ...csvFields.map(([label]) => label),
  'Replies',
];

const csvRow = (row: MessageRow) => [
  row.created_at.toISOString(),
  row.kind === 'contact' ? 'Contact' : 'Commission',
  messageStatusLabels[summaryOf(row).status],
  row.name,
  row.email,
  row.subject,
  ...csvFields.map(([, column]) => row[column]),
  row.replies,
];

/** GET {deskExports.messages}: every message, newest first, as a CSV file for her bookkeeping. */
export function messagesExportRoute(
  app: FastifyInstance,
  services: Pick<StudioCheckDeps, 'studioAuth'> & { db: Queryable },
): void {
  csvDownloadRoute(app, {
    path: deskExports.messages,
    name: 'messages',
    checkCaller: studioDownloadCheck(services),
    csv: async () =>
      toCsv(
        csvHeader,
        (await services.db.query<MessageRow>(`${selectMessages} ORDER BY m.created_at DESC, m.id DESC`)).map(csvRow),
      ),
  });
}
