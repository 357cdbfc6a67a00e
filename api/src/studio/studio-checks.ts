import type { FastifyRequest } from 'fastify';
import { signedOutMessage } from 'shared-contracts/studio';
import { cookiesOf } from '../http/function-routes';
import { FunctionError } from '../http/site-function';
import type { StudioAuth, StudioSession } from './studio-auth';

/** The session cookie: sent only over HTTPS, to this host, never to scripts nor with another site's requests. */
export const sessionCookieName = '__Host-studio-session';

/** What the studio's checks of a caller read: the site's own address, and her sessions. */
export interface StudioCheckDeps {
  publicUrl: string;
  studioAuth: Pick<StudioAuth, 'session'>;
}

/**
 * Refuses a studio call that does not come from the site's own pages: browsers send the
 * page's Origin with every POST, and a page of another site cannot forge it.
 */
function checkOrigin(request: FastifyRequest, origin: string): void {
  if (request.headers.origin !== origin) {
    throw new FunctionError(403, 'Studio calls are accepted from the studio’s own pages only.');
  }
}

/** The check of the studio's sign-in calls: the Origin only. */
export function studioSignInCheck({ publicUrl }: Pick<StudioCheckDeps, 'publicUrl'>) {
  const origin = new URL(publicUrl).origin;
  return async (request: FastifyRequest): Promise<undefined> => {
    checkOrigin(request, origin);
    return undefined;
  };
}

/**
 * The check of her downloads (a GET she opens from a link, such as a CSV export): her session
 * only, else 401. A browser sends no Origin with such a GET, and a GET changes nothing; her
 * SameSite=Strict cookie is not sent with another site's requests anyway.
 */
export function studioDownloadCheck({ studioAuth }: Pick<StudioCheckDeps, 'studioAuth'>) {
  return async (request: FastifyRequest): Promise<StudioSession> => {
    const session = await studioAuth.session(cookiesOf(request)[sessionCookieName]);
    if (!session) throw new FunctionError(401, signedOutMessage);
    return session;
  };
}

/** The check of every other studio call: the Origin, then her session, else 401 before anything is read. */
export function studioSessionCheck(deps: StudioCheckDeps) {
  const origin = new URL(deps.publicUrl).origin;
  const checkSession = studioDownloadCheck(deps);
  return async (request: FastifyRequest): Promise<StudioSession> => {
    checkOrigin(request, origin);
    return checkSession(request);
  };
}
