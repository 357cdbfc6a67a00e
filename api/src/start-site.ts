import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './config/config';
import { openDatabase, type Database } from './db/database';
import { backupBeforeMigrating } from './backups/site-backups';
import { migrate } from './db/migrate';
import { settingsProblems, unknownSettingProblems, UnsafeStartError, type StartProblem } from './config/start-checks';
import { offerEnrolmentAtStart, writeEnrolmentKey } from './studio/enrolment-links';
import { placeholdersForSale, seedPlaceholderArtworks } from './artworks/placeholder-artworks';

export interface RunningSite {
  app: FastifyInstance;
  db: Database;
  url: string;
  applied: string[];
  /** Where the archive taken before this start's migrations went, when it applied any to her data. */
  upgradeBackup?: string;
}

/** The placeholder pieces a production start would sell, in a database that already has them. */
async function placeholderProblems(db: Database): Promise<StartProblem[]> {
  const [catalogue] = await db.query<{ present: boolean }>(`SELECT to_regclass('artworks') IS NOT NULL AS present`);
  const titles = catalogue?.present ? await placeholdersForSale(db) : [];
  if (!titles.length) return [];
  return [
    {
      setting: 'Fine Art',
      problem: `${titles.join(', ')}, the specification's placeholder pieces, or prints of them, are for sale, and a shop must never take money for art that does not exist: start once with APP_ENV=demo, and in the studio replace them with her own pieces, or set them to Draft and remove their prints.`,
    },
  ];
}

/**
 * Opens the database unless the start is refused: a start whose settings would take false money,
 * send no e-mail or lose data, naming every problem at once. A database that does not exist yet
 * is not made only to be refused.
 */
async function openUnlessUnsafe(config: AppConfig): Promise<Database> {
  const problems = settingsProblems(config);
  const { database } = config;
  const exists = database.kind === 'postgres' || existsSync(path.join(database.dataDir, 'PG_VERSION'));
  if (problems.length && !exists) throw new UnsafeStartError(config.env, problems);
  const db = await openDatabase(database);
  if (config.env === 'production') problems.push(...(await placeholderProblems(db)));
  if (problems.length) {
    await db.close();
    throw new UnsafeStartError(config.env, problems);
  }
  return db;
}

/**
 * Checks the settings, opens the database, backs it up if an upgrade migrates it, migrates it,
 * serves the site and the API, and puts the placeholder pieces into a fresh catalogue. While no
 * passkey opens the studio, it offers the artist an enrolment link.
 */
export async function startSite(config: AppConfig): Promise<RunningSite> {
  const db = await openUnlessUnsafe(config);
  // An upgrade keeps the database as it was before migrating it, to go back to (README, Going live).
  const upgradeBackup = await backupBeforeMigrating(config, db);
  const applied = await migrate(db);
  const app = await buildApp({ config, db });
  if (config.env === 'demo') {
    app.log.warn(
      'This is a test shop (APP_ENV=demo): every page says “Test shop: no real orders”, cards are Stripe’s test cards, and no order reaches a real Printful store. To take real orders, see “Going live” in the README.',
    );
  }
  for (const { setting, problem } of config.env === 'production' ? [] : unknownSettingProblems(config)) {
    app.log.warn(`${setting} ${problem}`);
  }
  await writeEnrolmentKey(config.dataDir, randomBytes(32).toString('base64url'));
  const url = await app.listen({ host: config.host, port: config.port });
  // Drawing the placeholders' pictures and mock-ups takes seconds on a fresh catalogue: the
  // site answers meanwhile, and the start is done once they are in.
  await seedPlaceholderArtworks(db, app.services, { forSale: config.env !== 'production' });
  await offerEnrolmentAtStart(app.services);
  return { app, db, url, applied, upgradeBackup };
}
