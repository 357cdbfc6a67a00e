import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import * as z from 'zod/mini';

/** The public key and project of the DSN the sink answers to. */
const publicKey = 'sinkpublickey';
const projectId = '1';

const envelopeHeaderSchema = z.looseObject({ event_id: z.optional(z.string()), dsn: z.optional(z.string()) });
const itemHeaderSchema = z.looseObject({ type: z.string(), length: z.optional(z.int().check(z.minimum(0))) });

/** What the tests read of an error event; everything else is kept as it came. */
const errorEventSchema = z.looseObject({
  event_id: z.string(),
  level: z.optional(z.string()),
  environment: z.optional(z.string()),
  release: z.optional(z.string()),
  transaction: z.optional(z.string()),
  tags: z.optional(z.record(z.string(), z.unknown())),
  request: z.optional(z.looseObject({ method: z.optional(z.string()), url: z.optional(z.string()) })),
  exception: z.optional(
    z.object({
      values: z.array(
        z.looseObject({
          type: z.optional(z.string()),
          value: z.optional(z.string()),
          mechanism: z.optional(z.looseObject({ type: z.string(), handled: z.optional(z.boolean()) })),
        }),
      ),
    }),
  ),
});

export type SentryEvent = z.infer<typeof errorEventSchema>;

export interface EnvelopeItem {
  type: string;
  payload: unknown;
}

/**
 * An envelope as Sentry's ingestion reads it: a header line, then items, each a header line and
 * a payload that is `length` bytes when the header says so, else the rest of the line.
 */
export function parseEnvelope(body: Buffer): { header: z.infer<typeof envelopeHeaderSchema>; items: EnvelopeItem[] } {
  let at = 0;
  const line = () => {
    const end = body.indexOf(0x0a, at);
    const text = body.subarray(at, end === -1 ? body.length : end).toString('utf8');
    at = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = envelopeHeaderSchema.parse(JSON.parse(line()));
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    const headerLine = line();
    if (headerLine === '') continue;
    const itemHeader = itemHeaderSchema.parse(JSON.parse(headerLine));
    let payload: string;
    if (itemHeader.length === undefined) {
      payload = line();
    } else {
      payload = body.subarray(at, at + itemHeader.length).toString('utf8');
      at += itemHeader.length;
      if (body[at] === 0x0a) at += 1;
    }
    items.push({ type: itemHeader.type, payload: JSON.parse(payload) });
  }
  return { header, items };
}

/** The key a request authenticates with: `X-Sentry-Auth: Sentry sentry_key=…`, or `?sentry_key=…`. */
function sentryKeyOf(authHeader: string | undefined, query: URLSearchParams): string | null {
  return /sentry_key=([^,\s]+)/.exec(authHeader ?? '')?.[1] ?? query.get('sentry_key');
}

/**
 * A local server speaking the part of Sentry's protocol an SDK uses to send errors:
 * `POST /api/{project}/envelope/` with the DSN's public key, the body an envelope, gzipped or
 * not. It keeps every item and refuses a request for another project or key, as Sentry does.
 * Browsers send from the page's origin, so it answers CORS.
 */
export class SentrySink {
  readonly items: EnvelopeItem[] = [];
  private app: FastifyInstance | undefined;
  private origin = '';

  /** The DSN to give a client: its public key, this server, its project. */
  get dsn(): string {
    const { host } = new URL(this.origin);
    return `http://${publicKey}@${host}/${projectId}`;
  }

  /** The error events received so far. */
  get events(): SentryEvent[] {
    return this.items.filter((item) => item.type === 'event').map((item) => errorEventSchema.parse(item.payload));
  }

  async start(): Promise<this> {
    const app = Fastify();
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
    app.options('/api/:project/envelope/', async (_request, reply) =>
      reply
        .header('Access-Control-Allow-Methods', 'POST')
        .header('Access-Control-Allow-Headers', 'Content-Type, X-Sentry-Auth')
        .code(204)
        .send(),
    );
    app.post<{ Params: { project: string }; Body: Buffer }>('/api/:project/envelope/', async (request, reply) => {
      const query = new URL(request.url, this.origin).searchParams;
      const auth = request.headers['x-sentry-auth'];
      if (request.params.project !== projectId) return reply.code(404).send({ detail: 'unknown project' });
      if (sentryKeyOf(typeof auth === 'string' ? auth : undefined, query) !== publicKey) {
        return reply.code(401).send({ detail: 'missing or wrong sentry_key' });
      }
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(request.body) : request.body;
      const { header, items } = parseEnvelope(body);
      if (header.dsn !== undefined && header.dsn !== this.dsn) {
        return reply.code(403).send({ detail: 'envelope for another DSN' });
      }
      this.items.push(...items);
      return { id: header.event_id ?? null };
    });
    this.origin = await app.listen({ host: '127.0.0.1', port: 0 });
    this.app = app;
    return this;
  }

  async stop(): Promise<void> {
    await this.app?.close();
  }

  /** Waits until an error event matching `predicate` has arrived. */
  async waitForEvent(predicate: (event: SentryEvent) => boolean, timeoutMs = 10_000): Promise<SentryEvent> {
    const started = Date.now();
    for (;;) {
      const found = this.events.find(predicate);
      if (found) return found;
      if (Date.now() - started > timeoutMs) throw new Error('The expected error event did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
