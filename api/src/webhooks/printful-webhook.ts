import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { FulfilmentService } from '../orders/fulfilment';
import type { JobQueue } from '../jobs/job-queue';
import type { FulfilmentProblem, OrderLifecycle } from '../orders/order-lifecycle';
import { sameSecret } from '../http/same-secret';
import { rawJsonBody } from '../http/raw-json-body';
import { webhookText } from './webhook-text';

/** The Printful (v1) events this site acts on, and the order status each must be confirmed by. */
const problems = {
  order_failed: { problem: 'failed', status: 'failed' },
  order_canceled: { problem: 'canceled', status: 'canceled' },
  order_put_hold: { problem: 'on_hold', status: 'onhold' },
} as const satisfies Record<string, { problem: FulfilmentProblem; status: string }>;

const eventTypes = ['package_shipped', ...(Object.keys(problems) as (keyof typeof problems)[])] as const;

type PrintfulEventType = (typeof eventTypes)[number];

/** Printful's v1 webhook envelope: `{ type, created, retries, store, data }`; only what we read, each bounded. */
const envelopeSchema = z.object({
  type: webhookText(100),
  created: z.optional(z.number()),
  data: z.optional(
    z.object({
      reason: z.optional(z.nullable(webhookText(2000))),
      order: z.optional(z.object({ external_id: z.optional(z.nullable(webhookText(64))) })),
      shipment: z.optional(z.object({ id: z.optional(z.number()) })),
    }),
  ),
});

interface PrintfulEventJob {
  type: PrintfulEventType;
  orderId: string;
  reason: string | null;
}

const queue = 'printful-event';

export interface PrintfulWebhookDeps {
  /** The secret part of the address given to Printful: /webhooks/printful/{secret}. */
  secret: string;
  jobs: JobQueue;
  fulfilment: FulfilmentService;
  lifecycle: OrderLifecycle;
}

const isHandled = (type: string): type is PrintfulEventType => (eventTypes as readonly string[]).includes(type);

/**
 * POST /webhooks/printful/{secret}. Printful's v1 webhooks carry no signature, so the event is
 * taken only as news: the job reads the order back from Printful's API with our token, and
 * acts on what Printful's own record says (its status, its shipments). A forged or replayed
 * event can therefore change nothing Printful does not confirm, and a repeated delivery
 * changes nothing twice. The secret in the address keeps strangers from making us ask.
 */
export async function printfulWebhook(app: FastifyInstance, deps: PrintfulWebhookDeps) {
  const { jobs } = deps;
  jobs.define<PrintfulEventJob>(queue, (event) => handleEvent(deps, event), {
    baseMs: 30_000,
    describe: ({ type, orderId }) => `Handling Printful's ${type} report of order ${orderId}`,
  });

  await app.register(async (scope) => {
    rawJsonBody(scope);
    scope.post<{ Params: { secret: string } }>('/webhooks/printful/:secret', async (request, reply) => {
      if (!sameSecret(request.params.secret, deps.secret)) {
        return reply.code(404).send({ error: `Not found: POST ${request.url.replace(request.params.secret, '…')}` });
      }
      let envelope;
      try {
        envelope = envelopeSchema.parse(JSON.parse(String(request.body)));
      } catch (error) {
        request.log.warn({ err: error }, 'Printful webhook with a body we cannot use refused');
        return reply.code(400).send({ error: 'The request body is not a Printful webhook event.' });
      }
      const orderId = envelope.data?.order?.external_id;
      if (isHandled(envelope.type) && orderId) {
        const occurrence = envelope.data?.shipment?.id ?? envelope.created ?? 0;
        await jobs.enqueue<PrintfulEventJob>(
          queue,
          { type: envelope.type, orderId, reason: envelope.data?.reason ?? null },
          { key: `printful-event:${envelope.type}:${orderId}:${occurrence}` },
        );
      }
      return { received: true };
    });
  });
}

async function handleEvent({ fulfilment, lifecycle }: PrintfulWebhookDeps, event: PrintfulEventJob): Promise<void> {
  const report = await fulfilment.report(event.orderId);
  if (!report) return;
  for (const shipment of report.shipments) await lifecycle.shipped(event.orderId, shipment, 'printful-webhook');
  if (event.type === 'package_shipped') return;
  const { problem, status } = problems[event.type];
  if (report.status !== status) return;
  await lifecycle.fulfilmentProblem(
    event.orderId,
    problem,
    event.reason ?? `Printful reports the order as ${status}.`,
    'printful-webhook',
  );
}
