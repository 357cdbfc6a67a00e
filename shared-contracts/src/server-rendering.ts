import * as z from 'zod/mini';
import type { PageData } from 'shared-contracts/page-data';
import type { SiteText } from 'shared-contracts/site-words';
import type { RemoteName } from 'shared-contracts/site-manifest';

/**
 * The seam between the API and the shell's server renderer (shell/src/server/render.tsx,
 * built for Node into shell/dist/server/render.js).
 */

/** Where each remote's entry lives: the browser's addresses, as /remotes.json gives them. */
export type RemoteAddresses = Partial<Record<RemoteName, string>>;

/** The id of the script element that carries, in a rendered page, the remote addresses it was rendered with. */
export const renderedRemotesElementId = 'site-remotes';

/** The id of the script element that carries the data a page was rendered with (`PageData`). */
export const pageDataElementId = 'page-data';

/**
 * The id of the script element that carries, in every page of a site given SENTRY_DSN, where the
 * browser reports its unhandled errors (`ErrorReportingSettings`). A page without it reports none.
 */
export const errorReportingElementId = 'error-reporting';

/** Where errors are reported: a Sentry project's DSN (public by design), under an environment and a release. */
export const errorReportingSettingsSchema = z.object({
  dsn: z.url(),
  environment: z.string(),
  release: z.optional(z.string()),
});

export type ErrorReportingSettings = z.infer<typeof errorReportingSettingsSchema>;

/**
 * The Server-Timing metric in which a page's answer names its request's id, which the server's
 * log lines carry: a page's script reads it (`PerformanceNavigationTiming.serverTiming`), while
 * the page itself stays the same for every request and can be answered 304.
 */
export const requestIdTiming = 'request-id';

/** Where a remote's server container lives: `server/remoteEntry.js` beside its browser entry. */
export function serverEntryOf(browserEntry: string): string {
  return new URL('server/remoteEntry.js', new URL(browserEntry, 'http://site.invalid/')).href.replace(
    /^http:\/\/site\.invalid/,
    '',
  );
}

export interface RenderRequest {
  /** The page's address: path and query. */
  url: string;
  /** The remotes' server containers, absolute addresses. */
  serverEntries: RemoteAddresses;
  /**
   * The file on this server's disk that holds the container at an address of `serverEntries`,
   * if it is one this server serves; any other is fetched from its address.
   */
  localFile: (entry: string) => string | undefined;
  /** The answers of the calls the page's screen makes first, which it renders from. */
  data: PageData;
  /** Her words and prices, as the page is served with them. */
  siteText: SiteText;
}

/** A page's content as the renderer gave it. */
export interface RenderedPage {
  /** The HTML inside the page's root element. */
  html: string;
  /** False when a region fell back (its remote failed): such a page is not kept for others. */
  complete: boolean;
}

export interface ServerRenderer {
  /**
   * The page's content, once every region has rendered or fallen back. A region whose remote
   * fails is rendered as its loading view, which the browser replaces.
   */
  render(request: RenderRequest): Promise<RenderedPage>;
}
