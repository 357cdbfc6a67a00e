import type { RemoteName } from './site-manifest';

/**
 * The seam between the API and the shell's server renderer (shell/src/server/render.tsx,
 * built for Node into shell/dist/server/render.js).
 */

/** Where each remote's entry lives: the browser's addresses, as /remotes.json gives them. */
export type RemoteAddresses = Partial<Record<RemoteName, string>>;

/** The id of the script element that carries, in a rendered page, the remote addresses it was rendered with. */
export const renderedRemotesElementId = 'site-remotes';

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
}

export interface ServerRenderer {
  /**
   * The HTML inside the page's root element, once every region has rendered or fallen back.
   * A region whose remote fails is rendered as its loading view, which the browser replaces.
   */
  render(request: RenderRequest): Promise<string>;
}
