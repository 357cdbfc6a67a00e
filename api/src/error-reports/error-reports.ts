import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { redactErrorReport } from 'shared-contracts/redaction';
import type { ErrorReportingSettings } from 'shared-contracts/server-rendering';
import { routePattern } from '../http/log-redaction';

/** An error no request owned, by the event Node names it with. */
export type ProcessFailure = 'uncaughtException' | 'unhandledRejection';

/**
 * Where the server's unhandled errors go besides its log: a Sentry-protocol service when
 * SENTRY_DSN is set, nowhere else.
 */
export interface ErrorReports {
  /**
   * Reports the error of a request the server failed (5xx): tagged with its request id, named by
   * its route's pattern, with a few harmless headers; never its address, query, body or cookies.
   */
  requestFailed(error: unknown, request: FastifyRequest): void;
  /** Reports an error no request owned, and waits until it is sent (two seconds at most). */
  processFailed(error: unknown, failure: ProcessFailure): Promise<void>;
  /** Sends what is still waiting (two seconds at most), and sends nothing more. */
  close(): Promise<void>;
}

/** Headers that say nothing of who is asking or what they hold: the only ones a report carries. */
const reportedHeaders = ['accept', 'content-type', 'user-agent'];

const sendingMs = 2000;

const unreported: ErrorReports = {
  requestFailed: () => undefined,
  processFailed: async () => undefined,
  close: async () => undefined,
};

/**
 * A scope of its own reporting to the DSN, rather than `Sentry.init`: no global client, no
 * OpenTelemetry set up, no instrumentation of http, fetch or the console. Only what the server
 * reports is sent, each event redacted as it leaves (`beforeSend`).
 */
async function sentryScope({ dsn, environment, release }: ErrorReportingSettings) {
  // Loaded only when reports are sent: the SDK brings OpenTelemetry's packages with it.
  const sentry = await import('@sentry/node-core');
  const client = new sentry.NodeClient({
    dsn,
    environment,
    release,
    transport: sentry.makeNodeTransport,
    stackParser: sentry.defaultStackParser,
    // Not deduplicated: each failed request is an event of its own, with its own request id.
    integrations: [sentry.linkedErrorsIntegration(), sentry.nodeContextIntegration()],
    sendClientReports: false,
    beforeSend: (event) => redactErrorReport(event),
  });
  const scope = new sentry.Scope();
  scope.setClient(client);
  client.init();
  return scope;
}

/** The server's error reports under `settings`, or none without them. */
export function errorReportsFor(settings: ErrorReportingSettings | undefined, log: FastifyBaseLogger): ErrorReports {
  if (!settings) return unreported;
  // Loading the SDK does not hold up the start: what fails meanwhile is reported once it has loaded.
  const reporting = sentryScope(settings).catch((error: unknown) => {
    log.error({ err: error }, 'errors cannot be reported to SENTRY_DSN: the Sentry SDK did not load');
    return undefined;
  });

  return {
    requestFailed(error, request) {
      const route = routePattern(request);
      const headers = Object.fromEntries(
        reportedHeaders.flatMap((name) => {
          const value = request.headers[name];
          return typeof value === 'string' ? [[name, value]] : [];
        }),
      );
      const { id, method } = request;
      reporting
        .then((scope) => {
          if (!scope) return;
          const requestScope = scope.clone();
          requestScope.setTag('request_id', id);
          requestScope.setTransactionName(`${method} ${route}`);
          requestScope.addEventProcessor((event) => ({ ...event, request: { method, url: route, headers } }));
          requestScope.captureException(error, { mechanism: { type: 'fastify', handled: false } });
        })
        .catch((failure: unknown) => log.warn({ err: failure, reqId: id }, 'the error could not be reported'));
    },
    async processFailed(error, failure) {
      const scope = await reporting;
      scope?.captureException(error, { mechanism: { type: `on${failure.toLowerCase()}`, handled: false } });
      await scope?.getClient()?.flush(sendingMs);
    },
    async close() {
      await (await reporting)?.getClient()?.close(sendingMs);
    },
  };
}

/**
 * What the process does with an error no request owned: logs it, reports it and stops, as Node
 * would have stopped it, since its state is no longer known. Its service manager starts it again.
 */
export function reportProcessFailures(
  target: Pick<NodeJS.EventEmitter, 'on'>,
  { reports, log, exit }: { reports: ErrorReports; log: FastifyBaseLogger; exit: (code: number) => void },
): void {
  const stop = async (error: unknown, failure: ProcessFailure) => {
    log.fatal({ err: error, failure }, 'an error no request owned stopped the server');
    await reports
      .processFailed(error, failure)
      .catch((reporting: unknown) => log.error({ err: reporting }, 'the error could not be reported'));
    exit(1);
  };
  target.on('uncaughtException', (error: unknown) => void stop(error, 'uncaughtException'));
  target.on('unhandledRejection', (reason: unknown) => void stop(reason, 'unhandledRejection'));
}
