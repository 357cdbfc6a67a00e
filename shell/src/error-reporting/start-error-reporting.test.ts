import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorContext } from './error-reports';

const settings = {
  dsn: 'https://0123456789abcdef@errors.example.net/3',
  environment: 'production',
  release: '7b292f7ad76c',
};

/** The page as the server sends it to a site with SENTRY_DSN, and its navigation's Server-Timing. */
function servedWithErrorReporting() {
  document.head.innerHTML = `<script type="application/json" id="error-reporting">${JSON.stringify(settings)}</script>`;
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    {
      serverTiming: [{ name: 'request-id', description: 'the-page-request', duration: 0 }],
    } as unknown as PerformanceEntry,
  ]);
}

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('error reporting in the browser', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('loads no reporter on a page that names no error service, so its visitors download nothing more', async () => {
    const { startErrorReporting } = await import('./start-error-reporting');
    const load = vi.fn();

    startErrorReporting(load);
    window.dispatchEvent(rejection(new Error('unnoticed')));

    expect(load).not.toHaveBeenCalled();
  });

  it("loads the reporter with the page's settings and request id, and hands it every unhandled error, those from before it loaded too", async () => {
    servedWithErrorReporting();
    const { startErrorReporting } = await import('./start-error-reporting');
    const reported: [unknown, ErrorContext][] = [];
    const browserReporter = vi.fn(() => ({
      report: (error: unknown, context: ErrorContext) => reported.push([error, context]),
    }));
    let loaded: () => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<{ browserReporter: typeof browserReporter }>(
          (resolve) => (loaded = () => resolve({ browserReporter })),
        ),
    );

    startErrorReporting(load);
    const early = new Error('thrown while the reporter loads');
    window.dispatchEvent(new ErrorEvent('error', { error: early }));
    expect(reported).toEqual([]);
    loaded();
    await vi.waitFor(() => expect(reported).toHaveLength(1));
    const late = new Error('a promise nobody awaited');
    window.dispatchEvent(rejection(late));

    expect(load).toHaveBeenCalledTimes(1);
    expect(browserReporter).toHaveBeenCalledWith(settings, 'the-page-request');
    expect(reported).toEqual([
      [early, { source: 'onerror' }],
      [late, { source: 'onunhandledrejection' }],
    ]);
  });
});
