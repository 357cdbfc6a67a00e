import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { offerEnrolmentAtStart, writeEnrolmentKey } from '../studio/enrolment-links';
import { seedPlaceholderArtworks } from '../studio/placeholder-artworks';

export interface RunningSite {
  app: FastifyInstance;
  db: Database;
  url: string;
  applied: string[];
}

/**
 * Opens the database, migrates it, puts the placeholder pieces into a fresh catalogue, and serves
 * the site and the API. While no passkey opens the studio, it offers the artist an enrolment link.
 */
export async function startSite(config: AppConfig): Promise<RunningSite> {
  const db = await openDatabase(config.database);
  const applied = await migrate(db);
  const app = await buildApp({ config, db });
  const { studio } = app.services;
  await seedPlaceholderArtworks(db, studio);
  await writeEnrolmentKey(config.dataDir, randomBytes(32).toString('base64url'));
  const url = await app.listen({ host: config.host, port: config.port });
  await offerEnrolmentAtStart(app.services);
  return { app, db, url, applied };
}
