import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';

export interface RunningSite {
  app: FastifyInstance;
  db: Database;
  url: string;
  applied: string[];
}

/** Opens the database, migrates it, and serves the site and the API. */
export async function startSite(config: AppConfig): Promise<RunningSite> {
  const db = await openDatabase(config.database);
  const applied = await migrate(db);
  const app = await buildApp({ config, db });
  const url = await app.listen({ host: config.host, port: config.port });
  return { app, db, url, applied };
}
