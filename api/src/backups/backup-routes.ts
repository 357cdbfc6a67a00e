import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { backupDownloadPath } from 'shared-contracts/studio';
import type { Database } from '../db/database';
import type { MediaStorage } from '../media/media-storage';
import { serverKeyCheck } from '../studio/enrolment-links';
import { studioDownloadCheck, type StudioCheckDeps } from '../studio/studio-checks';
import { writeArchive } from './site-archive';
import { backupsPath, type SiteBackups } from './site-backups';

/**
 * `POST /api/backups`: an archive of the site, streamed as it is made, for whoever can read the
 * server's key (the person who runs it). `GET /api/studio/backups/{name}`: one of the kept
 * archives, downloaded with her session.
 */
/** What the backup routes read: the data folder's key, the database and photos, the kept archives, her sessions. */
export interface BackupRouteDeps extends Pick<StudioCheckDeps, 'studioAuth'> {
  dataDir: string;
  db: Database;
  mediaStorage: MediaStorage;
  backups: Pick<SiteBackups, 'store'>;
}

export function backupRoutes(app: FastifyInstance, services: BackupRouteDeps): void {
  const source = { db: services.db, media: services.mediaStorage };
  app.post(backupsPath, { onRequest: serverKeyCheck(services.dataDir) }, async (request, reply) => {
    const archive = new PassThrough();
    writeArchive(source, archive).then(
      (manifest) => request.log.info({ objects: manifest.media.objectCount }, 'backup archive made for npm run backup'),
      (error: unknown) => {
        request.log.error({ err: error }, 'backup archive failed');
        archive.destroy(error as Error);
      },
    );
    return reply.header('Content-Type', 'application/gzip').header('Cache-Control', 'no-store').send(archive);
  });

  const checkCaller = studioDownloadCheck(services);
  app.get<{ Params: { name: string } }>(
    `${backupDownloadPath}:name`,
    { onRequest: async (request) => void (await checkCaller(request)) },
    async (request, reply) => {
      const { store } = services.backups;
      const { name } = request.params;
      const kept = (await store.list()).find((archive) => archive.name === name);
      const bytes = kept && (await store.read(name));
      if (!bytes)
        return reply
          .code(404)
          .send({ error: 'There is no backup of that name: it may have been replaced by a newer one.' });
      return reply
        .header('Content-Type', 'application/gzip')
        .header('Content-Length', kept.bytes)
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store')
        .send(bytes);
    },
  );
}
