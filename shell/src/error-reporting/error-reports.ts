/** Where an error was caught: by a boundary of the shell, or by nothing, and so by the window. */
export type ErrorSource = 'boundary' | 'onerror' | 'onunhandledrejection';

export interface ErrorContext {
  source: ErrorSource;
  /** The components a boundary's error was thrown in. */
  componentStack?: string;
}

/** What sends the page's errors on: the browser reporter, loaded only on a page that reports errors. */
export interface ErrorReporter {
  report(error: unknown, context: ErrorContext): void;
}

let reporter: ErrorReporter | undefined;
/** Errors waiting for the reporter to load; none are kept on a page that reports no errors. */
let waiting: [unknown, ErrorContext][] | undefined;

/** Reports an error the page did not handle; nothing is kept or sent on a page without error reporting. */
export function reportError(error: unknown, context: ErrorContext): void {
  if (reporter) reporter.report(error, context);
  else waiting?.push([error, context]);
}

/**
 * Keeps the page's errors until `loading` gives the reporter, then hands them all to it, and
 * every later one as it comes. If the reporter does not load, the errors kept are dropped.
 */
export async function reportTo(loading: Promise<ErrorReporter>): Promise<void> {
  waiting = [];
  const loaded = await loading.catch((error: unknown) => {
    console.warn('The errors of this page cannot be reported:', error);
    return undefined;
  });
  const kept = waiting;
  waiting = undefined;
  if (!loaded) return;
  reporter = loaded;
  for (const [error, context] of kept) loaded.report(error, context);
}
