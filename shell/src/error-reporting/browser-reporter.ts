import {
  breadcrumbsIntegration,
  captureException,
  dedupeIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  withScope,
  type ErrorEvent,
} from '@sentry/browser';
import { redactErrorReport } from 'shared-contracts/redaction';
import type { ErrorReportingSettings } from 'shared-contracts/server-rendering';
import type { ErrorReporter } from './error-reports';

/**
 * An error event as it leaves the browser: tagged with the page's request id, so that it meets
 * the server's log lines of that page, and redacted (card fields, e-mail addresses, the secrets
 * of the site's addresses such as an order page's key).
 */
export function browserEvent(event: ErrorEvent, requestId: string | undefined): ErrorEvent {
  return redactErrorReport(
    requestId === undefined ? event : { ...event, tags: { ...event.tags, request_id: requestId } },
  );
}

/**
 * Sentry's browser SDK, sending only errors: no sessions, no tracing, no client reports; the
 * breadcrumbs (clicks, navigation, calls, console) it keeps are redacted with the event.
 */
export function browserReporter(
  { dsn, environment, release }: ErrorReportingSettings,
  requestId: string | undefined,
): ErrorReporter {
  init({
    dsn,
    environment,
    release,
    defaultIntegrations: false,
    integrations: [breadcrumbsIntegration(), dedupeIntegration(), linkedErrorsIntegration(), httpContextIntegration()],
    sendClientReports: false,
    beforeSend: (event) => browserEvent(event, requestId),
  });
  return {
    report(error, { source, componentStack }) {
      withScope((scope) => {
        if (componentStack) scope.setContext('react', { componentStack });
        captureException(error, { mechanism: { type: source, handled: source === 'boundary' } });
      });
    },
  };
}
