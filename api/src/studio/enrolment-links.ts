import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { sameSecret } from '../same-secret';
import type { Services } from '../services';

/** Where `npm run studio:enrol` proves it runs beside the server: a key only the server's user can read. */
export const enrolmentKeyFile = (dataDir: string) => path.join(dataDir, 'studio-enrol.key');

/** The address `npm run studio:enrol` asks for a fresh link. */
export const enrolmentLinksPath = '/api/studio/enrolment-links';

// Any constant shared by every instance: servers starting together offer one link between them.
const offerLock = 727_021;

/** Makes an enrolment link and e-mails it to her own address, in the caller's transaction. */
export async function sendEnrolmentLink(services: Services, tx: Queryable): Promise<string> {
  const link = await services.studio.auth.createEnrolmentLink(tx);
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

/**
 * While no passkey opens the studio, a starting server e-mails her an enrolment link and writes
 * it to its log. Servers starting within a minute of each other send one between them.
 */
export async function offerEnrolmentAtStart(services: Services): Promise<void> {
  if (await services.studio.auth.hasPasskeys()) return;
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
export function enrolmentLinksRoute(app: FastifyInstance, services: Services, dataDir: string): void {
  app.post(enrolmentLinksPath, async (request, reply) => {
    const key = await readFile(enrolmentKeyFile(dataDir), 'utf8').catch(() => undefined);
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!key || !given || !sameSecret(given, key.trim())) {
      return reply.code(401).send({ error: 'This call needs the key in the server’s data folder.' });
    }
    const link = await services.db.transaction((tx) => sendEnrolmentLink(services, tx));
    request.log.info('studio enrolment link made for npm run studio:enrol');
    return { link };
  });
}
