// `npm run backup [-- --to FILE]`: an archive of the site (its database and every media object,
// with a manifest), made while the site keeps serving, written to FILE or else to the backup
// store (BACKUP_DIR, or BACKUP_S3_BUCKET). See "Backups and restore" in the README.
import { parseArgs } from 'node:util';
import { backUpSite } from '../src/backups/backup-command';
import { loadConfig } from '../src/config/config';
import { commandSettings } from '../src/hosting/installed-settings';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const started = performance.now();
  const made = await backUpSite(loadConfig(await commandSettings()), values.to);
  const { database, media, version, commit } = made.manifest;
  const rows = Object.values(database.rowCounts).reduce((sum, count) => sum + count, 0);
  console.info(
    [
      `Backed up to ${made.location} (${megabytes(made.bytes)}, ${((performance.now() - started) / 1000).toFixed(1)} s), made by ${made.madeBy}:`,
      `  the ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} database, ${Object.keys(database.rowCounts).length} tables, ${rows} rows, ${database.migrations.length} migrations applied`,
      `  ${media.objectCount} media objects`,
      `  release ${version}${commit ? ` (${commit.slice(0, 12)})` : ''}; every file checked against its SHA-256`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
