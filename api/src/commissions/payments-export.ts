import type { FastifyInstance } from 'fastify';
import { fromCents } from 'shared-contracts/pricing';
import { deskExports, paymentStateLabels, type PaymentStateName } from 'shared-contracts/studio-desk';
import type { AppConfig } from '../config/config';
import type { Queryable } from '../db/database';
import { isoInZone } from '../domain/days';
import { csvDownloadRoute, toCsv } from '../http/csv';
import { studioDownloadCheck, type StudioCheckDeps } from '../studio/studio-checks';

interface PaymentRow {
  id: string;
  paid_at: Date | null;
  created_at: Date;
  client_name: string;
  email: string;
  project_type: string;
  amount_cents: number;
  amount_paid_cents: number | null;
  amount_refunded_cents: number;
  payment_state: PaymentStateName;
  payment_reference: string | null;
  paid_twice: boolean;
  commission_id: string | null;
}

const csvHeader = [
  'Paid',
  'Client',
  'E-mail',
  'For',
  'Project',
  'Asked',
  'Paid amount',
  'Refunded',
  'State',
  'Paid twice',
  'Reference',
  'Transaction',
];

/**
 * GET {deskExports.payments}: every payment taken through a hosted payment page (the design
 * service, the mural, her links and her payment requests) with what was refunded of it, newest
 * first, for her bookkeeping. A payment page never paid is not a payment, and is left out.
 */
export function paymentsExportRoute(
  app: FastifyInstance,
  services: Pick<StudioCheckDeps, 'studioAuth'> & { db: Queryable; config: Pick<AppConfig, 'timeZone'> },
): void {
  const { timeZone } = services.config;
  csvDownloadRoute(app, {
    path: deskExports.payments,
    name: 'payments',
    checkCaller: studioDownloadCheck(services),
    csv: async () => {
      const rows = await services.db.query<PaymentRow>(
        `SELECT s.id, s.paid_at, s.created_at, s.client_name, s.email, s.project_type, s.amount_cents,
                s.amount_paid_cents, s.amount_refunded_cents, s.payment_state, s.payment_reference, s.paid_twice,
                r.commission_id
           FROM payment_sessions s LEFT JOIN payment_requests r ON r.id = s.payment_request_id
          WHERE s.payment_state IN ('paid', 'partly_refunded', 'refunded')
          ORDER BY coalesce(s.paid_at, s.created_at) DESC, s.id DESC`,
      );
      return toCsv(
        csvHeader,
        rows.map((row) => [
          isoInZone(row.paid_at ?? row.created_at, timeZone),
          row.client_name,
          row.email,
          row.project_type,
          row.commission_id ?? '',
          fromCents(row.amount_cents).toFixed(2),
          fromCents(row.amount_paid_cents ?? row.amount_cents).toFixed(2),
          fromCents(row.amount_refunded_cents).toFixed(2),
          paymentStateLabels[row.payment_state],
          row.paid_twice ? 'Yes' : '',
          row.payment_reference,
          row.id,
        ]),
      );
    },
  });
}
