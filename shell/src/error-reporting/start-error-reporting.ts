import {
  errorReportingElementId,
  errorReportingSettingsSchema,
  requestIdTiming,
  type ErrorReportingSettings,
} from 'shared-contracts/server-rendering';
import type { browserReporter } from './browser-reporter';
import { reportError, reportTo } from './error-reports';

/** The error service the server wrote into the page (SENTRY_DSN), if it wrote one. */
function pageSettings(): ErrorReportingSettings | undefined {
  const text = document.getElementById(errorReportingElementId)?.textContent;
  if (!text) return undefined;
  try {
    return errorReportingSettingsSchema.safeParse(JSON.parse(text)).data;
  } catch {
    return undefined;
  }
}

/** The id the server gave the request for this page (its Server-Timing), which its log lines carry. */
function pageRequestId(): string | undefined {
  const navigation = performance
    .getEntriesByType('navigation')
    .find((entry): entry is PerformanceNavigationTiming => 'serverTiming' in entry);
  return navigation?.serverTiming.find(({ name }) => name === requestIdTiming)?.description || undefined;
}

/**
 * On a page that names an error service, reports every error nothing caught, from now on, and
 * loads the reporter (Sentry's browser SDK) to send them; the errors of its first moments are
 * kept until it has loaded. A page that names none loads nothing.
 */
export function startErrorReporting(
  load: () => Promise<{ browserReporter: typeof browserReporter }> = () => import('./browser-reporter'),
): void {
  const settings = pageSettings();
  if (!settings) return;
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, { source: 'onerror' }));
  window.addEventListener('unhandledrejection', (event) =>
    reportError(event.reason, { source: 'onunhandledrejection' }),
  );
  void reportTo(load().then((loaded) => loaded.browserReporter(settings, pageRequestId())));
}
