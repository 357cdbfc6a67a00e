import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { FunctionError } from '../http/site-function';
import { sameSecret } from '../http/same-secret';
import type { MailOutbox } from '../mail/mail-outbox';
import type { StudioAuth } from './studio-auth';

/**
 * Where `npm run studio:enrol` and `npm run backup` prove they run beside the server: a key only
 * the server's user can read.
 */
export const enrolmentKeyFile = (dataDir: string) => path.join(dataDir, 'studio-enrol.key');

/** The key in the server's data folder, if a server has written one there. */
export async function readServerKey(dataDir: string): Promise<string | undefined> {
  return (await readFile(enrolmentKeyFile(dataDir), 'utf8').catch(() => undefined))?.trim();
}

/** The running server's own address on this machine, `path` on it, for the commands run beside it. */
export function localServerUrl(config: Pick<AppConfig, 'host' | 'port'>, path: string): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}${path}`;
}

/**
 * Refuses, 401, a call that does not carry the key in the server's data folder: only who runs
 * the server can read it.
 */
export function serverKeyCheck(dataDir: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const key = await readServerKey(dataDir);
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!key || !given || !sameSecret(given, key)) {
      throw new FunctionError(401, 'This call needs the key in the server’s data folder.');
    }
  };
}

/** The address `npm run studio:enrol` asks for a fresh link. */
export const enrolmentLinksPath = '/api/studio/enrolment-links';

/** What sending her an enrolment link uses: her passkeys and links, the database, her mail and address. */
export interface EnrolmentDeps {
  db: Database;
  studioAuth: Pick<StudioAuth, 'createEnrolmentLink' | 'hasPasskeys'>;
  outbox: Pick<MailOutbox, 'enqueue'>;
  config: Pick<AppConfig, 'mail'>;
  log: FastifyBaseLogger;
}

// Any constant shared by every instance: servers starting together offer one link between them.
const offerLock = 727_021;

/** Makes an enrolment link and e-mails it to her own address, in the caller's transaction. */
export async function sendEnrolmentLink(services: EnrolmentDeps, tx: Queryable): Promise<string> {
  const link = await services.studioAuth.createEnrolmentLink(tx);
  await services.outbox.enqueue(
    {
      to: services.config.mail.artistEmail,
      subject: 'Create your passkey for the studio',
      text: [
        'Open this link on the phone or computer you will sign in with, and choose “Create passkey”:',
        '',
        link,
        '',
        'The link works once, for 24 hours. If you did not ask for it, you can ignore this e-mail: it was sent to you only.',
      ].join('\n'),
    },
    tx,
  );
  return link;
}

/** Links asked for from the sign-in page that the whole site sends in a day, whoever asks. */
export const askedLinksPerDay = 5;

/**
 * Answers the sign-in page's "e-mail me a link": a new link goes to her own address only while
 * none she was sent is still unused and alive, and at most `askedLinksPerDay` a day in all. The
 * caller is told the same either way: a stranger learns nothing, and cannot fill her mailbox.
 */
export async function sendAskedEnrolmentLink(services: EnrolmentDeps): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [offerLock]);
    const [links] = await tx.query<{ alive: number; today: number }>(
      `SELECT count(*) FILTER (WHERE used_at IS NULL AND expires_at > now())::int AS alive,
              count(*) FILTER (WHERE created_at > now() - interval '1 day')::int AS today
         FROM studio_enrolment_links`,
    );
    if (links!.alive > 0 || links!.today >= askedLinksPerDay) return false;
    await sendEnrolmentLink(services, tx);
    return true;
  });
}

/**
 * While no passkey opens the studio, a starting server e-mails her an enrolment link and writes
 * it to its log. Servers starting within a minute of each other send one between them.
 */
export async function offerEnrolmentAtStart(services: EnrolmentDeps): Promise<void> {
  if (await services.studioAuth.hasPasskeys()) return;
  const link = await services.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [offerLock]);
    const recent = await tx.query(
      `SELECT 1 FROM studio_enrolment_links WHERE created_at > now() - interval '1 minute'`,
    );
    return recent.length ? undefined : sendEnrolmentLink(services, tx);
  });
  if (link) {
    services.log.info(
      { artistEmail: services.config.mail.artistEmail },
      `No passkey opens the studio yet. This link, also e-mailed to the artist, creates one (once, within 24 hours): ${link}`,
    );
  }
}

/** Writes the key of `npm run studio:enrol` once; servers sharing a data folder share it. */
export async function writeEnrolmentKey(dataDir: string, key: string): Promise<void> {
  const file = enrolmentKeyFile(dataDir);
  // On PostgreSQL with media in a bucket, nothing else may have made the data folder.
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, key, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await chmod(file, 0o600);
  }
}

/**
 * Answers `npm run studio:enrol` with a fresh link, for whoever can read the server's key:
 * the person who runs the server. The link is e-mailed to her as well.
 */
export function enrolmentLinksRoute(app: FastifyInstance, services: EnrolmentDeps, dataDir: string): void {
  app.post(enrolmentLinksPath, { onRequest: serverKeyCheck(dataDir) }, async (request) => {
    const link = await services.db.transaction((tx) => sendEnrolmentLink(services, tx));
    request.log.info('studio enrolment link made for npm run studio:enrol');
    return { link };
  });
}
